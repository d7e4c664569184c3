import type { FastifyBaseLogger } from 'fastify';
import type { LeaseSettings } from './replyRunner.js';
import type { ChatStore } from './store.js';

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

  const expiredScope = (conversationId?: string) => {
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
