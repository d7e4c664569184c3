import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { checkoutSessions } from '../../db/schema/index.js';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutSession = Omit<
  typeof checkoutSessions.$inferInsert,
  'createdAt' | 'updatedAt'
>;

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

    /** Claims the session's success event; only the first caller (return page or webhook) gets the row. */
    async claimReturn(executor: DbExecutor, id: string) {
      const [row] = await executor
        .update(checkoutSessions)
        .set({ returnRecordedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.returnRecordedAt)))
        .returning();
      return row ?? null;
    },

    /** Claims the session's premium_unlocked e-mail, so it is queued once. */
    async claimUnlockEmail(executor: DbExecutor, id: string) {
      const [row] = await executor
        .update(checkoutSessions)
        .set({ unlockEmailQueuedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.unlockEmailQueuedAt)))
        .returning();
      return row ?? null;
    },
  };
}

export type CheckoutSessionStore = ReturnType<typeof createCheckoutSessionStore>;
