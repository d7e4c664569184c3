import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '#server/db/client.js';
import { pushSubscriptions, userProfileSettings } from '#server/db/schema/index.js';
import { NOTIFICATION_DEFAULTS } from '#shared/constants.js';
import type { PushTarget } from '#server/providers/push/index.js';

export type SettingsValues = Partial<
  Pick<
    typeof userProfileSettings.$inferInsert,
    'dailyMessagesEnabled' | 'emailDigestsEnabled' | 'timeZone' | 'dailyMessageHour'
  >
>;

/** Push subscriptions and notification settings: the only code that touches their tables. */
export function createPushStore(db: Database) {
  return {
    /** Saves a browser's subscription; the same endpoint again (even from another account) moves it. */
    async upsertSubscription(userId: string, target: PushTarget) {
      const [row] = await db
        .insert(pushSubscriptions)
        .values({
          userId,
          endpoint: target.endpoint,
          p256dhKey: target.p256dh,
          authKey: target.auth,
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dhKey: target.p256dh, authKey: target.auth, updatedAt: new Date() },
        })
        .returning({
          createdAt: pushSubscriptions.createdAt,
          updatedAt: pushSubscriptions.updatedAt,
        });
      return row;
    },

    async deleteSubscription(userId: string, endpoint: string) {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length;
    },

    /** The push service said the endpoint is gone: whoever owned it. */
    async deleteEndpoint(endpoint: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    async subscriptionsOf(userId: string): Promise<PushTarget[]> {
      const rows = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return rows.map((row) => ({
        endpoint: row.endpoint,
        p256dh: row.p256dhKey,
        auth: row.authKey,
      }));
    },

    async settingsOf(userId: string) {
      const [row] = await db
        .select()
        .from(userProfileSettings)
        .where(eq(userProfileSettings.userId, userId));
      return (
        row ?? {
          userId,
          dailyMessagesEnabled: NOTIFICATION_DEFAULTS.dailyMessages,
          emailDigestsEnabled: NOTIFICATION_DEFAULTS.emailDigests,
          smsEnabled: NOTIFICATION_DEFAULTS.sms,
          timeZone: 'UTC',
          dailyMessageHour: NOTIFICATION_DEFAULTS.dailyMessageHour,
          updatedAt: null,
        }
      );
    },

    async saveSettings(userId: string, values: SettingsValues) {
      await db
        .insert(userProfileSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: userProfileSettings.userId,
          set: { ...values, updatedAt: new Date() },
        });
    },

    /**
     * Members who could get a daily message: a push subscription, and daily messages on (or no
     * settings row: the default is on). One row per member with their clock.
     */
    async dailyCandidates() {
      return db
        .selectDistinct({
          userId: pushSubscriptions.userId,
          timeZone: sql<string>`coalesce(${userProfileSettings.timeZone}, 'UTC')`,
          hour: sql<number>`coalesce(${userProfileSettings.dailyMessageHour}, ${NOTIFICATION_DEFAULTS.dailyMessageHour})::int`,
        })
        .from(pushSubscriptions)
        .leftJoin(userProfileSettings, eq(userProfileSettings.userId, pushSubscriptions.userId))
        .where(
          sql`coalesce(${userProfileSettings.dailyMessagesEnabled}, ${NOTIFICATION_DEFAULTS.dailyMessages})`,
        );
    },

    async exportRows(executor: DbExecutor, userId: string) {
      return {
        pushSubscriptions: await executor
          .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId)),
        settings: await executor
          .select()
          .from(userProfileSettings)
          .where(eq(userProfileSettings.userId, userId)),
      };
    },
  };
}

export type PushStore = ReturnType<typeof createPushStore>;
