import { inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/jsonRows.js';
import { paywallAssignments } from '#server/db/schema/index.js';

/** Read-only figures of the paywall A/B test for the admin dashboard. */
export function createSafetyAdminStats(db: Database) {
  return {
    /** Assignments per variant made since `since`. */
    async assignmentsPerVariant(since: Date) {
      return rowsOf<{ variant: 'A' | 'B'; count: string }>(
        await db.execute(sql`
          select ${paywallAssignments.variant} as variant, count(*) as count from ${paywallAssignments}
          where ${paywallAssignments.createdAt} >= ${since} group by 1`),
      ).map((row) => ({ variant: row.variant, count: Number(row.count) }));
    },

    /** The sticky variant of each of these users (users never shown the paywall have none). */
    async variantsOf(userIds: string[]): Promise<Map<string, 'A' | 'B'>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(paywallAssignments)
        .where(inArray(paywallAssignments.subjectId, userIds));
      return new Map(rows.map((row) => [row.subjectId, row.variant]));
    },
  };
}

export type SafetyAdminStats = ReturnType<typeof createSafetyAdminStats>;
