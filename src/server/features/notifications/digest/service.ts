import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '#server/jobs/queue.js';
import type { AccountDataRegistry, AuthService } from '#server/features/auth/index.js';
import type { WeeklyActivityService } from '#server/features/chat/index.js';
import { ensureSchedulerSlots } from '../daily/index.js';
import type { EmailService } from '../email/index.js';
import type { DigestStore } from './store.js';
import { DIGEST_LOOKBACK_MS, digestTimeAnywhere, dueDigestWeek } from './week.js';

export const DIGEST_SCHEDULER_QUEUE = 'digest-scheduler';
export const WEEKLY_DIGEST_QUEUE = 'weekly-digest';
export const WEEKLY_DIGEST_TEMPLATE = 'weekly_digest';

/** What a digest job is given: the member and the exact week the slot chose on their clock. */
export interface DigestJobPayload {
  userId: string;
  weekOf: string;
  from: string;
  to: string;
}

const payloadOf = (payload: Record<string, unknown>): DigestJobPayload => ({
  userId: String(payload.userId),
  weekOf: String(payload.weekOf),
  from: String(payload.from),
  to: String(payload.to),
});

export interface WeeklyDigestDeps {
  jobs: JobQueue;
  store: DigestStore;
  email: EmailService;
  auth: AuthService;
  activity: WeeklyActivityService;
  /** A character's display name, or null when it is gone from the roster. */
  characterName: (characterId: string) => Promise<string | null>;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

/**
 * The weekly digest e-mail (docs/decisions/0066-weekly-digest.md), on the job queue like the daily
 * messages: one scheduler job per UTC hour (`slot:<hour>`) enqueues one `weekly-digest` job per
 * member whose clock is in the digest's sending hours, keyed `digest:<user>:<local Monday>`; the
 * job claims a `weekly_digests` row before writing the mail, so a member gets at most one a week.
 */
export function createWeeklyDigest(deps: WeeklyDigestDeps) {
  const { jobs, store, log } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** Makes sure this hour's and the next hour's scheduler jobs exist (idempotent). */
  const ensureScheduled = () => ensureSchedulerSlots(jobs, DIGEST_SCHEDULER_QUEUE, clock());

  /** The scheduler slot: enqueue a digest for every member it is digest time for. */
  async function runSlot() {
    const now = clock();
    let enqueued = 0;
    if (digestTimeAnywhere(now)) {
      // Only members who wrote lately can have anything to read; the job counts exactly.
      const active = await deps.activity.activeMembers({
        from: new Date(now.getTime() - DIGEST_LOOKBACK_MS),
        to: now,
      });
      for (const member of await store.settingsOf(active)) {
        if (!member.enabled) continue;
        const week = dueDigestWeek(now, member.timeZone);
        if (!week) continue;
        const payload: DigestJobPayload = {
          userId: member.userId,
          weekOf: week.weekOf,
          from: week.from.toISOString(),
          to: week.to.toISOString(),
        };
        const { created } = await jobs.enqueue(
          WEEKLY_DIGEST_QUEUE,
          { ...payload },
          {
            singletonKey: `digest:${member.userId}:${week.weekOf}`,
            maxAttempts: 4,
          },
        );
        if (created) enqueued += 1;
      }
    }
    await ensureScheduled();
    return { enqueued };
  }

  /** One member's digest: checks again, counts the week, claims it, writes the mail. */
  async function sendDigest(job: DigestJobPayload) {
    const { userId, weekOf } = job;
    const viewer = await deps.auth.getViewerById(userId);
    if (!viewer || viewer.banned) return { skipped: 'no_account' };
    const [settings] = await store.settingsOf([userId]);
    if (!settings.enabled) return { skipped: 'turned_off' };
    if (await deps.email.optedOut(userId)) return { skipped: 'unsubscribed' };
    const week = await deps.activity.ofMember(userId, {
      from: new Date(job.from),
      to: new Date(job.to),
    });
    if (week.messageCount === 0) return { skipped: 'no_activity' };
    const top = week.characters[0];
    const claimed = await store.claim({
      userId,
      weekOf,
      messageCount: week.messageCount,
      characterCount: week.characterCount,
      topCharacterId: top.characterId,
    });
    if (!claimed) return { skipped: 'already_sent' };
    // Claimed first: a crash before the outbox loses this week's digest rather than doubling it.
    const queued = await deps.email.queue({
      templateName: WEEKLY_DIGEST_TEMPLATE,
      to: viewer.email,
      userId,
      values: {
        username: viewer.username,
        messageCount: week.messageCount,
        characterCount: week.characterCount,
        topCharacter: (await deps.characterName(top.characterId)) ?? '',
      },
    });
    await store.settle(userId, weekOf, queued ? 'queued' : 'not_written');
    return { queued, messageCount: week.messageCount, characterCount: week.characterCount };
  }

  jobs.work(DIGEST_SCHEDULER_QUEUE, () => runSlot());
  jobs.work(WEEKLY_DIGEST_QUEUE, async (job) => sendDigest(payloadOf(job.payload)), {
    concurrency: 2,
  });

  return {
    ensureScheduled,
    runSlot,
    sendDigest,
    registerDataOwner(registry: AccountDataRegistry) {
      // Rows cascade with the user; the export shows which weeks were summed up.
      registry.register({ name: 'weeklyDigests', exportRows: store.exportRows });
    },
    async start() {
      try {
        await ensureScheduled();
      } catch (error) {
        log.warn({ err: error }, 'could not schedule weekly digests');
      }
    },
  };
}

export type WeeklyDigest = ReturnType<typeof createWeeklyDigest>;
