import { z } from 'zod';
import { ADMIN_RANGES_DAYS } from '../constants.js';

export const adminRangeQuerySchema = z.object({
  range: z.enum(['7d', '30d', '90d'], { message: 'range must be 7d, 30d or 90d' }).default('30d'),
});
export type AdminRange = z.infer<typeof adminRangeQuerySchema>['range'];
export const rangeDays = (range: AdminRange) => ADMIN_RANGES_DAYS[range];

const dailySchema = z.array(z.object({ day: z.string(), value: z.number() }));

export const qaCheckResultSchema = z.object({
  name: z.string(),
  label: z.string(),
  pass: z.boolean(),
  detail: z.string(),
  hint: z.string().nullable(),
  ms: z.number(),
});
export type QaCheckResult = z.infer<typeof qaCheckResultSchema>;

export const qaChecklistSchema = z.object({
  summary: z.object({
    status: z.enum(['healthy', 'warning', 'critical']),
    health_percentage: z.number(),
    passed: z.number(),
    failed: z.number(),
    total: z.number(),
  }),
  checks: z.record(z.string(), z.boolean()),
  results: z.array(qaCheckResultSchema),
});
export type QaChecklist = z.infer<typeof qaChecklistSchema>;

export const variantStatsSchema = z.object({
  variant: z.enum(['A', 'B']),
  headline: z.string(),
  assignments: z.number(),
  views: z.number(),
  checkouts: z.number(),
  successes: z.number(),
  conversionPercent: z.number(),
});

export const dashboardSchema = z.object({
  range: z.enum(['7d', '30d', '90d']),
  currency: z.string(),
  totalUsers: z.number(),
  premiumUsers: z.number(),
  conversionPercent: z.number(),
  revenueCents: z.number(),
  subscriptionRevenueCents: z.number(),
  creditsRevenueCents: z.number(),
  revenuePerPremiumUserCents: z.number(),
  activeChats: z.number(),
  churnPercent: z.number(),
  mrrCents: z.number(),
  /** Coupons redeemed on completed checkouts in the range, and what they took off. */
  couponRedemptions: z.number(),
  couponDiscountCents: z.number(),
  abTest: z.object({
    totalAssignments: z.number(),
    variants: z.array(variantStatsSchema),
    significance: z.string(),
  }),
  funnel: z.object({
    views: z.number(),
    starts: z.number(),
    successes: z.number(),
    successPercent: z.number(),
  }),
  cancellationReasons: z.array(
    z.object({ reason: z.string(), count: z.number(), percent: z.number() }),
  ),
  credits: z.object({
    creditsSold: z.number(),
    creditsRevenueCents: z.number(),
    specialRequests: z.number(),
    topRequestType: z.string(),
    spentByAction: z.array(
      z.object({ action: z.string(), credits: z.number(), requests: z.number() }),
    ),
  }),
  recentWebhooks: z.array(
    z.object({
      id: z.number(),
      eventType: z.string(),
      eventId: z.string(),
      processed: z.boolean(),
      error: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  recentActivity: z.array(
    z.object({ type: z.string(), user: z.string().nullable(), createdAt: z.string() }),
  ),
  charts: z.object({ signups: dailySchema, messages: dailySchema, revenueCents: dailySchema }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const creditsStatsSchema = z.object({
  totalCreditsSold: z.number(),
  creditsRevenue: z.number(),
  specialRequests: z.number(),
  topRequestType: z.string(),
});
