import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/index.js';
import { CHAT_PREVIEW_CHARS } from '../../../shared/constants.js';
import { createLeaseStatements } from './leaseStatements.js';
import { createReplyStatements } from './replyStatements.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type { HistoryWindow, SummaryState } from './replyStatements.js';

/** Who owns a conversation: a signed-in user or a guest id cookie. */
export type Owner =
  { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };

/** The instance taking the one-reply lock, and until when its first lease runs. */
export interface LeaseClaim {
  owner: string;
  now: Date;
  expiresAt: Date;
}

const ownedBy = (owner: Owner) =>
  owner.userId
    ? eq(conversations.ownerUserId, owner.userId)
    : eq(conversations.ownerGuestId, owner.guestId!);

/** Recomputes the history-index fields from the messages themselves (after deletions). */
const refreshStats = (conversationId: string) => sql`
  update ${conversations} set
    message_count = (select count(*) from ${messages} where conversation_id = ${conversationId}),
    last_message_preview = coalesce((select left(content, ${CHAT_PREVIEW_CHARS * 2}) from ${messages}
      where conversation_id = ${conversationId} order by seq desc limit 1), ''),
    last_message_at = coalesce((select created_at from ${messages}
      where conversation_id = ${conversationId} order by seq desc limit 1), now()),
    updated_at = now()
  where id = ${conversationId}`;

export function createChatStore(db: Database) {
  return {
    ...createReplyStatements(db),
    ...createLeaseStatements(db),

    async createConversation(owner: Owner, characterId: string, title: string) {
      const [row] = await db
        .insert(conversations)
        .values({
          ownerUserId: owner.userId ?? null,
          ownerGuestId: owner.guestId ?? null,
          characterId,
          title,
        })
        .returning();
      return row;
    },

    /** Null for a missing id and for someone else's conversation alike (no existence leak). */
    async findOwned(owner: Owner, id: string): Promise<ConversationRow | null> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), ownedBy(owner)));
      return row ?? null;
    },

    async listOwned(owner: Owner) {
      return db
        .select()
        .from(conversations)
        .where(ownedBy(owner))
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.createdAt))
        .limit(200);
    },

    /**
     * The latest conversation with the character a member talks to most (most messages over
     * all their conversations with her); only conversations where the member has written.
     */
    async busiestConversationOf(userId: string): Promise<ConversationRow | null> {
      const talked = and(
        eq(conversations.ownerUserId, userId),
        sql`${conversations.messageCount} > 1`,
      );
      const [top] = await db
        .select({ characterId: conversations.characterId })
        .from(conversations)
        .where(talked)
        .groupBy(conversations.characterId)
        .orderBy(
          desc(sql`sum(${conversations.messageCount})`),
          desc(sql`max(${conversations.lastMessageAt})`),
        )
        .limit(1);
      if (!top) return null;
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(talked, eq(conversations.characterId, top.characterId)))
        .orderBy(desc(conversations.lastMessageAt))
        .limit(1);
      return row ?? null;
    },

    async findMessage(id: string) {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row ?? null;
    },

    async insertMessages(rows: NewMessage[]) {
      return db.insert(messages).values(rows).returning();
    },

    async updateMessage(id: string, values: Partial<NewMessage>) {
      const [row] = await db.update(messages).set(values).where(eq(messages.id, id)).returning();
      return row;
    },

    /**
     * An edit of the last user message, atomically: the messages after it go, the new text and
     * (for a model reply) the reply placeholder come in, the counters follow. A failure at any
     * step leaves the conversation as it was.
     */
    async replaceLastUserMessage(
      message: MessageRow,
      content: string,
      withPlaceholder: boolean,
    ): Promise<{ userRow: MessageRow; placeholder: MessageRow | null }> {
      return db.transaction(async (tx) => {
        await tx
          .delete(messages)
          .where(
            and(
              eq(messages.conversationId, message.conversationId),
              sql`${messages.seq} > ${message.seq}`,
            ),
          );
        const [userRow] = await tx
          .update(messages)
          .set({ content, status: 'sent' })
          .where(eq(messages.id, message.id))
          .returning();
        const [placeholder] = withPlaceholder
          ? await tx
              .insert(messages)
              .values({
                conversationId: message.conversationId,
                role: 'assistant',
                content: '',
                status: 'streaming',
              })
              .returning()
          : [null];
        await tx.execute(refreshStats(message.conversationId));
        return { userRow, placeholder };
      });
    },

    async deleteMessage(id: string) {
      await db.delete(messages).where(eq(messages.id, id));
    },

    /** Newest-first page, returned oldest-first. */
    async pageMessages(conversationId: string, limit: number, beforeSeq?: number) {
      const rows = await db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            beforeSeq === undefined ? undefined : lt(messages.seq, beforeSeq),
          ),
        )
        .orderBy(desc(messages.seq))
        .limit(limit + 1);
      const hasMore = rows.length > limit;
      return { rows: rows.slice(0, limit).reverse(), hasMore };
    },

    async allMessages(conversationId: string) {
      return db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(asc(messages.seq));
    },

    /**
     * Takes the one-reply-at-a-time lock of an owned conversation. Null when it is not the
     * owner's or a reply is already running (a dead instance's lock is recovered first, see
     * recoverReplies). The lock comes with the taker's lease.
     */
    async lockOwned(
      owner: Owner,
      conversationId: string,
      claim: LeaseClaim,
    ): Promise<ConversationRow | null> {
      const [row] = await db
        .update(conversations)
        .set({
          generatingSince: claim.now,
          stopRequestedAt: null,
          generationOwner: claim.owner,
          leaseExpiresAt: claim.expiresAt,
        })
        .where(
          and(
            eq(conversations.id, conversationId),
            ownedBy(owner),
            isNull(conversations.generatingSince),
          ),
        )
        .returning();
      return row ?? null;
    },

    async releaseGenerationLock(conversationId: string) {
      await db
        .update(conversations)
        .set({
          generatingSince: null,
          stopRequestedAt: null,
          generationOwner: null,
          leaseExpiresAt: null,
        })
        .where(eq(conversations.id, conversationId));
    },

    async requestStop(conversationId: string) {
      await db
        .update(conversations)
        .set({ stopRequestedAt: new Date() })
        .where(eq(conversations.id, conversationId));
    },

    /** Which of these conversations have a stop request (one statement for all of them). */
    async stopRequestedAmong(conversationIds: string[]): Promise<string[]> {
      if (conversationIds.length === 0) return [];
      const rows = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(inArray(conversations.id, conversationIds), isNotNull(conversations.stopRequestedAt)),
        );
      return rows.map((row) => row.id);
    },

    async saveSummary(conversationId: string, summary: string, summarizedCount: number) {
      await db
        .update(conversations)
        .set({ summary, summarizedCount })
        .where(eq(conversations.id, conversationId));
    },

    /** The cheap path after appending messages: counters move, the newest text becomes the preview. */
    async recordAppended(
      conversationId: string,
      added: number,
      newest: { content: string; createdAt: Date },
    ) {
      const [row] = await db
        .update(conversations)
        .set({
          messageCount: sql`${conversations.messageCount} + ${added}`,
          lastMessagePreview: newest.content.slice(0, CHAT_PREVIEW_CHARS * 2),
          lastMessageAt: newest.createdAt,
          updatedAt: new Date(),
        })
        .where(eq(conversations.id, conversationId))
        .returning();
      return row;
    },

    /** Recomputes the history-index fields from the messages themselves (after deletions). */
    async refreshConversationStats(conversationId: string) {
      await db.execute(refreshStats(conversationId));
    },

    async claimGuestConversations(executor: DbExecutor, guestId: string, userId: string) {
      await executor
        .update(conversations)
        .set({ ownerUserId: userId, ownerGuestId: null })
        .where(eq(conversations.ownerGuestId, guestId));
    },

    async exportForUser(executor: DbExecutor, userId: string) {
      const owned = await executor
        .select()
        .from(conversations)
        .where(eq(conversations.ownerUserId, userId));
      if (owned.length === 0) return [];
      // All their messages in one read, not one per conversation.
      const rows = await executor
        .select()
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            owned.map((conversation) => conversation.id),
          ),
        )
        .orderBy(asc(messages.seq));
      const byConversation = new Map(
        owned.map((conversation) => [conversation.id, [] as MessageRow[]]),
      );
      for (const row of rows) byConversation.get(row.conversationId)!.push(row);
      return owned.map((conversation) => ({
        ...conversation,
        messages: byConversation.get(conversation.id)!,
      }));
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
