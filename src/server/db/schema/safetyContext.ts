import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the safety policy remembers about a conversation: a minor age stated in any earlier
 * message makes later sexual intent in the same conversation a refusal.
 */
export const conversationSafetyContext = pgTable('conversation_safety_context', {
  conversationId: text('conversation_id').primaryKey(),
  minorStated: boolean('minor_stated').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
