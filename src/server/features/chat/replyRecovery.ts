/**
 * What finishes a reply that could not finish itself (docs/decisions/0011-reply-leases.md): a
 * model call that failed while its instance lives, and the replies of an instance that died or
 * stopped. Nothing of the reply's text passes through here: a failed reply's placeholder goes and
 * its message is marked failed; an interrupted one keeps the text its lease renewals saved.
 */
import type { FastifyBaseLogger } from 'fastify';
import { rowFromJson } from '#server/db/jsonRows.js';
import { messages } from '#server/db/schema/index.js';
import type { LeaseSettings } from './replyLeases.js';
import type { ReplyJob, ReplyOutcome } from './replyJob.js';
import { toChatMessage, type ChatStore, type RecoveryScope } from './store.js';

export const GENERATION_FAILED = {
  ok: false,
  code: 'model_unavailable',
  message: 'The reply could not be generated. Please try again.',
} as const;

export const LEASE_TAKEN_OVER = {
  ok: false,
  code: 'reply_interrupted',
  message: 'The reply was interrupted. Please try again.',
} as const;

/**
 * A reply whose model call failed: a regenerated reply gets its last version back; a new one
 * loses its placeholder and its message is marked failed (the user may send it again).
 */
export async function failReply(
  deps: { store: ChatStore; log: FastifyBaseLogger; owner: string },
  job: ReplyJob,
  error: unknown,
): Promise<ReplyOutcome> {
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
    owner: deps.owner,
  });
  return {
    ...GENERATION_FAILED,
    userMessage: failed ? toChatMessage(rowFromJson(messages, failed)) : undefined,
  };
}

/**
 * Finishes replies whose instance died. Every instance sweeps for leases that ran out, a third of
 * a lease apart, so a conversation is unlocked at most about 1⅓ leases (20 s by default) after its
 * instance stopped renewing; on start-up an instance first finishes the replies it owned in its
 * previous life.
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
