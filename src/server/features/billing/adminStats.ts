import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { findPlan } from '#shared/plans.js';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/jsonRows.js';
import {
  cancellationFeedback,
  checkoutSessions,
  creditTransactions,
  subscriptions,
  webhookLogs,
} from '#server/db/schema/index.js';

const num = (value: unknown) => Number(value ?? 0);

const WEBHOOK_COLUMNS = {
  id: webhookLogs.id,
  eventType: webhookLogs.eventType,
  eventId: webhookLogs.stripeEventId,
  processed: webhookLogs.processed,
  error: webhookLogs.error,
  createdAt: webhookLogs.createdAt,
};

export type WebhookStatus = 'processed' | 'pending' | 'failed';

/** Read-only billing figures for the admin dashboard, computed from the billing tables. */
export function createBillingAdminStats(db: Database) {
  const monthlyCents = findPlan('monthly')!.priceCents;
  const yearlyCents = findPlan('yearly')!.priceCents;

  return {
    /** Paid checkouts completed since `since`, in cents, by kind (subscription or credits). */
    async revenue(since: Date) {
      const rows = rowsOf<{ kind: string; cents: string }>(
        await db.execute(sql`
          select ${checkoutSessions.kind} as kind, coalesce(sum(${checkoutSessions.amountCents}), 0) as cents
          from ${checkoutSessions}
          where ${checkoutSessions.status} = 'complete' and ${checkoutSessions.updatedAt} >= ${since}
          group by 1`),
      );
      const of = (kind: string) => num(rows.find((row) => row.kind === kind)?.cents);
      const subscriptionCents = of('subscription');
      const creditsCents = of('credits');
      return { subscriptionCents, creditsCents, totalCents: subscriptionCents + creditsCents };
    },

    async revenueByDay(since: Date) {
      return rowsOf<{ day: string; cents: string }>(
        await db.execute(sql`
          select to_char(date_trunc('day', ${checkoutSessions.updatedAt} at time zone 'UTC'), 'YYYY-MM-DD') as day,
                 sum(${checkoutSessions.amountCents}) as cents
          from ${checkoutSessions}
          where ${checkoutSessions.status} = 'complete' and ${checkoutSessions.updatedAt} >= ${since}
          group by 1 order by 1`),
      ).map((row) => ({ day: row.day, value: num(row.cents) }));
    },

    /** Users whose subscription grants Premium now (active or trialing). */
    async subscribedUserIds(): Promise<string[]> {
      return rowsOf<{ id: string }>(
        await db.execute(sql`
          select ${subscriptions.userId} as id from ${subscriptions}
          where ${subscriptions.status} in ('active', 'trialing')`),
      ).map((row) => row.id);
    },

    /**
     * Monthly recurring revenue: every paying (active) subscription at its monthly equivalent. A
     * running trial pays nothing recurring yet; a trial that renewed bills as monthly.
     */
    async mrrCents() {
      const rows = rowsOf<{ plan: string; count: string }>(
        await db.execute(sql`
          select ${subscriptions.plan} as plan, count(*) as count from ${subscriptions}
          where ${subscriptions.status} = 'active' group by 1`),
      );
      return rows.reduce((total, row) => {
        const monthly = row.plan === 'yearly' ? yearlyCents / 12 : monthlyCents;
        return total + Math.round(monthly * num(row.count));
      }, 0);
    },

    /**
     * Churn over the range: subscriptions that ended in it, over those that ended in it plus
     * those still running (the subscriber base the range started with or gained).
     */
    async churn(since: Date) {
      const [row] = rowsOf<{ ended: string; running: string }>(
        await db.execute(sql`
          select count(*) filter (where ${subscriptions.status} = 'canceled' and ${subscriptions.updatedAt} >= ${since}) as ended,
                 count(*) filter (where ${subscriptions.status} <> 'canceled') as running
          from ${subscriptions}`),
      );
      const ended = num(row.ended);
      const base = ended + num(row.running);
      return { ended, base, ratePercent: base === 0 ? 0 : round1((ended / base) * 100) };
    },

    async cancellationReasons(since: Date) {
      const rows = rowsOf<{ reason: string; count: string }>(
        await db.execute(sql`
          select ${cancellationFeedback.reason} as reason, count(*) as count from ${cancellationFeedback}
          where ${cancellationFeedback.createdAt} >= ${since} group by 1 order by 2 desc, 1`),
      );
      const total = rows.reduce((sum, row) => sum + num(row.count), 0);
      return rows.map((row) => ({
        reason: row.reason,
        count: num(row.count),
        percent: round1((num(row.count) / total) * 100),
      }));
    },

    async creditStats(since: Date) {
      const [sold] = rowsOf<{ credits: string }>(
        await db.execute(sql`
          select coalesce(sum(${creditTransactions.amount}), 0) as credits from ${creditTransactions}
          where ${creditTransactions.transactionType} = 'purchase' and ${creditTransactions.createdAt} >= ${since}`),
      );
      const spent = rowsOf<{ action: string; credits: string; requests: string }>(
        await db.execute(sql`
          select coalesce(${creditTransactions.specialRequestType}, 'other') as action,
                 -sum(${creditTransactions.amount}) as credits, count(*) as requests
          from ${creditTransactions}
          where ${creditTransactions.transactionType} = 'usage' and ${creditTransactions.createdAt} >= ${since}
          group by 1 order by 3 desc, 1`),
      ).map((row) => ({
        action: row.action,
        credits: num(row.credits),
        requests: num(row.requests),
      }));
      return { creditsSold: num(sold.credits), spentByAction: spent };
    },

    /** A user's subscription plan and status, or null when they never subscribed. */
    async subscriptionOf(userId: string) {
      const [row] = await db
        .select({ plan: subscriptions.plan, status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      return row ?? null;
    },

    /** One page of the webhook log, newest first: processed, pending (not yet) or failed (error). */
    async webhookPage(options: { status: WebhookStatus | 'all'; limit: number; offset: number }) {
      const where = {
        all: undefined,
        processed: eq(webhookLogs.processed, true),
        pending: and(eq(webhookLogs.processed, false), isNull(webhookLogs.error)),
        failed: and(eq(webhookLogs.processed, false), isNotNull(webhookLogs.error)),
      }[options.status];
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...WEBHOOK_COLUMNS, processedAt: webhookLogs.processedAt })
          .from(webhookLogs)
          .where(where)
          .orderBy(desc(webhookLogs.createdAt), desc(webhookLogs.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ count: count() }).from(webhookLogs).where(where),
      ]);
      return { rows, total: total.count };
    },

    async recentWebhooks(limit: number, offset = 0) {
      return db
        .select(WEBHOOK_COLUMNS)
        .from(webhookLogs)
        .orderBy(sql`${webhookLogs.createdAt} desc, ${webhookLogs.id} desc`)
        .limit(limit)
        .offset(offset);
    },
  };
}

export type BillingAdminStats = ReturnType<typeof createBillingAdminStats>;

function round1(value: number) {
  return Math.round(value * 10) / 10;
}
