import { z } from 'zod';
import { PAID_PLAN_IDS } from '../plans.js';
import { text } from './text.js';

/** Request and response shapes of referrals and coupons, shared by server and browser. */

export const referralCodePattern = /^[A-Z0-9]{4,32}$/;

export const referralStatsSchema = z.object({
  code: z.string(),
  link: z.string(),
  signups: z.number().int(),
  premiumConversions: z.number().int(),
  revenueCents: z.number().int(),
  currency: z.string(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

export const topReferrerSchema = z.object({
  code: z.string(),
  username: z.string().nullable(),
  signups: z.number().int(),
  premiumConversions: z.number().int(),
  revenueCents: z.number().int(),
});
export const referralTotalsSchema = z.object({
  currency: z.string(),
  referrers: z.number().int(),
  signups: z.number().int(),
  premiumConversions: z.number().int(),
  revenueCents: z.number().int(),
  topReferrers: z.array(topReferrerSchema),
});
export type ReferralTotals = z.infer<typeof referralTotalsSchema>;

/** A promotion code as typed: letters, digits, dash and underscore; compared upper-case. */
export const couponCodeSchema = text({ message: 'Enter a coupon code' })
  .trim()
  .min(1, 'Enter a coupon code')
  .max(64, 'That code is too long')
  .regex(/^[\w-]+$/, 'A coupon code has only letters, digits, - and _')
  .transform((value) => value.toUpperCase());

export const couponValidateRequestSchema = z.object({
  code: couponCodeSchema,
  plan: z.enum(PAID_PLAN_IDS, { message: "Choose a plan: 'monthly', 'yearly' or 'trial'" }),
});
export const couponValidateResponseSchema = z.object({
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().int().nullable(),
  /** What the first payment costs without and with the code, in cents. */
  amountCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  /** e.g. "10% off" or "€5.00 off". */
  label: z.string(),
});
export type CouponValidation = z.infer<typeof couponValidateResponseSchema>;

/** Admin: a coupon of the local test-mode checkout (Stripe's are made in its dashboard). */
export const localCouponCreateSchema = z
  .object({
    code: couponCodeSchema,
    percentOff: z.number().int().min(1).max(100).optional(),
    amountOffCents: z.number().int().min(1).max(1_000_000).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((value) => (value.percentOff === undefined) !== (value.amountOffCents === undefined), {
    message: 'Give either percentOff or amountOffCents',
    path: ['percentOff'],
  });
export type LocalCouponCreate = z.infer<typeof localCouponCreateSchema>;
export const couponCodeParamsSchema = z.object({ code: couponCodeSchema });
