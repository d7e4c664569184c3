import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '#server/db/client.js';
import { checkoutSessions } from '#server/db/schema/index.js';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutSession = Omit<
  typeof checkoutSessions.$inferInsert,
  'createdAt' | 'updatedAt'
>;

/** Where leaving a checkout goes back to: Stripe's cancel_url and the test checkout page's. */
export const checkoutCancelUrl = (appUrl: string, kind: CheckoutSessionRow['kind']) =>
  kind === 'credits' ? `${appUrl}/dashboard?tab=credits` : `${appUrl}/pricing`;

/** Sets a once-only timestamp; true for the one caller that set it. */
async function claimOnce(
  executor: DbExecutor,
  id: string,
  column: 'returnRecordedAt' | 'unlockEmailQueuedAt',
) {
  const rows = await executor
    .update(checkoutSessions)
    .set({ [column]: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions[column])))
    .returning({ id: checkoutSessions.id });
  return rows.length === 1;
}

/** Our record of each checkout session: who owns it and which once-only steps already ran. */
export function createCheckoutSessionStore(db: Database) {
  return {
    async create(row: NewCheckoutSession) {
      await db.insert(checkoutSessions).values(row);
    },

    async findOwned(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
      return row ?? null;
    },

    async findById(executor: DbExecutor, id: string) {
      const [row] = await executor
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, id));
      return row ?? null;
    },

    /** The user's latest subscription checkout whose return has not been recorded yet. */
    async latestUnreturned(userId: string) {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.userId, userId),
            eq(checkoutSessions.kind, 'subscription'),
            isNull(checkoutSessions.returnRecordedAt),
          ),
        )
        .orderBy(desc(checkoutSessions.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** open → complete or expired; a completed session never goes back. */
    async markStatus(executor: DbExecutor, id: string, status: 'complete' | 'expired') {
      await executor
        .update(checkoutSessions)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
    },

    /**
     * Per user: whether a subscription checkout completed (a Premium conversion) and what their
     * completed checkouts paid, in cents.
     */
    async completedTotals(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: checkoutSessions.userId,
          subscribed: sql<boolean>`bool_or(${checkoutSessions.kind} = 'subscription')`,
          paidCents: sql<string>`sum(${checkoutSessions.amountCents})`,
        })
        .from(checkoutSessions)
        .where(
          and(inArray(checkoutSessions.userId, userIds), eq(checkoutSessions.status, 'complete')),
        )
        .groupBy(checkoutSessions.userId);
    },

    /** Claims the session's success event; only the first caller (return page or webhook) gets it. */
    claimReturn: (executor: DbExecutor, id: string) => claimOnce(executor, id, 'returnRecordedAt'),

    /** Claims the session's premium_unlocked e-mail, so it is queued once. */
    claimUnlockEmail: (executor: DbExecutor, id: string) =>
      claimOnce(executor, id, 'unlockEmailQueuedAt'),
  };
}

export type CheckoutSessionStore = ReturnType<typeof createCheckoutSessionStore>;
