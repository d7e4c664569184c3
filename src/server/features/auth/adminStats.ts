import { desc, eq, ilike, isNotNull, max, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/jsonRows.js';
import { session, user } from '#server/db/schema/index.js';

/** Read-only account figures for the admin dashboard. */
export function createAuthAdminStats(db: Database) {
  return {
    async totalUsers() {
      const [row] = rowsOf<{ count: string }>(
        await db.execute(sql`select count(*) as count from ${user}`),
      );
      return Number(row.count);
    },

    async signupsByDay(since: Date) {
      return rowsOf<{ day: string; count: string }>(
        await db.execute(sql`
          select to_char(date_trunc('day', ${user.createdAt} at time zone 'UTC'), 'YYYY-MM-DD') as day,
                 count(*) as count
          from ${user} where ${user.createdAt} >= ${since} group by 1 order by 1`),
      ).map((row) => ({ day: row.day, value: Number(row.count) }));
    },

    /** Users an admin granted Premium, independent of any subscription. */
    async grantedPremiumIds(): Promise<string[]> {
      const rows = await db
        .select({ id: user.id })
        .from(user)
        .where(isNotNull(user.premiumGrantedAt));
      return rows.map((row) => row.id);
    },

    /** Accounts whose e-mail or username contains `query` (any case), newest first, one page. */
    async searchUsers(options: { query: string; limit: number; offset: number }) {
      const pattern = `%${options.query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const where = options.query
        ? or(ilike(user.email, pattern), ilike(user.username, pattern))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(user)
          .where(where)
          .orderBy(desc(user.createdAt), desc(user.id))
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(user)
          .where(where),
      ]);
      return { rows, total: total.count };
    },

    async userRow(userId: string) {
      const [row] = await db.select().from(user).where(eq(user.id, userId));
      return row ?? null;
    },

    /** The latest sign-in or session refresh of a user (better-auth touches it once a day). */
    async lastSessionAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(session.updatedAt) })
        .from(session)
        .where(eq(session.userId, userId));
      return row?.at ? new Date(row.at) : null;
    },
  };
}

export type AuthAdminStats = ReturnType<typeof createAuthAdminStats>;
