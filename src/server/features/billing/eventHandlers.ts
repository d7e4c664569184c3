import type { FastifyBaseLogger } from 'fastify';
import { PAID_PLAN_IDS } from '#shared/plans.js';
import type Stripe from 'stripe';
import type { Database, DbExecutor } from '#server/db/client.js';
import {
  idOf,
  invoiceSubscriptionId,
  type PaymentsProvider,
  type ProviderSubscription,
} from '#server/providers/payments/index.js';
import type { AnalyticsService } from '../analytics/index.js';
import type { AuthService } from '../auth/index.js';
import type { CouponsService } from '../coupons/index.js';
import type { CreditsService } from '../credits/index.js';
import type { PaymentEmail } from '../notifications/index.js';
import { completeCheckoutSteps, type Recipient } from './checkoutSuccess.js';
import type { CheckoutSessionStore } from './checkoutSessions.js';
import { reminderEmail } from './reminders.js';
import {
  findLinked,
  grantsPremium,
  saveFromProvider,
  type SubscriptionRow,
} from './subscriptions.js';

export interface EventHandlerDeps {
  db: Database;
  provider: PaymentsProvider;
  sessions: CheckoutSessionStore;
  credits: CreditsService;
  coupons: Pick<CouponsService, 'recordRedemption'>;
  email: PaymentEmail;
  auth: AuthService;
  analytics: AnalyticsService;
  log: FastifyBaseLogger;
  currency: string;
}

/**
 * An event split in two: `prepare` does the slow reads (provider calls, user lookup) before any
 * transaction; `apply` writes inside the webhook's transaction, using only `tx` (on PGlite any
 * other query would wait for the transaction and deadlock); `after` tracks analytics once committed.
 */
export interface PreparedEvent {
  apply(tx: DbExecutor): Promise<void>;
  after(): Promise<void>;
}

/**
 * An authentic event we can never apply: it names a user or plan that does not exist. It is
 * answered 2xx (a retry would fail the same way), recorded as failed with this reason, and changes
 * nothing.
 */
export class UnusableEventError extends Error {}

const unknownUser = (userId: string | null | undefined) =>
  new UnusableEventError(`The event names no existing user (${userId ?? 'none'}).`);

/** A known price of ours, or else a plan name our checkout could have written. */
function assertKnownPlan(subscription: ProviderSubscription, prices: PaymentsProvider['prices']) {
  const known = Object.values(prices).filter(Boolean);
  if (subscription.priceIds.some((price) => known.includes(price))) return;
  const plan = subscription.metadata.plan;
  if (plan && (PAID_PLAN_IDS as readonly string[]).includes(plan)) return;
  throw new UnusableEventError(`The event names no existing plan (${plan ?? 'none'}).`);
}

type Extra = (tx: DbExecutor, row: SubscriptionRow, user: Recipient) => Promise<void>;

export function createEventHandlers(deps: EventHandlerDeps) {
  const { provider, sessions } = deps;
  const noop: PreparedEvent = { apply: async () => {}, after: async () => {} };

  async function recipient(userId: string | null | undefined): Promise<Recipient | null> {
    if (!userId) return null;
    const viewer = await deps.auth.getViewerById(userId);
    return viewer ? { id: viewer.id, email: viewer.email, username: viewer.username } : null;
  }

  /** Whose subscription: our checkout metadata, else (read only then) the row that links it. */
  async function ownerOf(subscription: ProviderSubscription, hint?: string | null) {
    return recipient(
      hint ?? subscription.metadata.userId ?? (await findLinked(deps.db, subscription))?.userId,
    );
  }

  /** Every subscription event stores the provider's current state, so delivery order never matters. */
  async function syncSubscription(
    subscriptionId: string,
    hint?: string | null,
    extra?: Extra,
  ): Promise<PreparedEvent> {
    const subscription = await provider.retrieveSubscription(subscriptionId);
    const user = await ownerOf(subscription, hint);
    if (!user) throw unknownUser(hint ?? subscription.metadata.userId);
    assertKnownPlan(subscription, provider.prices);
    return {
      apply: async (tx) => {
        const row = await saveFromProvider(tx, {
          userId: user.id,
          provider: provider.kind,
          subscription,
          prices: provider.prices,
        });
        await extra?.(tx, row, user);
      },
      // Premium may have changed: the next request must not see a cached viewer.
      after: async () => deps.auth.forgetUser(user.id),
    };
  }

  /** The promotion code our checkout applied (its code is in our metadata), once per session. */
  async function recordCoupon(tx: DbExecutor, session: Stripe.Checkout.Session, userId: string) {
    const code = session.metadata?.couponCode;
    const discountCents = session.total_details?.amount_discount ?? 0;
    if (!code || discountCents <= 0) return;
    await deps.coupons.recordRedemption(tx, {
      code,
      userId,
      checkoutSessionId: session.id,
      discountCents,
      currency: (session.currency ?? deps.currency).toUpperCase(),
    });
  }

  async function subscriptionCheckout(session: Stripe.Checkout.Session): Promise<PreparedEvent> {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return noop;
    const tracked: Array<{ event: string; userId: string; plan: string | null }> = [];
    const prepared = await syncSubscription(
      subscriptionId,
      session.client_reference_id ?? session.metadata?.userId,
      async (tx, row, user) => {
        await sessions.markStatus(tx, session.id, 'complete');
        await recordCoupon(tx, session, user.id);
        const ours = await sessions.findById(tx, session.id);
        if (!ours || ours.userId !== user.id) return;
        const event = await completeCheckoutSteps(tx, deps, {
          session: ours,
          user,
          isPremium: grantsPremium(row),
        });
        if (event) tracked.push({ event, userId: user.id, plan: ours.plan });
      },
    );
    return {
      apply: prepared.apply,
      after: async () => {
        await prepared.after();
        for (const done of tracked) {
          await deps.analytics.track({
            type: done.event,
            userId: done.userId,
            data: { sessionId: session.id, plan: done.plan, via: 'webhook' },
          });
        }
      },
    };
  }

  async function creditsCheckout(session: Stripe.Checkout.Session): Promise<PreparedEvent> {
    // Delayed payment methods complete the session unpaid; credits follow async_payment_succeeded.
    if (session.payment_status !== 'paid') return noop;
    const metadata = session.metadata ?? {};
    const user = await recipient(session.client_reference_id ?? metadata.userId);
    const credits = Number(metadata.credits);
    if (!user) throw unknownUser(session.client_reference_id ?? metadata.userId);
    if (!Number.isInteger(credits) || credits <= 0)
      throw new Error(`Credits session ${session.id} has no credit count`);
    let granted = false;
    return {
      apply: async (tx) => {
        await sessions.markStatus(tx, session.id, 'complete');
        // The session id is the idempotency key: completed + async_payment_succeeded grant once.
        const result = await deps.credits.grantCredits(
          user.id,
          credits,
          `checkout:${session.id}`,
          'purchase',
          tx,
        );
        granted = !result.duplicate;
      },
      after: async () => {
        if (granted)
          await deps.analytics.track({
            type: 'credits_purchased',
            userId: user.id,
            data: {
              sessionId: session.id,
              packageId: metadata.packageId,
              credits,
              amountCents: session.amount_total,
            },
          });
      },
    };
  }

  function checkoutCompleted(session: Stripe.Checkout.Session) {
    if (session.mode === 'subscription') return subscriptionCheckout(session);
    if (session.mode === 'payment' && session.metadata?.kind === 'credits')
      return creditsCheckout(session);
    return Promise.resolve(noop);
  }

  async function reminder(
    subscriptionId: string,
    template: 'trial_expiring_soon' | 'renewal_reminder',
    amountCents?: number,
  ) {
    return syncSubscription(subscriptionId, null, async (tx, row, user) => {
      const mail = reminderEmail(template, row, user, { currency: deps.currency, amountCents });
      if (mail) await deps.email.queue(mail, tx);
    });
  }

  return {
    async prepare(event: Stripe.Event): Promise<PreparedEvent> {
      const object = event.data.object as unknown;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return checkoutCompleted(object as Stripe.Checkout.Session);
        case 'checkout.session.expired': {
          const { id } = object as Stripe.Checkout.Session;
          return { apply: (tx) => sessions.markStatus(tx, id, 'expired'), after: async () => {} };
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
        case 'customer.subscription.paused':
        case 'customer.subscription.resumed':
          return syncSubscription((object as Stripe.Subscription).id);
        case 'customer.subscription.trial_will_end':
          return reminder((object as Stripe.Subscription).id, 'trial_expiring_soon');
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const subscriptionId = invoiceSubscriptionId(object as Stripe.Invoice);
          return subscriptionId ? syncSubscription(subscriptionId) : noop;
        }
        case 'invoice.upcoming': {
          const invoice = object as Stripe.Invoice;
          const subscriptionId = invoiceSubscriptionId(invoice);
          return subscriptionId
            ? reminder(subscriptionId, 'renewal_reminder', invoice.amount_due)
            : noop;
        }
        default:
          return noop;
      }
    },
  };
}

export type EventHandlers = ReturnType<typeof createEventHandlers>;
