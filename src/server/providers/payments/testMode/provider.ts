import type Stripe from 'stripe';
import { findPlan, type PaidPlanId } from '#shared/plans.js';
import type { Database } from '#server/db/client.js';
import { creditsMetadata, subscriptionMetadata, toProviderSubscription } from '../stripeShapes.js';
import type {
  PaymentsProvider,
  PlanPrices,
  ProviderCoupon,
  ProviderPromotionCode,
  ProviderSubscription,
  SubscriptionCheckoutInput,
} from '../types.js';
import {
  buildInvoice,
  buildSubscription,
  seconds,
  signedEvent,
  testId,
  type StripeObject,
} from './objects.js';
import { createTestObjectStore } from './store.js';
import { simulateSubscriptionEvent, type SimulatedAction } from './simulate.js';

/** Delivers a signed event to the app's webhook handler; throws when it was not accepted. */
export type DeliverEvent = (payload: string, signature: string) => Promise<void>;

export const TEST_PRICES: PlanPrices = {
  monthly: 'price_test_monthly',
  yearly: 'price_test_yearly',
  trialFee: 'price_test_trial_fee',
};

export interface TestModeProviderOptions {
  db: Database;
  appUrl: string;
  currency: string;
  /** The locally generated webhook secret the events are signed with. */
  webhookSecret: string;
  deliver: DeliverEvent;
  now?: () => Date;
  /** The locally defined coupons (the test mode's "Stripe account" has no others). */
  localCoupons?: LocalCouponSource;
}

export interface LocalCouponSource {
  find(code: string): Promise<ProviderPromotionCode | null>;
  list(): Promise<ProviderCoupon[]>;
}

export type TestCheckoutOutcome = 'pay' | 'decline';

export interface TestModePaymentsProvider extends PaymentsProvider {
  readonly kind: 'test';
  /** What the local checkout page's Pay or Decline button does; emits Stripe's events. */
  completeCheckout(
    sessionId: string,
    outcome: TestCheckoutOutcome,
  ): Promise<{ status: 'complete' | 'expired'; redirectUrl: string }>;
  /** Test-portal shortcuts for what would otherwise take days: a renewal, a failed payment … */
  simulate(subscriptionId: string, action: SimulatedAction): Promise<ProviderSubscription>;
}

export class TestCheckoutClosedError extends Error {}

const asSubscription = (object: StripeObject) =>
  toProviderSubscription(object as unknown as Stripe.Subscription);
const ownerOf = (subscription: StripeObject) =>
  (subscription.metadata as Record<string, string>).userId ?? null;

/**
 * The embedded payments default (docs/ARCHITECTURE.md#the-shape): Checkout and Portal are our own pages, and every
 * outcome is sent as a signed Stripe-shaped event through the same webhook handler.
 */
export function createTestModeProvider(options: TestModeProviderOptions): TestModePaymentsProvider {
  const { appUrl, currency, webhookSecret, deliver } = options;
  const now = options.now ?? (() => new Date());
  const store = createTestObjectStore(options.db);

  async function emit(
    type: string,
    object: StripeObject,
    previousAttributes?: Record<string, unknown>,
  ) {
    const { payload, signature } = signedEvent({
      type,
      object,
      previousAttributes,
      secret: webhookSecret,
      now: now(),
    });
    await deliver(payload, signature);
  }

  async function loadSubscription(id: string) {
    const subscription = await store.get('subscription', id);
    if (!subscription) throw new Error(`No such test subscription: ${id}`);
    return subscription;
  }

  /** Opens a checkout session; the checkout page is ours, a returning customer keeps their id. */
  async function createSession(
    input: Pick<SubscriptionCheckoutInput, 'userId' | 'customerId' | 'successUrl' | 'cancelUrl'>,
    fields: {
      mode: 'subscription' | 'payment';
      metadata: Record<string, string>;
      amount_total: number;
      [field: string]: unknown;
    },
  ) {
    const id = testId('cs');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      livemode: false,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: input.userId,
      customer: input.customerId ?? testId('cus'),
      currency: currency.toLowerCase(),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      url: `${appUrl}/billing/test-checkout?session=${id}`,
      created: seconds(now()),
      subscription: null,
      ...fields,
    };
    await store.put('checkout.session', session, input.userId);
    return { id, url: session.url as string };
  }

  /** Moves an open session to its final state; throws for the loser of two racing clicks. */
  async function close(sessionId: string, update: StripeObject) {
    if (!(await store.closeSession(sessionId, update))) throw new TestCheckoutClosedError();
  }

  async function paySubscription(session: StripeObject, userId: string) {
    const metadata = session.metadata as Record<string, string>;
    const plan = metadata.plan as PaidPlanId;
    const subscription = buildSubscription({
      customerId: session.customer as string,
      plan,
      prices: TEST_PRICES,
      currency,
      metadata,
      now: now(),
    });
    const completed = {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
    };
    // Close the session first: of two racing Pay clicks only the winner creates a subscription.
    await close(session.id, completed);
    await store.put('subscription', subscription, userId);
    // Stripe's order for a new subscription; our handler copes with any order.
    await emit('checkout.session.completed', completed);
    await emit('customer.subscription.created', subscription);
    const invoice = buildInvoice({
      subscription,
      amountCents: session.amount_total as number,
      paid: true,
      billingReason: 'subscription_create',
      now: now(),
    });
    await emit('invoice.paid', invoice);
  }

  return {
    kind: 'test',
    prices: TEST_PRICES,

    createSubscriptionCheckout(input) {
      const subtotal = findPlan(input.plan)!.priceCents;
      const discount = Math.min(subtotal, input.promotion?.discountCents ?? 0);
      return createSession(input, {
        mode: 'subscription',
        metadata: subscriptionMetadata(input),
        amount_total: subtotal - discount,
        // Stripe's fields for an applied promotion code, which the webhook reads.
        ...(input.promotion
          ? {
              amount_subtotal: subtotal,
              discounts: [{ promotion_code: input.promotion.id, coupon: input.promotion.code }],
              total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
            }
          : {}),
      });
    },

    createCreditsCheckout(input) {
      return createSession(input, {
        mode: 'payment',
        metadata: creditsMetadata(input),
        amount_total: input.amountCents,
      });
    },

    async createPortalSession() {
      return { url: `${appUrl}/billing/test-portal` };
    },

    async retrieveSubscription(subscriptionId) {
      return asSubscription(await loadSubscription(subscriptionId));
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const current = await loadSubscription(subscriptionId);
      const updated = {
        ...current,
        cancel_at_period_end: cancel,
        canceled_at: cancel ? seconds(now()) : null,
      };
      await store.put('subscription', updated, ownerOf(current));
      await emit('customer.subscription.updated', updated, { cancel_at_period_end: !cancel });
      return asSubscription(updated);
    },

    /** The coupons defined locally (docs/API.md#coupons). */
    async listCoupons() {
      return (await options.localCoupons?.list()) ?? [];
    },

    async findPromotionCode(code) {
      return (await options.localCoupons?.find(code)) ?? null;
    },

    async cancelImmediately(subscriptionId) {
      // Only reached for account deletion: the user's rows (and these records) are going away,
      // so the state is updated without an event that would have nobody to belong to.
      const current = await loadSubscription(subscriptionId);
      const stamp = seconds(now());
      await store.put(
        'subscription',
        { ...current, status: 'canceled', ended_at: stamp, canceled_at: stamp },
        null,
      );
    },

    async completeCheckout(sessionId, outcome) {
      const session = await store.get('checkout.session', sessionId);
      if (!session || session.status !== 'open') throw new TestCheckoutClosedError();
      const userId = session.client_reference_id as string;
      if (outcome === 'decline') {
        // A declined card leaves nothing behind at Stripe; the session simply runs out.
        const expired = { ...session, status: 'expired' };
        await close(sessionId, expired);
        await emit('checkout.session.expired', expired);
        return { status: 'expired', redirectUrl: session.cancel_url as string };
      }
      if (session.mode === 'subscription') {
        await paySubscription(session, userId);
      } else {
        const completed = { ...session, status: 'complete', payment_status: 'paid' };
        await close(sessionId, completed);
        await emit('checkout.session.completed', completed);
      }
      return {
        status: 'complete',
        redirectUrl: (session.success_url as string).replace('{CHECKOUT_SESSION_ID}', sessionId),
      };
    },

    async simulate(subscriptionId, action) {
      const current = await loadSubscription(subscriptionId);
      const { subscription, events } = simulateSubscriptionEvent(current, action, now());
      await store.put('subscription', subscription, ownerOf(current));
      for (const event of events) await emit(event.type, event.object, event.previousAttributes);
      return asSubscription(subscription);
    },
  };
}
