import { count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/jsonRows.js';
import { conversations, messages } from '#server/db/schema/index.js';

/** Read-only chat figures for the admin dashboard. */
export function createChatAdminStats(db: Database) {
  return {
    /** Conversations with a message since `since`. */
    async activeChats(since: Date) {
      const [row] = rowsOf<{ count: string }>(
        await db.execute(sql`
          select count(*) as count from ${conversations} where ${conversations.lastMessageAt} >= ${since}`),
      );
      return Number(row.count);
    },

    async messagesByDay(since: Date) {
      return rowsOf<{ day: string; count: string }>(
        await db.execute(sql`
          select to_char(date_trunc('day', ${messages.createdAt} at time zone 'UTC'), 'YYYY-MM-DD') as day,
                 count(*) as count
          from ${messages} where ${messages.createdAt} >= ${since} group by 1 order by 1`),
      ).map((row) => ({ day: row.day, value: Number(row.count) }));
    },

    /** A member's conversation count and latest message time (the admin's user detail). */
    async activityOf(userId: string) {
      const [row] = await db
        .select({ conversations: count(), lastMessageAt: max(conversations.lastMessageAt) })
        .from(conversations)
        .where(eq(conversations.ownerUserId, userId));
      return {
        conversations: row?.conversations ?? 0,
        lastMessageAt: row?.lastMessageAt ? new Date(row.lastMessageAt) : null,
      };
    },
  };
}

export type ChatAdminStats = ReturnType<typeof createChatAdminStats>;
