import type { JobQueue } from '#server/jobs/queue.js';
import { hourSlot } from './localClock.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Makes sure a scheduler queue has its job for this hour and the next (idempotent: one job per
 * slot, whichever instance asks). Each slot's job finds the members due on their own clock.
 */
export async function ensureSchedulerSlots(jobs: JobQueue, queue: string, now: Date) {
  const current = hourSlot(now);
  const next = hourSlot(new Date(current.start.getTime() + HOUR_MS));
  for (const slot of [current, next])
    await jobs.enqueue(
      queue,
      { slot: slot.key },
      { runAt: slot.start, singletonKey: `slot:${slot.key}` },
    );
}
