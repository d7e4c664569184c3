/**
 * The send path's statements, and the message rows' API shape. The reply hot path
 * (docs/decisions/0009-chat-hot-path.md) costs two statements, beginReply (the lock with it) and
 * finishReply, built once and prepared (0103, 0104; 0105). The prompt window's rule (which messages, how many tokens) lives here
 * only. `ChatStore` also carries the history's statements (historyStore.ts) and the leases'
 * (leaseStore.ts, docs/decisions/0011-reply-leases.md), so callers hold one store.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ChatMessage } from '#shared/api/chat.js';
import { CHAT_CONTEXT_MIN_MESSAGES, CHAT_PREVIEW_CHARS } from '#shared/constants.js';
import type { Database } from '#server/db/client.js';
import { rowFromJson, rowsOf } from '#server/db/jsonRows.js';
import { conversations, messages } from '#server/db/schema/index.js';
import { createHistoryQueries, inPromptHistory } from './historyStore.js';
import type {
  ConversationRow,
  HistoryRow,
  MessageRow,
  SummaryState,
  ViewerKey,
} from './chatRows.js';
import { createLeaseStatements } from './leaseStore.js';
import { param, prepare, prepareEarly } from '#server/db/preparedStatements.js';
import { liveSessionCondition } from '../auth/index.js';

export type { RecoveryScope } from './leaseStore.js';

export type {
  ConversationRow,
  HistoryRow,
  MessageRow,
  NewMessage,
  SummaryState,
  ViewerKey,
} from './chatRows.js';

/** How much history a prompt may use: see assemblePrompt, which makes the exact cut. */
export interface HistoryWindow {
  maxMessages: number;
  minMessages: number;
  tokenBudget: number;
}

/** The most recent messages a prompt may look at, before the token budget cuts them. */
const RECENT_MESSAGES_FOR_PROMPT = 80;

/** How much history a prompt may use: at least 8 messages, then as many as fit the budget. */
export const historyWindow = (tokenBudget: number): HistoryWindow => ({
  maxMessages: RECENT_MESSAGES_FOR_PROMPT,
  minMessages: CHAT_CONTEXT_MIN_MESSAGES,
  tokenBudget,
});

/** Role markers and separators every chat format adds around a message. */
const MESSAGE_OVERHEAD_TOKENS = 4;

/**
 * The token estimate, defined once: about 4 characters a token, rounded up, plus the overhead
 * of a message. The prompt window is cut with it and the stored token counts use it. In integer
 * arithmetic ((n + 3) / 4 is n / 4 rounded up for any length n): the window computes it for up to
 * 80 messages a send, and numeric division cost about a tenth of the window's time.
 */
const estimatedTokens = (length: SQL) =>
  sql`((${length} + 3) / 4 + ${sql.raw(String(MESSAGE_OVERHEAD_TOKENS))})`;

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
 * Exported for the test and bench that count the rows it reads (docs/decisions/0111).
 */
export const promptWindow = (
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

/** What beginReply answers when the member's session ended since it was memoised. */
export const SESSION_ENDED = 'session_ended';

/** The instance taking the one-reply lock, and until when its first lease runs. */
export interface LeaseClaim {
  owner: string;
  now: Date;
  expiresAt: Date;
}

/** The hot path's statements: beginReply (the lock with it) and finishReply; the lock alone. */
function prepareHotStatements(db: Database, window: HistoryWindow) {
  const lockFields = sql`generating_since = ${param('now')}::timestamptz, stop_requested_at = null,
    generation_owner = ${param('owner')}, lease_expires_at = ${param('expiresAt')}::timestamptz`;
  const lockable = (ownedBy: SQL) =>
    sql`id = ${param('conversationId')} and ${ownedBy} and generating_since is null`;
  const lock = (ownedBy: SQL) => sql`
    update ${conversations} set ${lockFields} where ${lockable(ownedBy)}
    returning to_jsonb(${conversations}.*) as row`;
  // The lock, both rows, the counters and the history as it was before this turn: one statement;
  // for a memoised member, only if their session is still live (docs/decisions/0109).
  const begin = (ownedBy: SQL, sessionLive: SQL = sql`true`) => sql`
    with live as (select ${sessionLive} as ok), locked as (
      update ${conversations} set ${lockFields}, message_count = message_count + 2,
        last_message_preview = left(${param('content')}, ${sql.raw(String(CHAT_PREVIEW_CHARS * 2))}),
        last_message_at = now(), updated_at = now()
      where ${lockable(ownedBy)} and (select ok from live)
      returning *
    ), inserted as (
      insert into ${messages} (conversation_id, role, content, status)
      select locked.id, turn.role, turn.content, turn.status
      from locked, (values (1, 'user', ${param('content')}, 'sent'), (2, 'assistant', '', 'streaming'))
        as turn(n, role, content, status)
      order by turn.n
      returning *
    )
    select (select ok from live) as live, (select to_jsonb(locked) from locked) as conversation,
      (select json_agg(to_jsonb(i) order by i.seq) from inserted i) as inserted,
      (select coalesce(json_agg(h order by h.seq), '[]') from (
        ${promptWindow(param('conversationId'), window, { pending: param('content') })}) h)
        as history`;
  type Begun = {
    live: boolean;
    conversation: Record<string, unknown> | null;
    inserted: Record<string, unknown>[] | null;
    history: HistoryRow[];
  };
  const byUser = sql`owner_user_id = ${param('viewer')}`;
  const byGuest = sql`owner_guest_id = ${param('viewer')}`;
  return {
    lockForUser: prepare<{ row: Record<string, unknown> }>(db, 'chat_lock_user', lock(byUser)),
    lockForGuest: prepare<{ row: Record<string, unknown> }>(db, 'chat_lock_guest', lock(byGuest)),
    beginForUser: prepareEarly<Begun>(db, 'chat_begin_user', begin(byUser)),
    beginForUserIfLive: prepareEarly<Begun>(
      db,
      'chat_begin_user_live',
      begin(
        byUser,
        liveSessionCondition({
          token: param('sessionId'),
          now: param('now'),
          // Only a viewer memoised as not suspended is checked here (auth, SessionToCheck).
          banned: sql`false`,
        }),
      ),
    ),
    beginForGuest: prepareEarly<Begun>(db, 'chat_begin_guest', begin(byGuest)),
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
     * The common send, in one statement: takes the one-reply lock of an owned conversation,
     * stores the user message and the reply placeholder, moves the counters, and reads the prompt
     * history as it was before this turn. Null, with nothing written, when the conversation is not
     * the viewer's or a reply is already running; SESSION_ENDED, with nothing written, when
     * `session` is given and no longer live. On PostgreSQL the rows come before the commit has
     * flushed: nothing of the turn is stored, nor may be told, until `committed` resolves
     * (docs/decisions/0112-model-call-before-the-commit.md).
     */
    async beginReply(
      viewer: ViewerKey,
      conversationId: string,
      content: string,
      claim: LeaseClaim,
      session?: { id: string },
    ) {
      const begin = !viewer.userId
        ? hot.beginForGuest
        : session
          ? hot.beginForUserIfLive
          : hot.beginForUser;
      const { rows, committed } = await begin({
        sessionId: session?.id,
        conversationId,
        viewer: viewer.userId ?? viewer.guestId,
        content,
        now: claim.now.toISOString(),
        owner: claim.owner,
        expiresAt: claim.expiresAt.toISOString(),
      });
      const [row] = rows;
      if (!row.live) return SESSION_ENDED;
      if (!row.conversation || !row.inserted) return null;
      const [userMessage, placeholder] = row.inserted.map((json) => rowFromJson(messages, json));
      const conversation = rowFromJson(conversations, row.conversation);
      return { conversation, userMessage, placeholder, history: row.history, committed };
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

    ...createHistoryQueries(db),
    ...createLeaseStatements(db),
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
