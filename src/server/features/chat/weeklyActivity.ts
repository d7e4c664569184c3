import { and, count, desc, eq, gte, inArray, isNotNull, lt, max, ne, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { conversations, messages } from '#server/db/schema/index.js';

/** A span of time, `from` included and `to` excluded. */
export interface ActivityWindow {
  from: Date;
  to: Date;
}

export interface WeeklyActivity {
  /** Messages exchanged in the conversations the member wrote in: theirs and the replies. */
  messageCount: number;
  /** Characters of those conversations. */
  characterCount: number;
  /** Most messages first; ties go to the more recent conversation. */
  characters: { characterId: string; messageCount: number }[];
}

const inWindow = (window: ActivityWindow) =>
  and(gte(messages.createdAt, window.from), lt(messages.createdAt, window.to));

/** A message the member actually sent (a failed send never reached the character). */
const memberWrote = and(eq(messages.role, 'user'), ne(messages.status, 'failed'));

/** What counts as exchanged: the member's messages and finished replies, not greetings. */
const exchanged = or(
  memberWrote,
  and(
    eq(messages.role, 'assistant'),
    inArray(messages.status, ['complete', 'stopped']),
    ne(messages.kind, 'greeting'),
  ),
);

/**
 * Chat figures over a span of time, for the weekly digest (docs/PRODUCT.md#e-mail). Activity
 * means the member wrote: a conversation where only the character wrote (a daily message left
 * unanswered) is not part of the member's week.
 */
export function createWeeklyActivity(db: Database) {
  return {
    /** Members who wrote at least one message in the window. */
    async activeMembers(window: ActivityWindow): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: conversations.ownerUserId })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(isNotNull(conversations.ownerUserId), memberWrote, inWindow(window)));
      return rows.map((row) => row.userId!);
    },

    /** One member's figures; zero messages when they wrote nothing in the window. */
    async ofMember(userId: string, window: ActivityWindow): Promise<WeeklyActivity> {
      const written = db
        .selectDistinct({ id: messages.conversationId })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(conversations.ownerUserId, userId), memberWrote, inWindow(window)));
      const rows = await db
        .select({
          characterId: conversations.characterId,
          messageCount: count(),
          lastAt: max(messages.createdAt),
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(inArray(messages.conversationId, written), exchanged, inWindow(window)))
        .groupBy(conversations.characterId)
        .orderBy(desc(count()), desc(max(messages.createdAt)), conversations.characterId);
      const characters = rows.map((row) => ({
        characterId: row.characterId,
        messageCount: Number(row.messageCount),
      }));
      return {
        messageCount: characters.reduce((sum, row) => sum + row.messageCount, 0),
        characterCount: characters.length,
        characters,
      };
    },
  };
}

export type WeeklyActivityService = ReturnType<typeof createWeeklyActivity>;
