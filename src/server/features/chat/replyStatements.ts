import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowFromJson, rowsOf } from '../../db/jsonRows.js';
import { conversations, messages } from '../../db/schema/index.js';
import { CHAT_PREVIEW_CHARS } from '../../../shared/constants.js';
import { MESSAGE_OVERHEAD_TOKENS } from './prompt.js';

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

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

/** The rows that belong in a model's view of the dialogue (promptHistory applies the same rule). */
const inPromptHistory = sql`kind <> 'paywall' and (safety is null or safety = 'null'::jsonb)
  and status not in ('failed', 'streaming')`;

/**
 * The newest prompt-worthy messages that can fit the token budget (at least `minMessages`),
 * estimated as estimateTokens does, so only rows the prompt may use leave the database.
 */
const promptWindow = (conversationId: string, window: HistoryWindow) => sql`
  select seq, role, content from (
    select recent.*, row_number() over newest as position,
      sum(ceil(length(content) / 4.0) + ${MESSAGE_OVERHEAD_TOKENS}) over newest as tokens
    from (select seq, role, content from ${messages}
      where conversation_id = ${conversationId} and ${inPromptHistory}
      order by seq desc limit ${window.maxMessages}) recent
    window newest as (order by seq desc)) ranked
  where position <= ${window.minMessages} or tokens <= ${window.tokenBudget}`;

/**
 * The hand-written statements of the reply hot path (docs/decisions/0009-chat-hot-path.md):
 * a reply costs the lock, beginReply and finishReply, plus the summary reads when one is due.
 */
export function createReplyStatements(db: Database) {
  return {
    /**
     * The common send, in one statement: stores the user message and the reply placeholder,
     * moves the counters, and reads the prompt history as it was before this turn.
     */
    async beginReply(conversationId: string, content: string, window: HistoryWindow) {
      const result = await db.execute(sql`
        with inserted as (
          insert into ${messages} (conversation_id, role, content, status)
          values (${conversationId}, 'user', ${content}, 'sent'),
                 (${conversationId}, 'assistant', '', 'streaming')
          returning *
        ), counted as (
          update ${conversations} set
            message_count = message_count + 2,
            last_message_preview = ${content.slice(0, CHAT_PREVIEW_CHARS * 2)},
            last_message_at = now(),
            updated_at = now()
          where id = ${conversationId}
        )
        select
          (select json_agg(to_jsonb(i) order by i.seq) from inserted i) as inserted,
          (select coalesce(json_agg(h order by h.seq), '[]') from (
            ${promptWindow(conversationId, window)}) h) as history`);
      const [row] = rowsOf<{ inserted: Record<string, unknown>[]; history: HistoryRow[] }>(result);
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
        | 'content'
        | 'status'
        | 'model'
        | 'promptTokens'
        | 'completionTokens'
        | 'alternates'
        | 'activeAlternate'
        | 'safety'
      >;
      deliveredAt: Date;
      userMessageId: string | null;
      readAt: Date;
      lastMessageAt: Date;
      /** The instance holding the lease: a reply whose lease was taken over writes nothing. */
      owner: string;
    }) {
      const { values } = input;
      const result = await db.execute(sql`
        with owned as (
          select id from ${conversations}
          where id = ${input.conversationId} and generation_owner = ${input.owner}
          for update
        ), answered as (
          update ${messages} set content = ${values.content}, status = ${values.status},
            model = ${values.model}, prompt_tokens = ${values.promptTokens},
            completion_tokens = ${values.completionTokens},
            alternates = ${JSON.stringify(values.alternates)}::jsonb,
            active_alternate = ${values.activeAlternate},
            safety = ${values.safety ? JSON.stringify(values.safety) : null}::jsonb,
            delivered_at = ${input.deliveredAt.toISOString()}
          where id = ${input.assistantId} and status = 'streaming'
            and exists (select 1 from owned)
          returning id
        ), read as (
          update ${messages} set status = 'read', delivered_at = ${input.deliveredAt.toISOString()},
            read_at = ${input.readAt.toISOString()}
          where id = ${input.userMessageId} and exists (select 1 from answered)
          returning id
        ), released as (
          update ${conversations} set
            last_message_preview = ${values.content.slice(0, CHAT_PREVIEW_CHARS * 2)},
            last_message_at = ${input.lastMessageAt.toISOString()}, updated_at = now(),
            generating_since = null, stop_requested_at = null,
            generation_owner = null, lease_expires_at = null
          where id = ${input.conversationId} and exists (select 1 from answered)
          returning id, summary, summarized_count, message_count
        )
        select (select count(*) from answered)::int as answered,
          (select count(*) from read)::int as read,
          (select json_build_object('id', id, 'summary', summary,
            'summarizedCount', summarized_count, 'messageCount', message_count)
            from released) as conversation`);
      const [row] = rowsOf<{
        answered: number;
        read: number;
        conversation: SummaryState | null;
      }>(result);
      // Nothing answered: the lease was taken over (or the conversation deleted) meanwhile.
      return {
        leaseLost: !row.answered,
        userMessageRead: row.read > 0,
        conversation: row.conversation,
      };
    },

    /** The prompt window (oldest first) as beginReply reads it, for the other generating calls. */
    async promptWindow(conversationId: string, window: HistoryWindow) {
      const result = await db.execute(
        sql`select * from (${promptWindow(conversationId, window)}) h order by seq`,
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
    },
  };
}
