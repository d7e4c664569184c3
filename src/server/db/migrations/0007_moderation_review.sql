ALTER TABLE "safety_incidents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "safety_incidents" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "safety_incidents" ADD COLUMN "resolution" text;--> statement-breakpoint
CREATE INDEX "safety_incidents_review_idx" ON "safety_incidents" USING btree ("reviewed_at","created_at");