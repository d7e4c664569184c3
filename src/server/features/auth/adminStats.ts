import { isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/jsonRows.js';
import { user } from '../../db/schema/index.js';

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
  };
}

export type AuthAdminStats = ReturnType<typeof createAuthAdminStats>;
