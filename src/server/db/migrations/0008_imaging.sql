CREATE TABLE "image_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"character_id" text NOT NULL,
	"with_character_id" text,
	"prompt" text NOT NULL,
	"resolution" text NOT NULL,
	"angle" text NOT NULL,
	"quick_action" text,
	"sfw" boolean NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"step" text,
	"error" text,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"charges" text DEFAULT '' NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"job_id" bigint,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"request_id" uuid NOT NULL,
	"character_id" text NOT NULL,
	"prompt" text NOT NULL,
	"resolution" text NOT NULL,
	"angle" text NOT NULL,
	"quick_action" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sfw" boolean NOT NULL,
	"preview" boolean NOT NULL,
	"storage_key" text NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_balances" ADD COLUMN "monthly_cap" integer;--> statement-breakpoint
ALTER TABLE "image_requests" ADD CONSTRAINT "image_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_requests" ADD CONSTRAINT "image_requests_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_requests" ADD CONSTRAINT "image_requests_with_character_id_characters_id_fk" FOREIGN KEY ("with_character_id") REFERENCES "public"."characters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_requests_user_status_idx" ON "image_requests" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "images_user_time_idx" ON "images" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "images_request_idx" ON "images" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "images_share_token_idx" ON "images" USING btree ("share_token");