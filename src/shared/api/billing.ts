import { z } from 'zod';
import { CREDIT_REQUEST_TYPES, PAID_PLAN_IDS, type CreditRequestType } from '../plans.js';
import { couponCodeSchema } from './growth.js';
import { text } from './text.js';

/** Request and response shapes of the billing and credits API, shared by server and browser. */

const planIdSchema = z.enum(['free', ...PAID_PLAN_IDS]);
const isoDate = z.string();

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  /** Major units (9.99), as (docs/PRODUCT.md#data) names the field; `priceCents` is exact. */
  price: z.number(),
  priceCents: z.number().int(),
  originalPrice: z.number().nullable(),
  originalPriceCents: z.number().int().nullable(),
  priceLabel: z.string(),
  interval: z.enum(['month', 'year']).nullable(),
  trialDays: z.number().int().nullable(),
  renewsAs: z.enum(PAID_PLAN_IDS).nullable(),
  description: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
  badge: z.string().nullable(),
});
export const plansResponseSchema = z.object({
  currency: z.string(),
  /** False when the local test-mode payment provider is in use (no real charges). */
  livePayments: z.boolean(),
  plans: z.array(planSchema),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const checkoutRequestSchema = z.object({
  plan: z.enum(PAID_PLAN_IDS, { message: "Choose a plan: 'monthly', 'yearly' or 'trial'" }),
  /** A promotion code (docs/API.md#coupons); an invalid or expired one gives 400 and no checkout. */
  couponCode: couponCodeSchema.optional(),
});
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

export const checkoutReturnRequestSchema = z.object({
  sessionId: text().trim().min(1).max(255).optional(),
  trial: z.boolean().optional(),
});
export const checkoutReturnResponseSchema = z.object({
  isPremium: z.boolean(),
  /** The event recorded by this call; null when this session's return was already recorded. */
  recorded: z.enum(['checkout_success', 'trial_converted']).nullable(),
});

export const subscriptionStatusSchema = z.enum([
  'none',
  'trialing',
  'active',
  'past_due',
  'canceled',
]);
export const subscriptionResponseSchema = z.object({
  isPremium: z.boolean(),
  plan: planIdSchema,
  status: subscriptionStatusSchema,
  currentPeriodEnd: isoDate.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: isoDate.nullable(),
  provider: z.enum(['stripe', 'test']).nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const CANCEL_REASONS = ['too_expensive', 'didnt_use', 'wanted_features', 'other'] as const;
export const cancelRequestSchema = z
  .object({
    reason: z.enum(CANCEL_REASONS, { message: 'Choose a reason for cancelling' }),
    feedbackText: text({ multiLine: true })
      .trim()
      .max(2000, 'Keep it under 2000 characters')
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.feedbackText && value.reason !== 'other') {
      context.addIssue({
        code: 'custom',
        path: ['feedbackText'],
        message: "Feedback text is only for the reason 'other'",
      });
    }
  });
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

export const sessionIdParamsSchema = z.object({
  sessionId: text()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[\w-]+$/, 'Invalid session id'),
});
export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['subscription', 'credits']),
  plan: z.enum(PAID_PLAN_IDS).nullable(),
  planName: z.string().nullable(),
  packageId: z.string().nullable(),
  credits: z.number().int().nullable(),
  /** Charged today, in cents (the trial fee for a trial). */
  amountCents: z.number().int(),
  amountLabel: z.string(),
  currency: z.string(),
  description: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  cancelUrl: z.string(),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;
export const testCheckoutCompleteRequestSchema = z.object({
  outcome: z.enum(['pay', 'decline'], { message: "outcome must be 'pay' or 'decline'" }),
});
export const testCheckoutCompleteResponseSchema = z.object({
  status: z.enum(['complete', 'expired']),
  /** Where the browser goes next: the success page after paying, pricing after a decline. */
  redirectUrl: z.string(),
});

/** Test-portal shortcuts for billing moments that would otherwise take days (test mode only). */
export const SIMULATED_ACTIONS = [
  'renewal_paid',
  'renewal_failed',
  'trial_will_end',
  'renewal_upcoming',
  'end_now',
] as const;
export const testPortalSimulateRequestSchema = z.object({
  action: z.enum(SIMULATED_ACTIONS, {
    message: `action must be one of ${SIMULATED_ACTIONS.join(', ')}`,
  }),
});

export const creditPackageSchema = z.object({
  id: z.string(),
  credits: z.number().int(),
  priceCents: z.number().int(),
  /** Euros (price_cents / 100), as existing clients read packages (docs/PRODUCT.md#api-compatibility). */
  price: z.number(),
  priceLabel: z.string(),
  /** Cents per credit with one decimal. */
  perCreditCents: z.number(),
  isBestValue: z.boolean(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;
export const creditPackagesResponseSchema = z.array(creditPackageSchema);

export const creditsCheckoutRequestSchema = z.object({
  packageId: z
    .string({ message: 'Choose a credit package' })
    .trim()
    .min(1, 'Choose a credit package')
    .max(64),
});

/** (docs/PRODUCT.md#api-compatibility) shape: snake_case keys, as existing clients read them. */
export const creditTransactionSchema = z.object({
  id: z.number().int(),
  transaction_type: z.enum(['purchase', 'usage', 'adjustment']),
  amount: z.number().int(),
  balance_after: z.number().int(),
  special_request_type: z.string().nullable(),
  created_at: isoDate,
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;
export const creditHistoryResponseSchema = z.array(creditTransactionSchema);

export const creditCostSchema = z.object({
  type: z.enum(CREDIT_REQUEST_TYPES as [CreditRequestType, ...CreditRequestType[]]),
  label: z.string(),
  credits: z.number().int(),
});
export const creditsSummarySchema = z.object({
  balance: z.number().int(),
  totalPurchased: z.number().int(),
  totalUsed: z.number().int(),
  costs: z.array(creditCostSchema),
  neverExpire: z.literal(true),
  /** The member's monthly spending cap in credits, null when none is set. */
  monthlyCap: z.number().int().nullable(),
  spentThisMonth: z.number().int(),
});
export type CreditsSummary = z.infer<typeof creditsSummarySchema>;

export const MONTHLY_CAP_MAX = 1_000_000;
export const monthlyCapRequestSchema = z.object({
  monthlyCap: z
    .number({ message: 'monthlyCap must be a whole number of credits or null' })
    .int('monthlyCap must be a whole number of credits')
    .min(0, 'monthlyCap cannot be negative')
    .max(MONTHLY_CAP_MAX, `monthlyCap can be at most ${MONTHLY_CAP_MAX}`)
    .nullable(),
});

/** Messages the pages show (docs/PRODUCT.md#messages) and the server's clear refusals. */
export const BILLING_MESSAGES = {
  checkoutFailed: 'Failed to start checkout. Please try again.',
  portalFailed: 'Failed to open subscription management. Please try again.',
  noSubscription: 'You have no subscription to manage yet.',
  creditsPremiumOnly: 'Credits are a Premium feature. Upgrade to Premium to use credits.',
  notEnoughCredits: 'Not enough credits',
  alreadyPremium: 'You already have an active Premium subscription.',
} as const;
