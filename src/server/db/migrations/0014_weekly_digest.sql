CREATE TABLE "weekly_digests" (
	"user_id" text NOT NULL,
	"week_of" date NOT NULL,
	"message_count" integer NOT NULL,
	"character_count" integer NOT NULL,
	"top_character_id" text,
	"outcome" text DEFAULT 'claimed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_digests_user_id_week_of_pk" PRIMARY KEY("user_id","week_of")
);
--> statement-breakpoint
ALTER TABLE "weekly_digests" ADD CONSTRAINT "weekly_digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;