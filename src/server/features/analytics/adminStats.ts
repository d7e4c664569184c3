import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/jsonRows.js';
import { analyticsEvents } from '#server/db/schema/index.js';

/** A checkout that ended in a subscription: the success page or webhook records one of these. */
export const CHECKOUT_SUCCESS_EVENTS = ['checkout_success', 'trial_converted'] as const;
export const PAYWALL_TRIGGER_EVENT = 'nsfw_paywall_trigger';

const num = (value: unknown) => Number(value ?? 0);

/** Read-only analytics figures for the admin dashboard. */
export function createAnalyticsAdminStats(db: Database) {
  return {
    /** Paywall views, checkouts started and subscription successes since `since`. */
    async funnel(since: Date) {
      const [row] = rowsOf<{ views: string; starts: string; successes: string }>(
        await db.execute(sql`
          select count(*) filter (where ${analyticsEvents.eventType} = 'paywall_view') as views,
                 count(*) filter (where ${analyticsEvents.eventType} = 'checkout_start') as starts,
                 count(*) filter (where ${analyticsEvents.eventType} in ('checkout_success', 'trial_converted')) as successes
          from ${analyticsEvents} where ${analyticsEvents.createdAt} >= ${since}`),
      );
      return { views: num(row.views), starts: num(row.starts), successes: num(row.successes) };
    },

    /** Paywall views and checkout starts per A/B variant (both events carry the variant). */
    async perVariant(since: Date) {
      return rowsOf<{ variant: string; views: string; starts: string }>(
        await db.execute(sql`
          select ${analyticsEvents.eventData}->>'variant' as variant,
                 count(*) filter (where ${analyticsEvents.eventType} = 'paywall_view') as views,
                 count(*) filter (where ${analyticsEvents.eventType} = 'checkout_start') as starts
          from ${analyticsEvents}
          where ${analyticsEvents.createdAt} >= ${since}
            and ${analyticsEvents.eventType} in ('paywall_view', 'checkout_start')
            and ${analyticsEvents.eventData} ? 'variant'
          group by 1`),
      ).map((row) => ({ variant: row.variant, views: num(row.views), starts: num(row.starts) }));
    },

    /** The users with a subscription success since `since` (to attribute to their variant). */
    async successUserIds(since: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: analyticsEvents.userId })
        .from(analyticsEvents)
        .where(
          and(
            inArray(analyticsEvents.eventType, [...CHECKOUT_SUCCESS_EVENTS]),
            gte(analyticsEvents.createdAt, since),
          ),
        );
      return rows.flatMap((row) => (row.userId ? [row.userId] : []));
    },

    /** One page of events, newest first, filtered by type and a [from, to) time window. */
    async eventsPage(options: {
      type?: string;
      from?: Date;
      to?: Date;
      limit: number;
      offset: number;
    }) {
      const where = and(
        options.type ? eq(analyticsEvents.eventType, options.type) : undefined,
        options.from ? gte(analyticsEvents.createdAt, options.from) : undefined,
        options.to ? lt(analyticsEvents.createdAt, options.to) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(analyticsEvents)
          .where(where)
          .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ count: count() }).from(analyticsEvents).where(where),
      ]);
      return { rows, total: total.count };
    },

    /** Every event type recorded so far, for the filter. */
    async eventTypes(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ type: analyticsEvents.eventType })
        .from(analyticsEvents)
        .orderBy(analyticsEvents.eventType);
      return rows.map((row) => row.type);
    },

    async recentEvents(options: { limit: number; type?: string }) {
      return db
        .select()
        .from(analyticsEvents)
        .where(options.type ? eq(analyticsEvents.eventType, options.type) : undefined)
        .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
        .limit(options.limit);
    },
  };
}

export type AnalyticsAdminStats = ReturnType<typeof createAnalyticsAdminStats>;
