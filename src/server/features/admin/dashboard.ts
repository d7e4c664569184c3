import type { AdminRange, Dashboard } from '#shared/api/admin.js';
import { rangeDays } from '#shared/api/admin.js';
import { ADMIN_RECENT_LIST_SIZE } from '#shared/constants.js';
import { PAYWALL_VARIANTS } from '#shared/paywall.js';
import type { AnalyticsAdminStats } from '../analytics/index.js';
import type { AuthAdminStats } from '../auth/index.js';
import type { BillingAdminStats } from '../billing/index.js';
import type { ChatAdminStats } from '../chat/index.js';
import type { SafetyAdminStats } from '../safety/index.js';
import { maskId } from './mask.js';
import { significanceNote } from './significance.js';

export interface DashboardSources {
  auth: AuthAdminStats;
  billing: BillingAdminStats;
  analytics: AnalyticsAdminStats;
  safety: SafetyAdminStats;
  chat: ChatAdminStats;
  coupons: { redemptionStats(since: Date): Promise<{ count: number; discountCents: number }> };
  currency: string;
  now?: () => Date;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/** Every dashboard figure, computed from the features' tables over the chosen range. */
export function createDashboardService(sources: DashboardSources) {
  const { auth, billing, analytics, safety, chat } = sources;
  const now = sources.now ?? (() => new Date());

  async function premiumUserCount() {
    const [subscribed, granted] = await Promise.all([
      billing.subscribedUserIds(),
      auth.grantedPremiumIds(),
    ]);
    return new Set([...subscribed, ...granted]).size;
  }

  async function abTest(since: Date): Promise<Dashboard['abTest']> {
    const [assignments, perVariant, successIds] = await Promise.all([
      safety.assignmentsPerVariant(since),
      analytics.perVariant(since),
      analytics.successUserIds(since),
    ]);
    const variantOf = await safety.variantsOf(successIds);
    const variants = (['A', 'B'] as const).map((variant) => {
      const assigned = assignments.find((row) => row.variant === variant)?.count ?? 0;
      const events = perVariant.find((row) => row.variant === variant);
      const successes = [...variantOf.values()].filter((value) => value === variant).length;
      return {
        variant,
        headline: PAYWALL_VARIANTS[variant].headline,
        assignments: assigned,
        views: events?.views ?? 0,
        checkouts: events?.starts ?? 0,
        successes,
        conversionPercent: percent(successes, assigned),
      };
    });
    return {
      totalAssignments: variants.reduce((sum, row) => sum + row.assignments, 0),
      variants,
      significance: significanceNote(variants[0], variants[1]),
    };
  }

  async function credits(since: Date, creditsRevenueCents: number) {
    const stats = await billing.creditStats(since);
    return {
      creditsSold: stats.creditsSold,
      creditsRevenueCents,
      specialRequests: stats.spentByAction.reduce((sum, row) => sum + row.requests, 0),
      topRequestType: stats.spentByAction[0]?.action ?? 'None',
      spentByAction: stats.spentByAction,
    };
  }

  return {
    async dashboard(range: AdminRange): Promise<Dashboard> {
      const since = new Date(now().getTime() - rangeDays(range) * 86_400_000);
      const [totalUsers, premiumUsers, revenue, activeChats, churn, mrrCents, coupons] =
        await Promise.all([
          auth.totalUsers(),
          premiumUserCount(),
          billing.revenue(since),
          chat.activeChats(since),
          billing.churn(since),
          billing.mrrCents(),
          sources.coupons.redemptionStats(since),
        ]);
      const [ab, funnel, reasons, webhooks, activity, signups, messages, revenueByDay] =
        await Promise.all([
          abTest(since),
          analytics.funnel(since),
          billing.cancellationReasons(since),
          billing.recentWebhooks(ADMIN_RECENT_LIST_SIZE),
          analytics.recentEvents({ limit: ADMIN_RECENT_LIST_SIZE }),
          auth.signupsByDay(since),
          chat.messagesByDay(since),
          billing.revenueByDay(since),
        ]);
      return {
        range,
        currency: sources.currency,
        totalUsers,
        premiumUsers,
        conversionPercent: percent(premiumUsers, totalUsers),
        revenueCents: revenue.totalCents,
        subscriptionRevenueCents: revenue.subscriptionCents,
        creditsRevenueCents: revenue.creditsCents,
        revenuePerPremiumUserCents:
          premiumUsers === 0 ? 0 : Math.round(revenue.totalCents / premiumUsers),
        activeChats,
        churnPercent: churn.ratePercent,
        mrrCents,
        couponRedemptions: coupons.count,
        couponDiscountCents: coupons.discountCents,
        abTest: ab,
        funnel: { ...funnel, successPercent: percent(funnel.successes, funnel.views) },
        cancellationReasons: reasons,
        credits: await credits(since, revenue.creditsCents),
        recentWebhooks: webhooks.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        recentActivity: activity.map((row) => ({
          type: row.eventType,
          user: row.userId ? maskId(row.userId) : null,
          createdAt: row.createdAt.toISOString(),
        })),
        charts: { signups, messages, revenueCents: revenueByDay },
      };
    },

    async creditsStats() {
      const since = new Date(now().getTime() - 30 * 86_400_000);
      const revenue = await billing.revenue(since);
      const stats = await credits(since, revenue.creditsCents);
      return {
        totalCreditsSold: stats.creditsSold,
        creditsRevenue: stats.creditsRevenueCents / 100,
        specialRequests: stats.specialRequests,
        topRequestType: stats.topRequestType,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
