/**
 * The leases of the replies running on this instance (docs/decisions/0011-reply-leases.md):
 * renewed a third of a lease apart (each reply's text so far saved with it), stop requests made
 * on another instance, and the hand-over on shutdown. Timers run these, never the text's way.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LeasedReply } from './replyJob.js';
import type { ChatStore, LeaseClaim } from './store.js';

const STOP_POLL_MS = 1000;

/** Who runs replies here, on which clock, and for how long a lease holds without renewal. */
export interface LeaseSettings {
  instanceId: string;
  clock: () => Date;
  leaseMs: number;
}

const draftOf = (reply: LeasedReply) => ({
  conversationId: reply.job.conversationId,
  messageId: reply.job.assistant.id,
  content: reply.job.mode === 'new' ? reply.text : '',
});

/** Keeps the leases of `running` (the runner's replies, by conversation) while any runs. */
export function createReplyLeases(deps: {
  store: ChatStore;
  log: FastifyBaseLogger;
  lease: LeaseSettings;
  running: Map<string, LeasedReply>;
}) {
  const { store, running } = deps;
  const { instanceId: owner, clock, leaseMs } = deps.lease;
  let stopPoll: NodeJS.Timeout | null = null;
  let leaseTimer: NodeJS.Timeout | null = null;

  function stopTimers() {
    if (stopPoll) clearInterval(stopPoll);
    if (leaseTimer) clearInterval(leaseTimer);
    stopPoll = leaseTimer = null;
  }

  /**
   * Renews the lease of every reply running here (and saves their text so far) in one
   * statement; a reply whose lease another instance took over is abandoned.
   */
  async function renewLeases() {
    if (running.size === 0) return;
    const replies = [...running.values()];
    const kept = new Set(
      await store.renewLeases(owner, new Date(clock().getTime() + leaseMs), replies.map(draftOf)),
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
    if (running.size === 0) return stopTimers();
    store
      .stopRequestedAmong([...running.keys()])
      .then((ids) => ids.forEach((id) => running.get(id)?.stop()))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'could not check stop requests'));
  }

  return {
    /** Starts the timers when a reply starts (they stop once no reply runs here). */
    watch() {
      stopPoll ??= setInterval(pollStopRequests, STOP_POLL_MS).unref();
      leaseTimer ??= setInterval(() => {
        renewLeases().catch((error: unknown) =>
          deps.log.warn({ err: error }, 'could not renew reply leases'),
        );
      }, leaseMs / 3).unref();
    },
    /** One lease renewal now (tests drive it instead of waiting for the timer). */
    renewLeases,
    /** Claims the one-reply lock for this instance with a fresh lease. */
    leaseClaim(): LeaseClaim {
      const now = clock();
      return { owner, now, expiresAt: new Date(now.getTime() + leaseMs) };
    },
    /**
     * On shutdown: lets running replies finish for up to `graceMs`, then hands the rest over to
     * the lease recovery: they stop writing, their text so far is saved, and the caller finishes
     * them with `recovery.recoverOwn()` (partial text kept, marked interrupted) so no reply stays
     * half-written. Returns the conversations handed over.
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
      if (left.length > 0) await store.renewLeases(owner, clock(), left.map(draftOf));
      stopTimers();
      return left.map((reply) => reply.job.conversationId);
    },
  };
}
