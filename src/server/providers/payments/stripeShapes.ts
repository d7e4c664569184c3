import type Stripe from 'stripe';
import type {
  CreditsCheckoutInput,
  ProviderCoupon,
  ProviderPromotionCode,
  ProviderSubscription,
  SubscriptionCheckoutInput,
} from './types.js';

const toDate = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** The id of an expandable Stripe field, which is either an id or the expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The checkout metadata the webhook handler reads back, the same in Stripe and in test mode. */
export const subscriptionMetadata = (input: SubscriptionCheckoutInput) => ({
  userId: input.userId,
  plan: input.plan,
  kind: 'subscription',
  // The webhook records the redemption from it (Stripe's session names only the promo_ id).
  ...(input.promotion ? { couponCode: input.promotion.code } : {}),
});

export const creditsMetadata = (input: CreditsCheckoutInput) => ({
  kind: 'credits',
  userId: input.userId,
  packageId: input.packageId,
  credits: String(input.credits),
});

/**
 * Normalises a Stripe subscription. Since API 2025-03 the period end lives on the items;
 * a cancellation made in the Customer Portal may set `cancel_at` instead of the flag.
 */
export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const items = subscription.items?.data ?? [];
  const periodEnds = items
    .map((item) => item.current_period_end)
    .filter((end) => typeof end === 'number');
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    priceIds: items.map((item) => item.price?.id).filter((id): id is string => Boolean(id)),
    currentPeriodEnd: periodEnds.length > 0 ? toDate(Math.max(...periodEnds)) : null,
    cancelAtPeriodEnd:
      Boolean(subscription.cancel_at_period_end) || typeof subscription.cancel_at === 'number',
    trialEnd: toDate(subscription.trial_end),
    metadata: { ...(subscription.metadata ?? {}) },
  };
}

/** The subscription an invoice belongs to, in the current and the pre-2025 invoice shapes. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  if (fromParent) return idOf(fromParent);
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
    .subscription;
  return idOf(legacy ?? null);
}

export function toProviderCoupon(coupon: Stripe.Coupon): ProviderCoupon {
  return {
    id: coupon.id,
    name: coupon.name ?? null,
    percentOff: coupon.percent_off ?? null,
    amountOffCents: coupon.amount_off ?? null,
    currency: coupon.currency ? coupon.currency.toUpperCase() : null,
    duration: coupon.duration,
    durationInMonths: coupon.duration_in_months ?? null,
    timesRedeemed: coupon.times_redeemed,
    maxRedemptions: coupon.max_redemptions ?? null,
    valid: coupon.valid,
    createdAt: new Date(coupon.created * 1000),
  };
}

/** Normalises a promotion code whose coupon was expanded (API 2025-09: `promotion.coupon`). */
export function toProviderPromotionCode(promotion: Stripe.PromotionCode): ProviderPromotionCode {
  const coupon = promotion.promotion?.coupon;
  const expanded = coupon && typeof coupon !== 'string' ? coupon : null;
  return {
    id: promotion.id,
    code: promotion.code.toUpperCase(),
    percentOff: expanded?.percent_off ?? null,
    amountOffCents: expanded?.amount_off ?? null,
    currency: expanded?.currency ? expanded.currency.toUpperCase() : null,
    active: promotion.active && (expanded?.valid ?? true),
    expiresAt: toDate(promotion.expires_at),
    maxRedemptions: promotion.max_redemptions ?? null,
    timesRedeemed: promotion.times_redeemed,
  };
}
