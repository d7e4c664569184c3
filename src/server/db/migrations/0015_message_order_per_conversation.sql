ALTER TABLE "messages" DROP CONSTRAINT "messages_seq_unique";--> statement-breakpoint
DROP INDEX "messages_conversation_seq_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");