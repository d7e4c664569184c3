import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Database, DbExecutor } from '#server/db/client.js';
import { referralAttributions, referralCodes } from '#server/db/schema/index.js';

/** Referral codes and attributions (docs/API.md#referrals). */
export function createReferralStore(db: Database) {
  return {
    async codeOf(userId: string) {
      const [row] = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.userId, userId));
      return row?.code ?? null;
    },

    /** False when the code is taken (by anyone) or the user has one already. */
    async insertCode(userId: string, code: string) {
      const rows = await db
        .insert(referralCodes)
        .values({ userId, code })
        .onConflictDoNothing()
        .returning({ code: referralCodes.code });
      return rows.length === 1;
    },

    async ownerOf(code: string) {
      const [row] = await db
        .select({ userId: referralCodes.userId })
        .from(referralCodes)
        .where(eq(referralCodes.code, code));
      return row?.userId ?? null;
    },

    /** First touch wins: a referred user keeps the first attribution. True when this one counted. */
    async attribute(row: typeof referralAttributions.$inferInsert) {
      const rows = await db
        .insert(referralAttributions)
        .values(row)
        .onConflictDoNothing({ target: referralAttributions.referredUserId })
        .returning({ id: referralAttributions.referredUserId });
      return rows.length === 1;
    },

    async referredBy(referrerUserId: string) {
      const rows = await db
        .select({ userId: referralAttributions.referredUserId })
        .from(referralAttributions)
        .where(eq(referralAttributions.referrerUserId, referrerUserId));
      return rows.map((row) => row.userId);
    },

    /** Every attribution (referrer, referred), for the admin's totals. */
    async allAttributions() {
      return db
        .select({
          referrerUserId: referralAttributions.referrerUserId,
          referredUserId: referralAttributions.referredUserId,
        })
        .from(referralAttributions);
    },

    async codesOf(userIds: string[]) {
      if (userIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select()
        .from(referralCodes)
        .where(inArray(referralCodes.userId, userIds));
      return new Map(rows.map((row) => [row.userId, row.code]));
    },

    exportRows: async (executor: DbExecutor, userId: string) => ({
      code: await executor.select().from(referralCodes).where(eq(referralCodes.userId, userId)),
      attributions: await executor
        .select()
        .from(referralAttributions)
        .where(
          or(
            eq(referralAttributions.referrerUserId, userId),
            eq(referralAttributions.referredUserId, userId),
          ),
        )
        .orderBy(desc(referralAttributions.createdAt)),
    }),
  };
}

export type ReferralStore = ReturnType<typeof createReferralStore>;
