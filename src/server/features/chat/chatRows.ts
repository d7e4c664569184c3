/**
 * The chat's row types, on their own so that every statement file (store.ts, historyStore.ts)
 * can name them without importing another statement file back.
 */
import type { conversations, messages } from '#server/db/schema/index.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** An earlier message as the prompt sees it; only rows that belong in it are read. */
export type HistoryRow = Pick<MessageRow, 'role' | 'content'>;

/** What the rolling summary needs to know about a conversation. */
export type SummaryState = Pick<
  ConversationRow,
  'id' | 'summary' | 'summarizedCount' | 'messageCount'
>;

/** Whose conversation it is: a signed-in viewer's user id or a guest viewer's id cookie. */
export type ViewerKey =
  { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };
