import type { TestCheckoutSession } from '#shared/api/billing.js';
import { findPlan, formatPrice, TRIAL_DAYS } from '#shared/plans.js';
import type { AppConfig } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { AppError, conflict, notFound, unavailable } from '#server/http/errors.js';
import {
  TestCheckoutClosedError,
  type SimulatedAction,
  type TestCheckoutOutcome,
  type TestModePaymentsProvider,
} from '#server/providers/payments/index.js';
import type { Viewer } from '../auth/index.js';
import type { CreditsService } from '../credits/index.js';
import {
  checkoutCancelUrl,
  type CheckoutSessionRow,
  type CheckoutSessionStore,
} from './checkoutSessions.js';
import { findByUser, grantsPremium, isLive, toSubscriptionResponse } from './subscriptions.js';

const checkoutClosed = () => conflict('This checkout is already finished.', 'checkout_closed');

/**
 * The API behind the local test-mode pages (/billing/test-checkout, /billing/test-portal).
 * Everything they do goes through the test provider, which answers with signed webhook events.
 */
export function createTestCheckoutService(deps: {
  config: AppConfig;
  db: Database;
  /** Null when Stripe is in use: the test pages then answer 404. */
  provider: TestModePaymentsProvider | null;
  sessions: CheckoutSessionStore;
  credits: CreditsService;
}) {
  const { config, sessions } = deps;
  const currency = config.CURRENCY;

  function testProvider() {
    if (!deps.provider)
      throw notFound('Test checkout is only available when payments run in test mode.');
    return deps.provider;
  }

  /**
   * Runs a test-provider call whose events go through our webhook there and then. A failed webhook
   * is a 503 on the test page, as nobody retries like Stripe would (decision 0005).
   */
  async function viaWebhook<T>(what: string, call: () => Promise<T>) {
    try {
      return await call();
    } catch (error) {
      if (error instanceof TestCheckoutClosedError) throw checkoutClosed();
      if (error instanceof AppError) throw error;
      throw unavailable(
        `${what} webhook failed: ${error instanceof Error ? error.message : String(error)}`,
        'webhook_failed',
      );
    }
  }

  async function ownedSession(viewer: Viewer, sessionId: string) {
    testProvider();
    const row = await sessions.findOwned(sessionId, viewer.id);
    if (!row || row.provider !== 'test') throw notFound('No such checkout session.');
    return row;
  }

  async function describe(row: CheckoutSessionRow) {
    const price = formatPrice(row.amountCents, currency);
    if (row.kind === 'credits') {
      const pack = row.packageId
        ? await deps.credits.findPackage(row.packageId, { includeInactive: true })
        : null;
      const credits = pack?.credits ?? null;
      return {
        planName: null,
        credits,
        description: `${credits ?? 'Your'} credits for ${price}. Credits never expire.`,
      };
    }
    const plan = findPlan(row.plan ?? 'monthly')!;
    const monthly = formatPrice(findPlan('monthly')!.priceCents, currency);
    const description =
      row.plan === 'trial'
        ? `${TRIAL_DAYS}-day Premium trial: ${price} today, then ${monthly} per month. Cancel anytime.`
        : row.plan === 'yearly'
          ? `Premium Yearly: ${price} per year. Cancel anytime.`
          : `Premium: ${price} per month. Cancel anytime.`;
    return { planName: plan.name, credits: null, description };
  }

  return {
    async getSession(viewer: Viewer, sessionId: string): Promise<TestCheckoutSession> {
      const row = await ownedSession(viewer, sessionId);
      return {
        id: row.id,
        kind: row.kind,
        plan: row.plan,
        packageId: row.packageId,
        amountCents: row.amountCents,
        amountLabel: formatPrice(row.amountCents, currency),
        currency: row.currency,
        status: row.status,
        cancelUrl: checkoutCancelUrl(config.appUrl, row.kind),
        ...(await describe(row)),
      };
    },

    async complete(viewer: Viewer, sessionId: string, outcome: TestCheckoutOutcome) {
      const row = await ownedSession(viewer, sessionId);
      if (row.status !== 'open') throw checkoutClosed();
      return viaWebhook("The test payment's", () =>
        testProvider().completeCheckout(sessionId, outcome),
      );
    },

    /** Test-portal shortcuts: renew, fail a payment, warn of the trial end, or end it now. */
    async simulate(viewer: Viewer, action: SimulatedAction) {
      const provider = testProvider();
      const row = await findByUser(deps.db, viewer.id);
      if (!isLive(row) || row.provider !== 'test' || !row.providerSubscriptionId) {
        throw conflict('You have no test subscription to simulate on.', 'no_subscription');
      }
      if (action === 'trial_will_end' && row.status !== 'trialing')
        throw conflict('Your subscription is not in its trial.', 'not_trialing');
      const subscriptionId = row.providerSubscriptionId;
      await viaWebhook("The simulated event's", () => provider.simulate(subscriptionId, action));
      const saved = await findByUser(deps.db, viewer.id);
      return toSubscriptionResponse(saved, grantsPremium(saved));
    },
  };
}

export type TestCheckoutService = ReturnType<typeof createTestCheckoutService>;
