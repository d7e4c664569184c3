/**
 * The chat's statements off the send path: conversations and their history (the list, message
 * pages, ownership lookups, plain inserts and updates (the policy's replies, the write-first
 * message, a failed reply), edits and deletes, the rolling summary's reads and writes, export and
 * guest claims), and the rows' API shape for the list. The send path's statements are in
 * store.ts, which returns these with its own as one `ChatStore`.
 */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ConversationSummary } from '#shared/api/chat.js';
import { CHAT_PREVIEW_CHARS } from '#shared/constants.js';
import type { Database, DbExecutor } from '#server/db/client.js';
import { rowsOf } from '#server/db/jsonRows.js';
import { conversations, messages } from '#server/db/schema/index.js';
import type { ConversationRow, HistoryRow, MessageRow, NewMessage, ViewerKey } from './chatRows.js';

/** The rows that belong in a model's view of the dialogue: no paywall, safety or failed rows. */
export const inPromptHistory = sql`kind <> 'paywall' and (safety is null or safety = 'null'::jsonb)
  and status not in ('failed', 'streaming')`;

const ownedBy = (viewer: ViewerKey) =>
  viewer.userId
    ? eq(conversations.ownerUserId, viewer.userId)
    : eq(conversations.ownerGuestId, viewer.guestId!);

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

/**
 * A page of a conversation's messages, newest first, with one more row than `limit` to tell
 * whether there are older ones. Exported for the test and bench that count the rows it reads
 * (docs/decisions/0111).
 */
export const messagePage = (
  db: Database,
  conversationId: string,
  limit: number,
  beforeSeq?: number,
) =>
  db
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

export function createHistoryQueries(db: Database) {
  return {
    async insertMessages(rows: NewMessage[]) {
      return db.insert(messages).values(rows).returning();
    },

    async updateMessage(id: string, values: Partial<NewMessage>) {
      const [row] = await db.update(messages).set(values).where(eq(messages.id, id)).returning();
      return row;
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
    async createConversation(viewer: ViewerKey, characterId: string, title: string) {
      const [row] = await db
        .insert(conversations)
        .values({
          ownerUserId: viewer.userId ?? null,
          ownerGuestId: viewer.guestId ?? null,
          characterId,
          title,
        })
        .returning();
      return row;
    },

    /** Null for a missing id and for someone else's conversation alike (no existence leak). */
    async findOwned(viewer: ViewerKey, id: string): Promise<ConversationRow | null> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), ownedBy(viewer)));
      return row ?? null;
    },

    async listOwned(viewer: ViewerKey) {
      return db
        .select()
        .from(conversations)
        .where(ownedBy(viewer))
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
      const rows = await messagePage(db, conversationId, limit, beforeSeq);
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

    async countPromptHistory(conversationId: string) {
      const result = await db.execute(
        sql`select count(*)::int as count from ${messages}
          where conversation_id = ${conversationId} and ${inPromptHistory}`,
      );
      return rowsOf<{ count: number }>(result)[0].count;
    },

    /** A stretch of the prompt-worthy history, oldest first (for the rolling summary). */
    async promptHistorySlice(conversationId: string, offset: number, limit: number) {
      const result = await db.execute(
        sql`select role, content from ${messages}
          where conversation_id = ${conversationId} and ${inPromptHistory}
          order by seq offset ${offset} limit ${limit}`,
      );
      return rowsOf<HistoryRow>(result);
    },

    async saveSummary(conversationId: string, summary: string, summarizedCount: number) {
      await db
        .update(conversations)
        .set({ summary, summarizedCount })
        .where(eq(conversations.id, conversationId));
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

/** Truncates to the sidebar preview length (docs/PRODUCT.md#constants), with an ellipsis when cut. */
export function previewText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > CHAT_PREVIEW_CHARS ? `${flat.slice(0, CHAT_PREVIEW_CHARS)}…` : flat;
}

export function toConversationSummary(
  row: ConversationRow,
  character: { name: string; imageUrl: string } | null,
): ConversationSummary {
  return {
    id: row.id,
    characterId: row.characterId,
    characterName: character?.name ?? row.title,
    characterImage: character?.imageUrl ?? '',
    title: row.title,
    lastMessage: previewText(row.lastMessagePreview),
    lastMessageAt: row.lastMessageAt.toISOString(),
    messageCount: row.messageCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function greetingFor(character: { name: string; greeting: string | null }): string {
  return character.greeting?.trim() || `Hey there! I'm ${character.name}. What's on your mind? 💕`;
}
