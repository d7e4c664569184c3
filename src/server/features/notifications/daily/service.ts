import type { FastifyBaseLogger } from 'fastify';
import { DAILY_MESSAGE_CATCH_UP_HOURS } from '#shared/constants.js';
import type { JobQueue } from '#server/jobs/queue.js';
import type { AnalyticsService } from '#server/features/analytics/index.js';
import type { AuthService } from '#server/features/auth/index.js';
import type { ChatService } from '#server/features/chat/index.js';
import { chatLink, type PushService, type PushStore } from '../push/index.js';
import { isDue, localDateAndHour } from './localClock.js';
import { ensureSchedulerSlots } from './schedulerSlots.js';

export const DAILY_SCHEDULER_QUEUE = 'daily-scheduler';
export const DAILY_MESSAGE_QUEUE = 'daily-message';

/**
 * Proactive daily messages (docs/decisions/0065-daily-message-scheduler.md). Everything runs on
 * the job queue, so any number of instances and restarts agree:
 * - one scheduler job per UTC hour (singleton key = the hour), which enqueues the next hour's;
 * - it enqueues one message job per member whose clock has reached their chosen hour, with the
 *   singleton key `daily:<user>:<their local date>`, so a member gets at most one a day.
 */
export function createDailyMessages(deps: {
  jobs: JobQueue;
  store: PushStore;
  push: PushService;
  chat: ChatService;
  auth: AuthService;
  analytics: AnalyticsService;
  log: FastifyBaseLogger;
  clock?: () => Date;
}) {
  const { jobs, store, log } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** Makes sure this hour's and the next hour's scheduler jobs exist (idempotent). */
  const ensureScheduled = () => ensureSchedulerSlots(jobs, DAILY_SCHEDULER_QUEUE, clock());

  /** The scheduler slot: enqueue every member whose daily message is due now. */
  async function runSlot() {
    const now = clock();
    let enqueued = 0;
    for (const candidate of await store.dailyCandidates()) {
      const local = localDateAndHour(now, candidate.timeZone);
      if (!isDue(local.hour, candidate.hour, DAILY_MESSAGE_CATCH_UP_HOURS)) continue;
      const { created } = await jobs.enqueue(
        DAILY_MESSAGE_QUEUE,
        { userId: candidate.userId, date: local.date },
        { singletonKey: `daily:${candidate.userId}:${local.date}`, maxAttempts: 4 },
      );
      if (created) enqueued += 1;
    }
    await ensureScheduled();
    return { enqueued };
  }

  /** One member's message: checks again (Premium, setting, device), writes, pushes. */
  async function sendDaily(userId: string) {
    const viewer = await deps.auth.getViewerById(userId);
    if (!viewer || viewer.banned) return { skipped: 'no_account' };
    if (!viewer.isPremium) return { skipped: 'not_premium' };
    const settings = await deps.push.settings(userId);
    if (!settings.dailyMessages) return { skipped: 'turned_off' };
    if (settings.pushDevices === 0) return { skipped: 'no_device' };
    const written = await deps.chat.proactive.writeFirst(viewer);
    if (!written) return { skipped: 'no_conversation' };
    const sent = await deps.push.sendToUser(userId, {
      title: written.characterName,
      body: written.text.slice(0, 140),
      url: chatLink(written.characterId, written.conversationId),
      tag: `daily-${written.conversationId}`,
    });
    await deps.analytics.track({
      type: 'daily_message_sent',
      userId,
      data: { conversation_id: written.conversationId, delivered: sent.delivered },
    });
    return { conversationId: written.conversationId, messageId: written.messageId, ...sent };
  }

  jobs.work(DAILY_SCHEDULER_QUEUE, () => runSlot());
  jobs.work(DAILY_MESSAGE_QUEUE, async (job) => sendDaily(String(job.payload.userId)), {
    concurrency: 2,
  });

  return {
    ensureScheduled,
    runSlot,
    async start() {
      try {
        await ensureScheduled();
      } catch (error) {
        log.warn({ err: error }, 'could not schedule daily messages');
      }
    },
  };
}

export type DailyMessages = ReturnType<typeof createDailyMessages>;
