import type { SIMULATED_ACTIONS } from '#shared/api/billing.js';
import { addInterval, buildInvoice, firstItem, seconds, type StripeObject } from './objects.js';

export type SimulatedAction = (typeof SIMULATED_ACTIONS)[number];

interface SimulatedEvent {
  type: string;
  object: StripeObject;
  previousAttributes?: Record<string, unknown>;
}

function ended(
  subscription: StripeObject,
  now: Date,
): { subscription: StripeObject; events: SimulatedEvent[] } {
  const next = {
    ...subscription,
    status: 'canceled',
    ended_at: seconds(now),
    canceled_at: subscription.canceled_at ?? seconds(now),
  };
  return {
    subscription: next,
    events: [
      {
        type: 'customer.subscription.deleted',
        object: next,
        previousAttributes: { status: subscription.status },
      },
    ],
  };
}

/**
 * What Stripe would do to a subscription at the next billing moment, without waiting for it:
 * used by the test portal so that every subscription state can be reached by hand or by e2e tests.
 */
export function simulateSubscriptionEvent(
  subscription: StripeObject,
  action: SimulatedAction,
  now: Date,
) {
  const item = firstItem(subscription);
  const previous = { status: subscription.status };
  if (action === 'end_now') return ended(subscription, now);
  if (action === 'trial_will_end') {
    return {
      subscription,
      events: [{ type: 'customer.subscription.trial_will_end', object: subscription }],
    };
  }
  // Stripe's invoice.upcoming, a few days before the renewal: the renewal reminder e-mail.
  if (action === 'renewal_upcoming') {
    const invoice = buildInvoice({
      subscription,
      amountCents: item.price.unit_amount,
      paid: false,
      billingReason: 'subscription_cycle',
      now,
    });
    return { subscription, events: [{ type: 'invoice.upcoming', object: invoice }] };
  }
  // A subscription set to cancel at period end ends at its next billing moment instead of renewing.
  if (subscription.cancel_at_period_end) return ended(subscription, now);

  const paid = action === 'renewal_paid';
  const start = new Date(Math.max(now.getTime(), item.current_period_end * 1000));
  const periodEnd = addInterval(start, item.price.recurring.interval);
  const nextItem = paid
    ? { ...item, current_period_start: seconds(start), current_period_end: seconds(periodEnd) }
    : item;
  const next: StripeObject = {
    ...subscription,
    status: paid ? 'active' : 'past_due',
    trial_end: subscription.status === 'trialing' ? seconds(now) : subscription.trial_end,
    items: { object: 'list', data: [nextItem] },
  };
  const invoice = buildInvoice({
    subscription: next,
    amountCents: item.price.unit_amount,
    paid,
    billingReason: 'subscription_cycle',
    now,
  });
  return {
    subscription: next,
    events: [
      { type: paid ? 'invoice.paid' : 'invoice.payment_failed', object: invoice },
      { type: 'customer.subscription.updated', object: next, previousAttributes: previous },
    ],
  };
}
