import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage, ChatStreamEvent } from '#shared/api/chat.js';
import type {
  ChatTurn,
  LlmProvider,
  OfflineCharacterContext,
} from '#server/providers/llm/types.js';
import type { ReplyGuard } from '../safety/index.js';
import { rowFromJson } from '#server/db/jsonRows.js';
import { messages } from '#server/db/schema/index.js';
import {
  toChatMessage,
  type ChatStore,
  type MessageRow,
  type RecoveryScope,
  type SummaryState,
} from './store.js';

const STOP_POLL_MS = 1000;
/**
 * After the first delta (sent at once), the text that streams in goes out as one delta event per
 * window: a fast model's 200 tokens cost a few socket writes, a slow one's words still arrive as
 * they come (docs/decisions/0101-coalesced-reply-events.md).
 */
const DELTA_WINDOW_MS = 30;
const GENERATION_FAILED = {
  ok: false,
  code: 'model_unavailable',
  message: 'The reply could not be generated. Please try again.',
} as const;
const LEASE_TAKEN_OVER = {
  ok: false,
  code: 'reply_interrupted',
  message: 'The reply was interrupted. Please try again.',
} as const;

/** Who runs replies here, on which clock, and for how long a lease holds without renewal. */
export interface LeaseSettings {
  instanceId: string;
  clock: () => Date;
  leaseMs: number;
}

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

/** A reply being generated. It runs to the end whether or not anyone is listening. */
export class RunningReply {
  readonly events = new EventEmitter();
  readonly abort = new AbortController();
  stopRequested = false;
  /** Another instance took over this reply (our lease ran out): it must write nothing more. */
  leaseLost = false;
  text = '';
  done!: Promise<ReplyOutcome>;
  /** How much of `text` went out as delta events: exactly what attach hands a newcomer. */
  private sent = 0;
  private windowTimer: NodeJS.Timeout | null = null;

  constructor(readonly job: ReplyJob) {
    // Listeners come and go with HTTP connections; never let a missing one crash the run.
    this.events.setMaxListeners(0);
  }

  emit(event: ChatStreamEvent) {
    this.events.emit('event', event);
  }

  /** Adds streamed text; the first delta leaves at once, later ones once per window. */
  append(delta: string) {
    this.text += delta;
    if (this.events.listenerCount('event') === 0) {
      // Nobody to tell: a newcomer gets the text from attach.
      this.sent = this.text.length;
      return;
    }
    if (this.sent === 0) this.flush();
    else this.windowTimer ??= setTimeout(this.flush, DELTA_WINDOW_MS);
  }

  /** Sends the text not sent yet as one delta event. */
  readonly flush = () => {
    if (this.windowTimer) clearTimeout(this.windowTimer);
    this.windowTimer = null;
    if (this.sent === this.text.length) return;
    const text = this.text.slice(this.sent);
    this.sent = this.text.length;
    this.emit({ event: 'delta', data: { text } });
  };

  /**
   * The text sent so far and every later event, with nothing in between: what was sent and its
   * delta events change together, in one synchronous step, so an attaching client never sees a
   * delta twice or misses one.
   */
  attach(listener: (event: ChatStreamEvent) => void) {
    this.events.on('event', listener);
    return {
      text: this.text.slice(0, this.sent),
      detach: () => this.events.off('event', listener),
    };
  }

  stop() {
    this.stopRequested = true;
    this.abort.abort();
  }
}

export type ReplyMetricEvent = 'started' | 'complete' | 'stopped' | 'failed' | 'interrupted';

function metricEventOf(outcome: ReplyOutcome): ReplyMetricEvent {
  if (outcome.ok) return outcome.message.status === 'stopped' ? 'stopped' : 'complete';
  return outcome.code === LEASE_TAKEN_OVER.code ? 'interrupted' : 'failed';
}

/** Runs replies independently of the HTTP connection; one per conversation on this instance. */
export function createReplyRunner(deps: {
  store: ChatStore;
  llm: LlmProvider;
  log: FastifyBaseLogger;
  lease: LeaseSettings;
  onFinished: (job: ReplyJob, outcome: ReplyOutcome, context: FinishContext) => Promise<void>;
  /** Counts replies started and how each ended (metrics). */
  observe?: (event: ReplyMetricEvent) => void;
}) {
  const running = new Map<string, RunningReply>();
  let stopPoll: NodeJS.Timeout | null = null;
  let leaseTimer: NodeJS.Timeout | null = null;
  const { instanceId: owner, clock, leaseMs } = deps.lease;

  /**
   * Renews the lease of every reply running here (and saves their text so far) in one
   * statement; a reply whose lease another instance took over is abandoned.
   */
  async function renewLeases() {
    if (running.size === 0) return;
    const replies = [...running.values()];
    const kept = new Set(
      await deps.store.renewLeases(
        owner,
        new Date(clock().getTime() + leaseMs),
        replies.map((reply) => ({
          conversationId: reply.job.conversationId,
          messageId: reply.job.assistant.id,
          content: reply.job.mode === 'new' ? reply.text : '',
        })),
      ),
    );
    for (const reply of replies) {
      if (kept.has(reply.job.conversationId) || running.get(reply.job.conversationId) !== reply)
        continue;
      reply.leaseLost = true;
      reply.abort.abort();
    }
  }

  /**
   * A stop may be asked for on another instance (it sets stop_requested_at). One statement a
   * second covers every reply running here, however many streams are open.
   */
  function pollStopRequests() {
    if (running.size === 0) {
      clearInterval(stopPoll!);
      clearInterval(leaseTimer!);
      stopPoll = leaseTimer = null;
      return;
    }
    deps.store
      .stopRequestedAmong([...running.keys()])
      .then((ids) => ids.forEach((id) => running.get(id)?.stop()))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'could not check stop requests'));
  }

  async function streamInto(reply: RunningReply) {
    const { job } = reply;
    const stream = deps.llm.stream({
      messages: job.prompt,
      model: job.model,
      signal: reply.abort.signal,
      character: job.character,
    });
    for await (const delta of stream) {
      // The guard answers at once unless it cuts the reply or asks the judge model.
      const verdict = job.guard.push(delta);
      const cut = verdict && (await verdict);
      if (cut) return cut;
      reply.append(delta);
      if (reply.stopRequested || reply.leaseLost) return null;
    }
    return reply.stopRequested ? null : job.guard.finish();
  }

  async function finish(reply: RunningReply, cut: { reply: string; category: string } | null) {
    const { job } = reply;
    const now = new Date();
    const content = cut ? cut.reply : reply.text;
    const stored = job.mode === 'alternate' ? job.assistant.alternates : [];
    const version = {
      content,
      model: job.model ?? deps.llm.defaultModel,
      createdAt: now.toISOString(),
    };
    const values = {
      content,
      status: reply.stopRequested && !cut ? 'stopped' : 'complete',
      model: version.model,
      alternates: [...stored, version],
      activeAlternate: stored.length,
      safety: cut ? { action: 'refused' as const, category: cut.category } : null,
    };
    // The character "reads" the message as she answers; the UI shows it 500 ms later (docs/PRODUCT.md#states).
    const readAt = new Date(now.getTime() + 500);
    const finished = await deps.store.finishReply({
      conversationId: job.conversationId,
      assistantId: job.assistant.id,
      values,
      promptLengths: job.prompt.map((turn) => turn.content.length),
      deliveredAt: now,
      userMessageId: job.userMessage?.id ?? null,
      readAt,
      lastMessageAt: job.assistant.createdAt,
      owner,
    });
    if (finished.leaseLost) return { ...LEASE_TAKEN_OVER };
    const userMessage =
      job.userMessage && finished.userMessageRead
        ? toChatMessage({ ...job.userMessage, status: 'read', deliveredAt: now, readAt })
        : undefined;
    return {
      ok: true as const,
      message: toChatMessage({ ...job.assistant, ...values, deliveredAt: now }),
      userMessage,
      conversation: finished.conversation,
    };
  }

  async function fail(reply: RunningReply, error: unknown): Promise<ReplyOutcome> {
    const { job } = reply;
    deps.log.warn({ err: error, conversationId: job.conversationId }, 'reply generation failed');
    if (job.mode === 'alternate') {
      const previous = job.assistant.alternates[job.assistant.activeAlternate];
      await deps.store.updateMessage(job.assistant.id, {
        content: previous?.content ?? '',
        status: 'complete',
      });
      await deps.store.releaseGenerationLock(job.conversationId);
      return { ...GENERATION_FAILED };
    }
    const failed = await deps.store.failReply({
      conversationId: job.conversationId,
      assistantId: job.assistant.id,
      userMessageId: job.userMessage?.id ?? null,
      owner,
    });
    return {
      ...GENERATION_FAILED,
      userMessage: failed ? toChatMessage(rowFromJson(messages, failed)) : undefined,
    };
  }

  async function run(reply: RunningReply): Promise<ReplyOutcome> {
    let outcome: ReplyOutcome;
    try {
      const cut = await streamInto(reply);
      outcome = reply.leaseLost ? { ...LEASE_TAKEN_OVER } : await finish(reply, cut);
    } catch (error) {
      const settle = reply.leaseLost
        ? Promise.resolve({ ...LEASE_TAKEN_OVER })
        : reply.stopRequested
          ? finish(reply, null)
          : fail(reply, error);
      // Whatever could not be recorded here (e.g. the database went away) is finished by the
      // lease recovery once this reply's lease runs out.
      outcome = await settle.catch((inner: unknown) => {
        deps.log.error({ err: inner }, 'could not record a failed reply');
        return { ...GENERATION_FAILED };
      });
    }
    reply.flush();
    // A new reply may already have taken the slot once the lock was released.
    if (running.get(reply.job.conversationId) === reply) running.delete(reply.job.conversationId);
    deps.observe?.(metricEventOf(outcome));
    try {
      const unattended = reply.events.listenerCount('event') === 0;
      await deps.onFinished(reply.job, outcome, { unattended });
    } catch (error) {
      deps.log.error({ err: error }, 'post-reply bookkeeping failed');
    }
    reply.emit(
      outcome.ok
        ? { event: 'message', data: outcome.message }
        : {
            event: 'error',
            data: {
              code: outcome.code,
              message: outcome.message,
              userMessage: outcome.userMessage,
            },
          },
    );
    return outcome;
  }

  return {
    start(job: ReplyJob): RunningReply {
      const reply = new RunningReply(job);
      running.set(job.conversationId, reply);
      deps.observe?.('started');
      stopPoll ??= setInterval(pollStopRequests, STOP_POLL_MS).unref();
      leaseTimer ??= setInterval(() => {
        renewLeases().catch((error: unknown) =>
          deps.log.warn({ err: error }, 'could not renew reply leases'),
        );
      }, leaseMs / 3).unref();
      reply.done = run(reply);
      return reply;
    },
    get(conversationId: string) {
      return running.get(conversationId);
    },
    /**
     * On shutdown: lets running replies finish for up to `graceMs`, then hands the rest over to
     * the lease recovery (docs/decisions/0011-reply-leases.md): they stop writing, their text so
     * far is saved, and the caller finishes them with `recovery.recoverOwn()` (partial text kept,
     * marked interrupted) so no reply stays half-written. Returns the conversations handed over.
     */
    async drain(graceMs = Number.POSITIVE_INFINITY) {
      const all = Promise.allSettled([...running.values()].map((reply) => reply.done));
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'grace_over'>((resolve) => {
        if (Number.isFinite(graceMs)) timer = setTimeout(() => resolve('grace_over'), graceMs);
      });
      const result = await Promise.race([all, graceOver]);
      clearTimeout(timer);
      const left = result === 'grace_over' ? [...running.values()] : [];
      for (const reply of left) {
        reply.leaseLost = true;
        reply.abort.abort();
      }
      await Promise.allSettled(left.map((reply) => reply.done));
      if (left.length > 0)
        await deps.store.renewLeases(
          owner,
          clock(),
          left.map((reply) => ({
            conversationId: reply.job.conversationId,
            messageId: reply.job.assistant.id,
            content: reply.job.mode === 'new' ? reply.text : '',
          })),
        );
      if (stopPoll) clearInterval(stopPoll);
      if (leaseTimer) clearInterval(leaseTimer);
      stopPoll = leaseTimer = null;
      return left.map((reply) => reply.job.conversationId);
    },
    /** One lease renewal now (tests drive it instead of waiting for the timer). */
    renewLeases,
    /** Claims the one-reply lock for this instance with a fresh lease. */
    leaseClaim() {
      const now = clock();
      return { owner, now, expiresAt: new Date(now.getTime() + leaseMs) };
    },
  };
}

export type ReplyRunner = ReturnType<typeof createReplyRunner>;

/**
 * Finishes replies whose instance died (docs/decisions/0011-reply-leases.md). Every instance
 * sweeps for leases that ran out, a third of a lease apart, so a conversation is unlocked at most
 * about 1⅓ leases (20 s by default) after its instance stopped renewing; on start-up an instance
 * first finishes the replies it owned in its previous life.
 */
export function createReplyRecovery(deps: {
  store: ChatStore;
  log: FastifyBaseLogger;
  lease: LeaseSettings;
}) {
  const { store, lease } = deps;
  let timer: NodeJS.Timeout | null = null;

  async function settle(conversationIds: string[]) {
    // Removed placeholders change the counters; recount from the messages.
    for (const id of conversationIds) await store.refreshConversationStats(id);
    if (conversationIds.length > 0)
      deps.log.warn({ conversationIds }, 'finished replies whose instance stopped renewing');
    return conversationIds;
  }

  const expiredScope = (conversationId?: string): RecoveryScope => {
    const now = lease.clock();
    return {
      expiredAt: now,
      lockedBefore: new Date(now.getTime() - lease.leaseMs),
      conversationId,
    };
  };

  return {
    /** Every conversation whose lease ran out; returns their ids. */
    async sweep() {
      return settle(await store.recoverReplies(expiredScope(), lease.clock()));
    },
    /** One conversation, if its lease ran out (a send or stop does not wait for the sweep). */
    async recoverConversation(conversationId: string) {
      const recovered = await store.recoverReplies(expiredScope(conversationId), lease.clock());
      return (await settle(recovered)).length > 0;
    },
    /** On start-up: whatever this instance held before it restarted is dead. */
    async recoverOwn() {
      return settle(await store.recoverReplies({ owner: lease.instanceId }, lease.clock()));
    },
    start() {
      timer ??= setInterval(() => {
        this.sweep().catch((error: unknown) =>
          deps.log.warn({ err: error }, 'reply lease sweep failed'),
        );
      }, lease.leaseMs / 3).unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type ReplyRecovery = ReturnType<typeof createReplyRecovery>;
