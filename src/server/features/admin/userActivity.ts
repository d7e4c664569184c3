import { count, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversations } from '../../db/schema/index.js';

/**
 * A user's conversation count and latest message time, for the admin's user detail. This read
 * belongs in chat's adminStats.ts; it lives here only because the chat feature was frozen while
 * the admin panel was finished (docs/ARCHITECTURE.md, Admin) — move it there on the next chat change.
 */
export async function chatActivityOf(db: Database, userId: string) {
  const [row] = await db
    .select({ conversations: count(), lastMessageAt: max(conversations.lastMessageAt) })
    .from(conversations)
    .where(eq(conversations.ownerUserId, userId));
  return {
    conversations: row?.conversations ?? 0,
    lastMessageAt: row?.lastMessageAt ? new Date(row.lastMessageAt) : null,
  };
}
