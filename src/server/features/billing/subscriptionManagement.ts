import { formatLongDate } from '#shared/dates.js';
import type { FastifyBaseLogger } from 'fastify';
import {
  BILLING_MESSAGES,
  type CancelRequest,
  type SubscriptionResponse,
} from '#shared/api/billing.js';
import type { Database, DbExecutor } from '#server/db/client.js';
import { cancellationFeedback } from '#server/db/schema/index.js';
import { conflict } from '#server/http/errors.js';
import type { PaymentsProvider } from '#server/providers/payments/index.js';
import type { AnalyticsService } from '../analytics/index.js';
import type { AuthService, Viewer } from '../auth/index.js';
import { callProvider } from './providerCall.js';
import {
  findByUser,
  grantsPremium,
  saveFromProvider,
  toSubscriptionResponse,
  type SubscriptionRow,
} from './subscriptions.js';

const formatDay = (date: Date | null) =>
  date ? formatLongDate(date, 'UTC') : 'the end of the period';

/** Viewing, cancelling (with the churn survey) and resuming the viewer's subscription. */
export function createSubscriptionManagement(deps: {
  db: Database;
  provider: PaymentsProvider;
  analytics: AnalyticsService;
  auth: Pick<AuthService, 'forgetUser'>;
  log: FastifyBaseLogger;
}) {
  const { db, provider, analytics } = deps;

  /** The viewer's subscription at the provider now in use, or a clear 409. */
  async function manageable(
    viewer: Viewer,
  ): Promise<SubscriptionRow & { providerSubscriptionId: string }> {
    const row = await findByUser(db, viewer.id);
    if (!row || !row.providerSubscriptionId || row.provider !== provider.kind) {
      throw conflict(BILLING_MESSAGES.noSubscription, 'no_subscription');
    }
    if (row.status === 'canceled')
      throw conflict('Your subscription has already ended.', 'subscription_ended');
    return row as SubscriptionRow & { providerSubscriptionId: string };
  }

  /**
   * Sets cancel-at-period-end at the provider and stores the provider's answer right away, so the
   * page shows it without waiting for the webhook (which stores the same state again).
   */
  async function setCancel(
    viewer: Viewer,
    row: SubscriptionRow & { providerSubscriptionId: string },
    cancel: boolean,
    alsoInTransaction?: (tx: DbExecutor) => Promise<unknown>,
  ) {
    const updated = await callProvider(
      deps.log,
      'cancel at period end',
      BILLING_MESSAGES.portalFailed,
      () => provider.setCancelAtPeriodEnd(row.providerSubscriptionId, cancel),
    );
    const saved = await db.transaction(async (tx) => {
      const row = await saveFromProvider(tx, {
        userId: viewer.id,
        provider: provider.kind,
        subscription: updated,
        prices: provider.prices,
      });
      await alsoInTransaction?.(tx);
      return row;
    });
    deps.auth.forgetUser(viewer.id);
    return saved;
  }

  return {
    async subscription(viewer: Viewer): Promise<SubscriptionResponse> {
      return toSubscriptionResponse(await findByUser(db, viewer.id), viewer.isPremium);
    },

    async cancel(viewer: Viewer, input: CancelRequest): Promise<SubscriptionResponse> {
      const row = await manageable(viewer);
      if (row.cancelAtPeriodEnd) {
        throw conflict(
          `Your subscription is already set to end on ${formatDay(row.currentPeriodEnd)}.`,
          'already_cancelled',
        );
      }
      // The input was validated by the route's schema before this point; the feedback is stored
      // in the same transaction as the new state, so either both are saved or neither.
      const saved = await setCancel(viewer, row, true, (tx) =>
        tx.insert(cancellationFeedback).values({
          userId: viewer.id,
          reason: input.reason,
          feedbackText: input.reason === 'other' ? input.feedbackText || null : null,
        }),
      );
      await analytics.track({
        type: 'subscription_cancel',
        userId: viewer.id,
        data: { reason: input.reason, plan: saved.plan },
      });
      return toSubscriptionResponse(saved, grantsPremium(saved) || viewer.isPremium);
    },

    async resume(viewer: Viewer): Promise<SubscriptionResponse> {
      const row = await manageable(viewer);
      if (!row.cancelAtPeriodEnd)
        throw conflict('Your subscription is not set to end.', 'not_cancelled');
      const saved = await setCancel(viewer, row, false);
      await analytics.track({
        type: 'subscription_resume',
        userId: viewer.id,
        data: { plan: saved.plan },
      });
      return toSubscriptionResponse(saved, grantsPremium(saved) || viewer.isPremium);
    },
  };
}
