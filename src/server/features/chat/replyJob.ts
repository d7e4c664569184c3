/**
 * What a running reply is, as the runner, its leases and its recovery all see it. On its own so
 * that replyLeases.ts and replyRecovery.ts need not import the runner that uses them.
 */
import type { ChatMessage } from '#shared/api/chat.js';
import type { ChatTurn, OfflineCharacterContext } from '#server/providers/llm/types.js';
import type { ReplyGuard } from '../safety/index.js';
import type { MessageRow, SummaryState } from './chatRows.js';

export interface ReplyJob {
  conversationId: string;
  /** The assistant row being written (status 'streaming'). */
  assistant: MessageRow;
  /** The user message answered; marked read on success, failed on error. */
  userMessage: MessageRow | null;
  /** 'new' fills the row; 'alternate' adds a version and keeps the old ones. */
  mode: 'new' | 'alternate';
  prompt: ChatTurn[];
  model?: string;
  character: OfflineCharacterContext;
  guard: ReplyGuard;
  /** The signed-in owner (null for a guest), told by push when nobody watched the reply finish. */
  ownerUserId: string | null;
}

/** How the reply ended for its audience: nobody attached means the member is not watching here. */
export interface FinishContext {
  unattended: boolean;
}

export type ReplyOutcome =
  | {
      ok: true;
      message: ChatMessage;
      userMessage?: ChatMessage;
      /** The conversation as the finished reply left it (null if it was deleted meanwhile). */
      conversation: SummaryState | null;
    }
  | { ok: false; code: string; message: string; userMessage?: ChatMessage };

/** What the leases need of a running reply (replyRunner.ts's RunningReply). */
export interface LeasedReply {
  readonly job: ReplyJob;
  readonly abort: AbortController;
  readonly done: Promise<ReplyOutcome>;
  text: string;
  leaseLost: boolean;
  stop(): void;
}
