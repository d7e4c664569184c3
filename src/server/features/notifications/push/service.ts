import type { FastifyBaseLogger } from 'fastify';
import type {
  NotificationSettings,
  NotificationSettingsUpdate,
  PushSubscribeRequest,
} from '#shared/api/notifications.js';
import { AppError } from '#server/http/errors.js';
import type { PushMessage, PushProvider } from '#server/providers/push/index.js';
import type { AnalyticsService } from '#server/features/analytics/index.js';
import type { AccountDataRegistry, Viewer } from '#server/features/auth/index.js';
import type { PushStore } from './store.js';

export const pushPremiumRequired = () =>
  new AppError(402, 'premium_required', 'Push notifications are part of Premium.');

export interface SendSummary {
  devices: number;
  delivered: number;
  removed: number;
  errors: string[];
}

/** Push subscriptions, notification settings and sending (docs/API.md, "Notifications"). */
export function createPushService(deps: {
  store: PushStore;
  provider: PushProvider;
  analytics: AnalyticsService;
  log: FastifyBaseLogger;
}) {
  const { store, provider, analytics, log } = deps;

  async function settings(userId: string): Promise<NotificationSettings> {
    const [row, devices] = await Promise.all([
      store.settingsOf(userId),
      store.subscriptionsOf(userId),
    ]);
    return {
      dailyMessages: row.dailyMessagesEnabled,
      emailDigests: row.emailDigestsEnabled,
      timeZone: row.timeZone,
      dailyMessageHour: row.dailyMessageHour,
      pushDevices: devices.length,
    };
  }

  /** Sends to every device of a member; endpoints the push service calls gone are removed. */
  async function sendToUser(userId: string, message: PushMessage): Promise<SendSummary> {
    const targets = await store.subscriptionsOf(userId);
    const summary: SendSummary = { devices: targets.length, delivered: 0, removed: 0, errors: [] };
    await Promise.all(
      targets.map(async (target) => {
        const result = await provider.send(target, message);
        if (result.ok) {
          summary.delivered += 1;
          return;
        }
        if (result.gone) {
          await store.deleteEndpoint(target.endpoint);
          summary.removed += 1;
          await analytics.track({
            type: 'push_subscription_removed',
            userId,
            data: { reason: 'expired', status: result.status },
          });
          return;
        }
        summary.errors.push(result.error);
        log.warn({ userId, status: result.status, err: result.error }, 'push not delivered');
      }),
    );
    return summary;
  }

  return {
    publicKey: provider.publicKey,
    keySource: provider.keySource,
    settings,
    sendToUser,

    async subscribe(viewer: Viewer, input: PushSubscribeRequest) {
      if (!viewer.isPremium) throw pushPremiumRequired();
      const row = await store.upsertSubscription(viewer.id, {
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      });
      if (input.timeZone) await store.saveSettings(viewer.id, { timeZone: input.timeZone });
      const created = row.createdAt.getTime() === row.updatedAt.getTime();
      if (created) await analytics.track({ type: 'push_subscription_created', userId: viewer.id });
      return settings(viewer.id);
    },

    /** Turning push off also turns daily messages off (docs/PRODUCT.md). */
    async unsubscribe(viewer: Viewer, endpoint: string) {
      const removed = await store.deleteSubscription(viewer.id, endpoint);
      await store.saveSettings(viewer.id, { dailyMessagesEnabled: false });
      if (removed > 0)
        await analytics.track({
          type: 'push_subscription_removed',
          userId: viewer.id,
          data: { reason: 'unsubscribed' },
        });
      return settings(viewer.id);
    },

    async updateSettings(userId: string, input: NotificationSettingsUpdate) {
      await store.saveSettings(userId, {
        dailyMessagesEnabled: input.dailyMessages,
        emailDigestsEnabled: input.emailDigests,
        timeZone: input.timeZone,
        dailyMessageHour: input.dailyMessageHour,
      });
      return settings(userId);
    },

    async recordPermission(userId: string, state: 'granted' | 'denied') {
      await analytics.track({ type: `notification_permission_${state}`, userId });
    },

    /** A reply or an image finished and nobody was watching: tell the member's devices. */
    async notifyReady(userId: string, message: PushMessage) {
      try {
        await sendToUser(userId, message);
      } catch (error) {
        log.warn({ err: error, userId }, 'could not send a ready push');
      }
    },

    /** Whether e-mail digests are on for a member (the e-mail feature asks). */
    async emailDigestsEnabled(userId: string) {
      return (await store.settingsOf(userId)).emailDigestsEnabled;
    },

    registerDataOwner(registry: AccountDataRegistry) {
      // Rows go with the user row (ON DELETE CASCADE); the export lists them.
      registry.register({ name: 'notifications', exportRows: store.exportRows });
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
