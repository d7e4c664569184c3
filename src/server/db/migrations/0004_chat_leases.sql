ALTER TABLE "conversations" ADD COLUMN "generation_owner" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "paywall_variant" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "interrupted_at" timestamp with time zone;