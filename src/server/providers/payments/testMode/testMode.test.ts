import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { toProviderSubscription } from '../stripeShapes.js';
import { buildSubscription, signedEvent } from './objects.js';
import { TEST_PRICES } from './provider.js';
import { simulateSubscriptionEvent } from './simulate.js';

const now = new Date('2026-01-31T12:00:00Z');
const base = () =>
  buildSubscription({
    customerId: 'cus_test_1',
    plan: 'trial',
    prices: TEST_PRICES,
    currency: 'EUR',
    metadata: { userId: 'u1', plan: 'trial' },
    now,
  });

describe('test-mode Stripe objects', () => {
  it('builds a trialing subscription Stripe-shaped enough for the shared normaliser', () => {
    const shaped = toProviderSubscription(base() as unknown as Stripe.Subscription);
    expect(shaped).toMatchObject({
      customerId: 'cus_test_1',
      status: 'trialing',
      priceIds: ['price_test_monthly'],
      trialEnd: new Date('2026-02-07T12:00:00Z'),
      currentPeriodEnd: new Date('2026-02-07T12:00:00Z'),
      cancelAtPeriodEnd: false,
      metadata: { userId: 'u1', plan: 'trial' },
    });
  });

  it('signs events so that the Stripe SDK verifies them with the same secret', () => {
    const { payload, signature } = signedEvent({
      type: 'customer.subscription.created',
      object: base(),
      secret: 'whsec_local',
      now,
    });
    const event = Stripe.webhooks.constructEvent(payload, signature, 'whsec_local');
    expect(event.type).toBe('customer.subscription.created');
    expect(event.id).toMatch(/^evt_test_/);
    expect(() => Stripe.webhooks.constructEvent(payload, signature, 'whsec_other')).toThrow();
  });

  it('simulates a paid renewal (trial ends, period moves on) and a failed one', () => {
    const paid = simulateSubscriptionEvent(base(), 'renewal_paid', now);
    expect(paid.events.map((event) => event.type)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    const shaped = toProviderSubscription(paid.subscription as unknown as Stripe.Subscription);
    expect(shaped.status).toBe('active');
    expect(shaped.currentPeriodEnd).toEqual(new Date('2026-03-07T12:00:00Z'));
    expect(paid.events[0].object).toMatchObject({
      amount_paid: 999,
      parent: { subscription_details: { subscription: paid.subscription.id } },
    });

    const failed = simulateSubscriptionEvent(base(), 'renewal_failed', now);
    expect(failed.subscription.status).toBe('past_due');
    expect(failed.events.map((event) => event.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
  });

  it('ends a subscription set to cancel at its next billing moment instead of renewing it', () => {
    const result = simulateSubscriptionEvent(
      { ...base(), cancel_at_period_end: true },
      'renewal_paid',
      now,
    );
    expect(result.subscription.status).toBe('canceled');
    expect(result.events.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
  });
});
