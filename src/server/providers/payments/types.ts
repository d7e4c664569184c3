import type { PaidPlanId } from '#shared/plans.js';

export type PaymentsProviderKind = 'stripe' | 'test';

/** A subscription as the payment provider currently sees it (normalised from Stripe's shape). */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  /** The provider's status word, e.g. 'trialing', 'active', 'past_due', 'canceled', 'incomplete'. */
  status: string;
  /** Price ids of the subscription's items; they tell which plan it is. */
  priceIds: string[];
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  metadata: Record<string, string>;
}

export interface SubscriptionCheckoutInput {
  userId: string;
  email: string;
  plan: PaidPlanId;
  /** The user's known customer id, so a returning subscriber keeps one customer. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  /** A promotion code checked just before (docs/API.md#coupons), applied to the first payment. */
  promotion?: CheckoutPromotion | null;
}

export interface CheckoutPromotion {
  /** The provider's promotion code id (Stripe's promo_…); the code itself for the test mode. */
  id: string;
  code: string;
  discountCents: number;
}

export interface CreditsCheckoutInput {
  userId: string;
  email: string;
  customerId: string | null;
  packageId: string;
  credits: number;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSessionRef {
  id: string;
  url: string;
}

/** A discount coupon at the provider (normalised from Stripe's shape). */
export interface ProviderCoupon {
  id: string;
  name: string | null;
  percentOff: number | null;
  amountOffCents: number | null;
  currency: string | null;
  /** 'once', 'repeating' or 'forever'. */
  duration: string;
  durationInMonths: number | null;
  timesRedeemed: number;
  maxRedemptions: number | null;
  valid: boolean;
  createdAt: Date;
}

/** A promotion code as a customer types it, with its coupon's discount (Stripe's shape normalised). */
export interface ProviderPromotionCode {
  id: string;
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  currency: string | null;
  /** False once disabled, or when its coupon is no longer valid. */
  active: boolean;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  timesRedeemed: number;
}

export interface PlanPrices {
  monthly: string;
  yearly: string;
  trialFee: string;
}

/**
 * The outbound side of payments. Inbound events arrive as Stripe-signed webhooks in both
 * implementations, so the webhook code is shared and never depends on which one runs.
 */
export interface PaymentsProvider {
  readonly kind: PaymentsProviderKind;
  readonly prices: PlanPrices;
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSessionRef>;
  createCreditsCheckout(input: CreditsCheckoutInput): Promise<CheckoutSessionRef>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Ends a subscription now, without a refund (account deletion). Never inside a DB transaction. */
  cancelImmediately(subscriptionId: string): Promise<void>;
  /** The account's coupons, newest first (at most 100); also proves the provider answers. */
  listCoupons(): Promise<ProviderCoupon[]>;
  /** The promotion code a customer typed (active or not), or null when there is none. */
  findPromotionCode(code: string): Promise<ProviderPromotionCode | null>;
}
