import { and, eq, inArray } from 'drizzle-orm';
import type { Database, DbExecutor } from '#server/db/client.js';
import { userProfileSettings, weeklyDigests } from '#server/db/schema/index.js';
import { NOTIFICATION_DEFAULTS } from '#shared/constants.js';

export interface DigestClaim {
  userId: string;
  weekOf: string;
  messageCount: number;
  characterCount: number;
  topCharacterId: string | null;
}

export interface DigestSettings {
  userId: string;
  enabled: boolean;
  timeZone: string;
}

const CHUNK = 500;

/** The digest's rows: members' digest settings and the one claimed row per member and week. */
export function createDigestStore(db: Database) {
  return {
    /**
     * Digest setting and time zone of each member; no settings row means the defaults
     * (digests on, UTC).
     */
    async settingsOf(userIds: string[]) {
      const found = new Map<string, DigestSettings>();
      for (let i = 0; i < userIds.length; i += CHUNK) {
        const rows = await db
          .select({
            userId: userProfileSettings.userId,
            enabled: userProfileSettings.emailDigestsEnabled,
            timeZone: userProfileSettings.timeZone,
          })
          .from(userProfileSettings)
          .where(inArray(userProfileSettings.userId, userIds.slice(i, i + CHUNK)));
        for (const row of rows) found.set(row.userId, row);
      }
      return userIds.map(
        (userId): DigestSettings =>
          found.get(userId) ?? {
            userId,
            enabled: NOTIFICATION_DEFAULTS.emailDigests,
            timeZone: 'UTC',
          },
      );
    },

    /** True for the one caller that claimed this member's week; everyone after finds it taken. */
    async claim(claim: DigestClaim) {
      const rows = await db
        .insert(weeklyDigests)
        .values(claim)
        .onConflictDoNothing()
        .returning({ userId: weeklyDigests.userId });
      return rows.length === 1;
    },

    async settle(userId: string, weekOf: string, outcome: 'queued' | 'not_written') {
      await db
        .update(weeklyDigests)
        .set({ outcome })
        .where(and(eq(weeklyDigests.userId, userId), eq(weeklyDigests.weekOf, weekOf)));
    },

    async exportRows(executor: DbExecutor, userId: string) {
      return executor
        .select({
          weekOf: weeklyDigests.weekOf,
          messageCount: weeklyDigests.messageCount,
          characterCount: weeklyDigests.characterCount,
          outcome: weeklyDigests.outcome,
          createdAt: weeklyDigests.createdAt,
        })
        .from(weeklyDigests)
        .where(eq(weeklyDigests.userId, userId));
    },
  };
}

export type DigestStore = ReturnType<typeof createDigestStore>;
