import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { findPlan, TRIAL_DAYS, type PaidPlanId } from '#shared/plans.js';
import type { PlanPrices } from '../types.js';

/**
 * Builders of Stripe-shaped objects for the local test mode. They carry the fields our webhook
 * code reads, in Stripe's current API shape, so test mode exercises the production path.
 */

export type StripeObject = Record<string, unknown> & { id: string };

export const testId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
/** Stripe's timestamps: whole seconds since the epoch. */
export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function addInterval(from: Date, interval: 'month' | 'year' | 'day', count = 1) {
  const next = new Date(from);
  if (interval === 'day') next.setUTCDate(next.getUTCDate() + count);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + count);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + count);
  return next;
}

export function buildSubscription(input: {
  customerId: string;
  plan: PaidPlanId;
  prices: PlanPrices;
  currency: string;
  metadata: Record<string, string>;
  now: Date;
}): StripeObject {
  const { plan, now } = input;
  const isTrial = plan === 'trial';
  const interval = plan === 'yearly' ? 'year' : 'month';
  const recurringPlan = findPlan(plan === 'yearly' ? 'yearly' : 'monthly')!;
  const trialEnd = isTrial ? addInterval(now, 'day', TRIAL_DAYS) : null;
  const periodEnd = trialEnd ?? addInterval(now, interval);
  return {
    id: testId('sub'),
    object: 'subscription',
    livemode: false,
    customer: input.customerId,
    status: isTrial ? 'trialing' : 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: seconds(now),
    start_date: seconds(now),
    trial_start: isTrial ? seconds(now) : null,
    trial_end: trialEnd ? seconds(trialEnd) : null,
    currency: input.currency.toLowerCase(),
    metadata: input.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: testId('si'),
          object: 'subscription_item',
          quantity: 1,
          current_period_start: seconds(now),
          current_period_end: seconds(periodEnd),
          price: {
            id: plan === 'yearly' ? input.prices.yearly : input.prices.monthly,
            object: 'price',
            currency: input.currency.toLowerCase(),
            unit_amount: recurringPlan.priceCents,
            recurring: { interval, interval_count: 1 },
          },
        },
      ],
    },
  };
}

type SubscriptionItemShape = {
  current_period_start: number;
  current_period_end: number;
  price: { unit_amount: number; recurring: { interval: 'month' | 'year' } };
};
export const firstItem = (subscription: StripeObject) =>
  (subscription.items as { data: SubscriptionItemShape[] }).data[0];

export function buildInvoice(input: {
  subscription: StripeObject;
  amountCents: number;
  paid: boolean;
  billingReason: 'subscription_create' | 'subscription_cycle';
  now: Date;
}): StripeObject {
  const { subscription, amountCents, paid } = input;
  return {
    id: testId('in'),
    object: 'invoice',
    livemode: false,
    customer: subscription.customer,
    status: paid ? 'paid' : 'open',
    billing_reason: input.billingReason,
    amount_due: amountCents,
    amount_paid: paid ? amountCents : 0,
    amount_remaining: paid ? 0 : amountCents,
    currency: subscription.currency,
    attempt_count: 1,
    created: seconds(input.now),
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
  };
}

/** Wraps an object into an event, serialises it and signs it as Stripe would. */
export function signedEvent(input: {
  type: string;
  object: StripeObject;
  previousAttributes?: Record<string, unknown>;
  secret: string;
  now: Date;
}) {
  const event = {
    id: testId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(input.now),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: input.type,
    data: {
      object: input.object,
      ...(input.previousAttributes ? { previous_attributes: input.previousAttributes } : {}),
    },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: input.secret });
  return { payload, signature };
}
