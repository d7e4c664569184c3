/**
 * Test helpers for billing (imported by *.test.ts only): an app wired to a fake Stripe for the
 * outbound calls, and Stripe-signed event delivery using the real SDK's signing helper.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '#server/db/client.js';
import { analyticsEvents, emailOutbox } from '#server/db/schema/index.js';
import type {
  ProviderCoupon,
  ProviderPromotionCode,
  ProviderSubscription,
  PaymentsProvider,
  PlanPrices,
} from '#server/providers/payments/index.js';
import { createTestApp } from '#test/helpers/app.js';
import { ORIGIN, type TestUser } from '#test/helpers/auth.js';
import type { DatabaseKind } from '#test/helpers/db.js';

const WEBHOOK_SECRET = 'whsec_test';
const FAKE_PRICES: PlanPrices = {
  monthly: 'price_monthly',
  yearly: 'price_yearly',
  trialFee: 'price_trial_fee',
};
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_dummy',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
  STRIPE_PRICE_YEARLY: FAKE_PRICES.yearly,
  STRIPE_PRICE_TRIAL_FEE: FAKE_PRICES.trialFee,
};

/** Stripe's side of the conversation, in memory; `subscriptions` is what retrieve answers. */
export function createFakeStripe() {
  const subscriptions = new Map<string, ProviderSubscription>();
  const calls = {
    checkouts: [] as unknown[],
    portals: [] as unknown[],
    cancelFlags: [] as unknown[],
    cancelledNow: [] as string[],
  };
  let counter = 0;
  const coupons: ProviderCoupon[] = [];
  const promotionCodes: ProviderPromotionCode[] = [];
  let failNextRetrieve = false;
  let failNextCancel = false;
  async function checkout(input: unknown) {
    calls.checkouts.push(input);
    const id = `cs_fake_${++counter}`;
    return { id, url: `https://checkout.stripe.test/${id}` };
  }
  const provider: PaymentsProvider = {
    kind: 'stripe',
    prices: FAKE_PRICES,
    createSubscriptionCheckout: checkout,
    createCreditsCheckout: checkout,
    async createPortalSession(input) {
      calls.portals.push(input);
      return { url: 'https://billing.stripe.test/portal' };
    },
    async retrieveSubscription(id) {
      if (failNextRetrieve) {
        failNextRetrieve = false;
        throw new Error('Stripe is having a bad day');
      }
      const found = subscriptions.get(id);
      if (!found) throw new Error(`No such subscription: ${id}`);
      return found;
    },
    async setCancelAtPeriodEnd(id, cancel) {
      calls.cancelFlags.push({ id, cancel });
      const next = { ...subscriptions.get(id)!, cancelAtPeriodEnd: cancel };
      subscriptions.set(id, next);
      return next;
    },
    async listCoupons() {
      return coupons;
    },
    async findPromotionCode(code) {
      return promotionCodes.find((promotion) => promotion.code === code.toUpperCase()) ?? null;
    },
    async cancelImmediately(id) {
      if (failNextCancel) {
        failNextCancel = false;
        throw new Error('Stripe is unreachable');
      }
      calls.cancelledNow.push(id);
    },
  };
  return {
    provider,
    calls,
    /** The coupons the fake Stripe account lists. */
    coupons,
    /** The promotion codes it knows (looked up by code, as promotionCodes.list does). */
    promotionCodes,
    set(subscription: ProviderSubscription) {
      subscriptions.set(subscription.id, subscription);
    },
    failNextRetrieve() {
      failNextRetrieve = true;
    },
    failNextCancel() {
      failNextCancel = true;
    },
  };
}

export function fakeSubscription(input: {
  id: string;
  userId: string;
  status: string;
  plan?: 'monthly' | 'yearly' | 'trial';
  cancelAtPeriodEnd?: boolean;
}): ProviderSubscription {
  const day = 86_400_000;
  return {
    id: input.id,
    customerId: `cus_${input.userId}`,
    status: input.status,
    priceIds: [input.plan === 'yearly' ? FAKE_PRICES.yearly : FAKE_PRICES.monthly],
    currentPeriodEnd: new Date(Date.now() + 30 * day),
    cancelAtPeriodEnd: input.cancelAtPeriodEnd ?? false,
    trialEnd: input.status === 'trialing' ? new Date(Date.now() + 7 * day) : null,
    metadata: { userId: input.userId, plan: input.plan ?? 'monthly' },
  };
}

let eventCounter = 0;
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${Date.now()}_${++eventCounter}`,
) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
}

/** Delivers an event as Stripe does: raw JSON body plus a Stripe-Signature header. */
export function deliver(
  app: FastifyInstance,
  event: object,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp,
        })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;

/** An app on a fresh database: local test mode, or Stripe configured with `stripe` as its API. */
export function createBillingTestApp(
  kind: DatabaseKind,
  stripe?: FakeStripe,
  env: Record<string, string> = {},
) {
  return stripe
    ? createTestApp(kind, { ...STRIPE_ENV, ...env }, { payments: stripe.provider })
    : createTestApp(kind, env);
}

/** A same-origin POST as the user (or as a visitor without a session). */
export const postAs = (
  app: FastifyInstance,
  url: string,
  user: TestUser | null,
  payload?: object,
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A member's payment e-mails (the welcome e-mail every sign-up gets is left out). */
export const mailsOf = (db: Database, userId: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), ne(emailOutbox.templateName, 'welcome_email')));

export const eventsOf = (db: Database, userId: string) =>
  db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId));
