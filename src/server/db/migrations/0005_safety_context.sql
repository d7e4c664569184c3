CREATE TABLE "conversation_safety_context" (
	"conversation_id" text PRIMARY KEY NOT NULL,
	"minor_stated" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
