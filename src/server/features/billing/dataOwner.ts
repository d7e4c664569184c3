import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cancellationFeedback, checkoutSessions, webhookLogs } from '#server/db/schema/index.js';
import { AppError } from '#server/http/errors.js';
import type { PaymentsProvider } from '#server/providers/payments/index.js';
import type { AccountDataRegistry } from '../auth/index.js';
import { findByUser, isLive } from './subscriptions.js';

/**
 * Billing's part of data export and account deletion. The rows cascade with the user row; what
 * does not is the subscription at Stripe, which would keep charging a deleted account.
 */
export function registerBillingDataOwner(
  registry: AccountDataRegistry,
  deps: { provider: PaymentsProvider; log: FastifyBaseLogger },
) {
  registry.register({
    name: 'billing',
    exportRows: async (executor, userId) => ({
      subscription: await findByUser(executor, userId),
      checkoutSessions: await executor
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.userId, userId))
        .orderBy(asc(checkoutSessions.createdAt)),
      cancellationFeedback: await executor
        .select()
        .from(cancellationFeedback)
        .where(eq(cancellationFeedback.userId, userId))
        .orderBy(asc(cancellationFeedback.id)),
    }),
    deleteRows: async (executor, userId) => {
      // Event payloads name the user (metadata, e-mail); the log keeps type, id and outcome only.
      await executor
        .update(webhookLogs)
        .set({ payload: null })
        .where(sql`strpos(${webhookLogs.payload}::text, ${userId}) > 0`);
      const row = await findByUser(executor, userId);
      // Test-mode records cascade with the user; only a real subscription needs the provider.
      if (
        !isLive(row) ||
        row.provider !== 'stripe' ||
        deps.provider.kind !== 'stripe' ||
        !row.providerSubscriptionId
      )
        return;
      try {
        // An HTTP call only: this runs inside the deletion transaction.
        await deps.provider.cancelImmediately(row.providerSubscriptionId);
      } catch (error) {
        deps.log.error(
          { err: error, userId },
          'could not cancel the subscription before account deletion',
        );
        throw new AppError(
          503,
          'payments_unavailable',
          'We could not cancel your subscription, so your account was not deleted. Please try again in a moment.',
        );
      }
    },
  });
}
