import Stripe from 'stripe';
import { TRIAL_DAYS } from '#shared/plans.js';
import {
  creditsMetadata,
  subscriptionMetadata,
  toProviderCoupon,
  toProviderPromotionCode,
  toProviderSubscription,
} from './stripeShapes.js';
import type { PaymentsProvider, PlanPrices } from './types.js';

export interface StripeProviderOptions {
  secretKey: string;
  prices: PlanPrices;
  /** A ready client, for tests that point the SDK at a local server. */
  client?: Stripe;
}

/** Stripe Checkout, Customer Portal and subscription reads through the official SDK. */
export function createStripeProvider(options: StripeProviderOptions): PaymentsProvider {
  const stripe =
    options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const { prices } = options;

  /** Reuse the customer of an earlier subscription, else let Checkout create one for the e-mail. */
  const customerFields = (customerId: string | null, email: string) =>
    customerId ? { customer: customerId } : { customer_email: email };

  const toRef = (session: Stripe.Checkout.Session) => {
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { id: session.id, url: session.url };
  };

  return {
    kind: 'stripe',
    prices,

    async createSubscriptionCheckout(input) {
      const isTrial = input.plan === 'trial';
      const recurring = input.plan === 'yearly' ? prices.yearly : prices.monthly;
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [
        { price: recurring, quantity: 1 },
      ];
      // The trial fee is a one-time price charged on the first (otherwise free) trial invoice.
      if (isTrial) lineItems.push({ price: prices.trialFee, quantity: 1 });
      const metadata = subscriptionMetadata(input);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: lineItems,
        client_reference_id: input.userId,
        metadata,
        subscription_data: { metadata, ...(isTrial ? { trial_period_days: TRIAL_DAYS } : {}) },
        ...customerFields(input.customerId, input.email),
        ...(input.promotion ? { discounts: [{ promotion_code: input.promotion.id }] } : {}),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      return toRef(session);
    },

    async createCreditsCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountCents,
              product_data: { name: `${input.credits} credits` },
            },
          },
        ],
        client_reference_id: input.userId,
        metadata: creditsMetadata(input),
        ...customerFields(input.customerId, input.email),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      return toRef(session);
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    async retrieveSubscription(subscriptionId) {
      return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const updated = await stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: cancel,
      });
      return toProviderSubscription(updated);
    },

    async cancelImmediately(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },

    async listCoupons() {
      const page = await stripe.coupons.list({ limit: 100 });
      return page.data.map(toProviderCoupon);
    },

    async findPromotionCode(code) {
      // Inactive codes are listed too, so an expired code is told apart from an unknown one.
      const page = await stripe.promotionCodes.list({
        code,
        limit: 1,
        expand: ['data.promotion.coupon'],
      });
      return page.data[0] ? toProviderPromotionCode(page.data[0]) : null;
    },
  };
}
