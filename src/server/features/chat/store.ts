/**
 * Every statement of the chat feature, and the rows' API shape. The reply hot path
 * (docs/decisions/0009-chat-hot-path.md) costs the lock, beginReply and finishReply; the lease
 * statements are docs/decisions/0011-reply-leases.md. The prompt window's rule (which messages,
 * how many tokens) lives here only.
 */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import {
  and,
  asc,
  desc,
  eq,
  fillPlaceholders,
  inArray,
  isNotNull,
  lt,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { ChatMessage, ConversationSummary } from '#shared/api/chat.js';
import { CHAT_PREVIEW_CHARS } from '#shared/constants.js';
import type { Database, DbExecutor } from '#server/db/client.js';
import { rowFromJson, rowsOf } from '#server/db/jsonRows.js';
import { conversations, messages } from '#server/db/schema/index.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** An earlier message as the prompt sees it; only rows that belong in it are read. */
type HistoryRow = Pick<MessageRow, 'role' | 'content'>;

/** What the rolling summary needs to know about a conversation. */
export type SummaryState = Pick<
  ConversationRow,
  'id' | 'summary' | 'summarizedCount' | 'messageCount'
>;

/** How much history a prompt may use: see assemblePrompt, which makes the exact cut. */
export interface HistoryWindow {
  maxMessages: number;
  minMessages: number;
  tokenBudget: number;
}

/** Role markers and separators every chat format adds around a message. */
const MESSAGE_OVERHEAD_TOKENS = 4;

/**
 * The token estimate, defined once: about 4 characters a token, rounded up, plus the overhead
 * of a message. The prompt window is cut with it and the stored token counts use it.
 */
const estimatedTokens = (length: SQL) =>
  sql`(ceil(${length} / 4.0)::int + ${sql.raw(String(MESSAGE_OVERHEAD_TOKENS))})`;

/** The rows that belong in a model's view of the dialogue: no paywall, safety or failed rows. */
const inPromptHistory = sql`kind <> 'paywall' and (safety is null or safety = 'null'::jsonb)
  and status not in ('failed', 'streaming')`;

/** Where a prompt window ends: before a regenerated reply, or before a message not stored yet. */
interface WindowEnd {
  beforeSeq?: number;
  /** The new user message the prompt will end with: its place and tokens are kept for it. */
  pending?: string | Placeholder;
}

/**
 * The prompt window: the newest prompt-worthy messages that fit the token budget, walking back
 * from the newest and stopping at the first that does not fit (the kept history stays
 * contiguous), but never fewer than `minMessages` (a pending message counts as one of them).
 */
const promptWindow = (
  conversationId: string | Placeholder,
  window: HistoryWindow,
  end: WindowEnd = {},
) => {
  const reserved = end.pending === undefined ? 0 : 1;
  const reservedTokens =
    end.pending === undefined ? sql`0` : estimatedTokens(sql`length(${end.pending})`);
  return sql`
  select seq, role, content from (
    select recent.*, row_number() over newest as position,
      sum(${estimatedTokens(sql`length(content)`)}) over newest as tokens
    from (select seq, role, content from ${messages}
      where conversation_id = ${conversationId} and ${inPromptHistory}
        ${end.beforeSeq === undefined ? sql`` : sql`and seq < ${end.beforeSeq}`}
      order by seq desc limit ${window.maxMessages - reserved}) recent
    window newest as (order by seq desc)) ranked
  where position <= ${window.minMessages - reserved}
    or tokens + ${reservedTokens} <= ${window.tokenBudget}`;
};

/** Which stale replies a recovery takes: those whose lease ran out, or those of one instance. */
export type RecoveryScope =
  { expiredAt: Date; lockedBefore: Date; conversationId?: string } | { owner: string };

/** Whose conversation it is: a signed-in viewer's user id or a guest viewer's id cookie. */
export type ViewerKey =
  { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };

/** The instance taking the one-reply lock, and until when its first lease runs. */
export interface LeaseClaim {
  owner: string;
  now: Date;
  expiresAt: Date;
}

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

const dialect = new PgDialect();
const param = (name: string) => sql.placeholder(name);
type Rows<T> = (values: Record<string, unknown>) => Promise<T[]>;

/** Statements already prepared in each embedded database (one session, shared by the apps on it). */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/**
 * A bound value as a SQL literal: escaped text (E'…', whatever standard_conforming_strings says),
 * which PostgreSQL reads as it reads a text parameter; null stays null.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * A hot statement, built once at start (docs/decisions/0103-prepared-chat-statements.md). On
 * PostgreSQL it is a named prepared statement, parsed and planned once per connection. PGlite's
 * client binds parameters only to unnamed statements, so there it is a SQL `PREPARE`, run as
 * `EXECUTE name('…', …)` with the values as quoted literals: the embedded database parses a few
 * characters instead of the whole statement and reuses its plan (decision 0104).
 */
function prepare<T>(db: Database, name: string, query: SQL): Rows<T> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  // The text carries the configured window: a name per text, for apps that share a database.
  const named = `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 10)}`;
  if (client instanceof pg.Pool)
    return async (values) =>
      (await client.query({ name: named, text, values: fillPlaceholders(params, values) }))
        .rows as T[];
  const prepared = preparedIn.get(client) ?? new Map<string, Promise<unknown>>();
  preparedIn.set(client, prepared);
  const ready = () => {
    let done = prepared.get(named);
    if (!done) {
      done = client.exec(`prepare ${named} as ${text}`).catch((error: unknown) => {
        prepared.delete(named);
        throw error;
      });
      prepared.set(named, done);
    }
    return done;
  };
  return async (values) => {
    await ready();
    const bound = fillPlaceholders(params, values).map(literal).join(', ');
    return (await client.query<T>(`execute ${named}(${bound})`)).rows;
  };
}

/** The hot path's statements: the lock, beginReply and finishReply. */
function prepareHotStatements(db: Database, window: HistoryWindow) {
  const lock = (ownedBy: SQL) => sql`
    update ${conversations} set generating_since = ${param('now')}::timestamptz,
      stop_requested_at = null, generation_owner = ${param('owner')},
      lease_expires_at = ${param('expiresAt')}::timestamptz
    where id = ${param('conversationId')} and ${ownedBy} and generating_since is null
    returning to_jsonb(${conversations}.*) as row`;
  return {
    lockForUser: prepare<{ row: Record<string, unknown> }>(
      db,
      'chat_lock_user',
      lock(sql`owner_user_id = ${param('viewer')}`),
    ),
    lockForGuest: prepare<{ row: Record<string, unknown> }>(
      db,
      'chat_lock_guest',
      lock(sql`owner_guest_id = ${param('viewer')}`),
    ),
    beginReply: prepare<{ inserted: Record<string, unknown>[]; history: HistoryRow[] }>(
      db,
      'chat_begin_reply',
      sql`
        with inserted as (
          insert into ${messages} (conversation_id, role, content, status)
          values (${param('conversationId')}, 'user', ${param('content')}, 'sent'),
                 (${param('conversationId')}, 'assistant', '', 'streaming')
          returning *
        ), counted as (
          update ${conversations} set
            message_count = message_count + 2,
            last_message_preview = left(${param('content')}, ${sql.raw(String(CHAT_PREVIEW_CHARS * 2))}),
            last_message_at = now(),
            updated_at = now()
          where id = ${param('conversationId')}
        )
        select
          (select json_agg(to_jsonb(i) order by i.seq) from inserted i) as inserted,
          (select coalesce(json_agg(h order by h.seq), '[]') from (
            ${promptWindow(param('conversationId'), window, { pending: param('content') })}) h)
            as history`,
    ),
    finishReply: prepare<{ answered: number; read: number; conversation: SummaryState | null }>(
      db,
      'chat_finish_reply',
      sql`
        with owned as (
          select id from ${conversations}
          where id = ${param('conversationId')} and generation_owner = ${param('owner')}
          for update
        ), answered as (
          update ${messages} set content = ${param('content')}, status = ${param('status')},
            model = ${param('model')},
            prompt_tokens = (select coalesce(sum(${estimatedTokens(sql`length`)}), 0)
              from unnest(${param('promptLengths')}::int[]) as length),
            completion_tokens = ${estimatedTokens(sql`length(${param('content')})`)},
            alternates = ${param('alternates')}::jsonb,
            active_alternate = ${param('activeAlternate')}::int,
            safety = ${param('safety')}::jsonb,
            delivered_at = ${param('deliveredAt')}::timestamptz
          where id = ${param('assistantId')} and status = 'streaming'
            and exists (select 1 from owned)
          returning id
        ), read as (
          update ${messages} set status = 'read',
            delivered_at = ${param('deliveredAt')}::timestamptz,
            read_at = ${param('readAt')}::timestamptz
          where id = ${param('userMessageId')}::uuid and exists (select 1 from answered)
          returning id
        ), released as (
          update ${conversations} set
            last_message_preview = left(${param('content')}, ${sql.raw(String(CHAT_PREVIEW_CHARS * 2))}),
            last_message_at = ${param('lastMessageAt')}::timestamptz, updated_at = now(),
            generating_since = null, stop_requested_at = null,
            generation_owner = null, lease_expires_at = null
          where id = ${param('conversationId')} and exists (select 1 from answered)
          returning id, summary, summarized_count, message_count
        )
        select (select count(*) from answered)::int as answered,
          (select count(*) from read)::int as read,
          (select json_build_object('id', id, 'summary', summary,
            'summarizedCount', summarized_count, 'messageCount', message_count)
            from released) as conversation`,
    ),
  };
}

export function createChatStore(db: Database, window: HistoryWindow) {
  const hot = prepareHotStatements(db, window);
  return {
    /**
     * The common send, in one statement: stores the user message and the reply placeholder,
     * moves the counters, and reads the prompt history as it was before this turn.
     */
    async beginReply(conversationId: string, content: string) {
      const [row] = await hot.beginReply({ conversationId, content });
      const [userMessage, placeholder] = row.inserted.map((json) => rowFromJson(messages, json));
      return { userMessage, placeholder, history: row.history };
    },

    /**
     * The end of a reply, in one statement: the reply's text and status, the answered message
     * marked read, the history index's preview, and the one-reply lock released.
     */
    async finishReply(input: {
      conversationId: string;
      assistantId: string;
      values: Pick<
        MessageRow,
        'content' | 'status' | 'model' | 'alternates' | 'activeAlternate' | 'safety'
      >;
      /** The length of each prompt turn: the prompt's token count is estimated here. */
      promptLengths: number[];
      deliveredAt: Date;
      userMessageId: string | null;
      readAt: Date;
      lastMessageAt: Date;
      /** The instance holding the lease: a reply whose lease was taken over writes nothing. */
      owner: string;
    }) {
      const { values } = input;
      const [row] = await hot.finishReply({
        conversationId: input.conversationId,
        owner: input.owner,
        content: values.content,
        status: values.status,
        model: values.model,
        promptLengths: `{${input.promptLengths.join(',')}}`,
        alternates: JSON.stringify(values.alternates),
        activeAlternate: values.activeAlternate,
        safety: values.safety ? JSON.stringify(values.safety) : null,
        deliveredAt: input.deliveredAt.toISOString(),
        assistantId: input.assistantId,
        userMessageId: input.userMessageId,
        readAt: input.readAt.toISOString(),
        lastMessageAt: input.lastMessageAt.toISOString(),
      });
      // Nothing answered: the lease was taken over (or the conversation deleted) meanwhile.
      return {
        leaseLost: !row.answered,
        userMessageRead: row.read > 0,
        conversation: row.conversation,
      };
    },

    /**
     * The prompt window (oldest first) as beginReply reads it, for the other generating calls;
     * a regenerated reply reads the history before it.
     */
    async promptWindow(conversationId: string, beforeSeq?: number) {
      const result = await db.execute(
        sql`select role, content from (${promptWindow(conversationId, window, { beforeSeq })}) h
          order by seq`,
      );
      return rowsOf<HistoryRow>(result);
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
    } /**
     * Renews the leases this instance holds and saves each reply's text so far, in one
     * statement for every running reply; returns the conversations whose lease is still ours.
     */,
    async renewLeases(
      owner: string,
      expiresAt: Date,
      drafts: Array<{ conversationId: string; messageId: string; content: string }>,
    ): Promise<string[]> {
      if (drafts.length === 0) return [];
      const result = await db.execute(sql`
        with draft as (
          select * from jsonb_to_recordset(${JSON.stringify(drafts)}::jsonb)
            as d("conversationId" uuid, "messageId" uuid, content text)
        ), renewed as (
          update ${conversations} set lease_expires_at = ${expiresAt.toISOString()}
          where id in (select "conversationId" from draft) and generation_owner = ${owner}
            and generating_since is not null
          returning id
        ), saved as (
          update ${messages} m set content = draft.content from draft
          where m.id = draft."messageId" and m.status = 'streaming' and draft.content <> ''
            and m.alternates = '[]'::jsonb
            and draft."conversationId" in (select id from renewed)
          returning m.id
        )
        select id from renewed`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },

    /**
     * Finishes the replies of dead instances in one statement: an empty reply is removed, a
     * partial one kept as failed and marked interrupted, a regenerated one gets its last version
     * back, the unanswered user message is marked failed and the conversation unlocked.
     */
    async recoverReplies(scope: RecoveryScope, now: Date): Promise<string[]> {
      const stale =
        'owner' in scope
          ? sql`generation_owner = ${scope.owner}`
          : sql`(lease_expires_at < ${scope.expiredAt.toISOString()} or (lease_expires_at is null
              and generating_since < ${scope.lockedBefore.toISOString()}))
              ${scope.conversationId ? sql`and id = ${scope.conversationId}` : sql``}`;
      const result = await db.execute(sql`
        with target as (
          update ${conversations} set generating_since = null, stop_requested_at = null,
            generation_owner = null, lease_expires_at = null, updated_at = ${now.toISOString()}
          where id in (select id from ${conversations}
            where generating_since is not null and ${stale}
            for update skip locked)
          returning id
        ), dropped as (
          delete from ${messages} where conversation_id in (select id from target)
            and status = 'streaming' and content = '' and alternates = '[]'::jsonb
          returning id
        ), interrupted as (
          update ${messages} set status = 'failed', interrupted_at = ${now.toISOString()}
          where conversation_id in (select id from target)
            and status = 'streaming' and content <> '' and alternates = '[]'::jsonb
          returning id
        ), restored as (
          update ${messages} set status = 'complete',
            content = coalesce(alternates -> active_alternate ->> 'content', content)
          where conversation_id in (select id from target)
            and status = 'streaming' and alternates <> '[]'::jsonb
          returning id
        ), unanswered as (
          update ${messages} set status = 'failed'
          where conversation_id in (select id from target) and role = 'user' and status = 'sent'
          returning id
        )
        select id from target`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },

    /**
     * A reply that failed while its instance lives, in one statement: its placeholder goes, the
     * user message is marked failed and the lock released, unless the lease was taken over.
     */
    async failReply(input: {
      conversationId: string;
      assistantId: string;
      userMessageId: string | null;
      owner: string;
    }) {
      const result = await db.execute(sql`
        with released as (
          update ${conversations} set generating_since = null, stop_requested_at = null,
            generation_owner = null, lease_expires_at = null
          where id = ${input.conversationId} and generation_owner = ${input.owner}
          returning id
        ), dropped as (
          delete from ${messages} where id = ${input.assistantId} and status = 'streaming'
            and exists (select 1 from released)
          returning id
        ), failed as (
          update ${messages} set status = 'failed'
          where id = ${input.userMessageId} and exists (select 1 from released)
          returning to_jsonb(${messages}.*) as row
        )
        select (select row from failed) as "userMessage"`);
      return rowsOf<{ userMessage: Record<string, unknown> | null }>(result)[0].userMessage;
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
      viewer: ViewerKey,
      conversationId: string,
      claim: LeaseClaim,
    ): Promise<ConversationRow | null> {
      const lock = viewer.userId ? hot.lockForUser : hot.lockForGuest;
      const [locked] = await lock({
        conversationId,
        viewer: viewer.userId ?? viewer.guestId,
        now: claim.now.toISOString(),
        owner: claim.owner,
        expiresAt: claim.expiresAt.toISOString(),
      });
      return locked ? rowFromJson(conversations, locked.row) : null;
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

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    role: row.role,
    content: row.content,
    status: row.status,
    kind: row.kind as ChatMessage['kind'],
    imageUrl: row.imageUrl,
    model: row.model,
    alternates: row.alternates.map((alternate) => alternate.content),
    activeAlternate: row.activeAlternate,
    safety: row.safety ?? null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
    paywallVariant: row.paywallVariant ?? null,
    interrupted: row.interruptedAt !== null,
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
