CREATE TABLE "character_voices" (
	"character_id" text PRIMARY KEY NOT NULL,
	"voice_id" text NOT NULL,
	"offline_voice" text NOT NULL,
	"speed" real DEFAULT 1 NOT NULL,
	"pitch" integer DEFAULT 50 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_audio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"message_id" uuid NOT NULL,
	"text_hash" text NOT NULL,
	"character_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"engine" text NOT NULL,
	"storage_key" text,
	"content_type" text,
	"duration_ms" integer,
	"byte_size" integer,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"error" text,
	"job_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "character_voices" ADD CONSTRAINT "character_voices_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_audio" ADD CONSTRAINT "message_audio_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_audio" ADD CONSTRAINT "message_audio_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_audio_message_idx" ON "message_audio" USING btree ("message_id","text_hash");--> statement-breakpoint
CREATE INDEX "message_audio_user_idx" ON "message_audio" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_audio_live_unique" ON "message_audio" USING btree ("message_id","text_hash") WHERE status <> 'failed';