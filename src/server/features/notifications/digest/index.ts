import type { Database } from '#server/db/client.js';
import { createWeeklyDigest, type WeeklyDigestDeps } from './service.js';
import { createDigestStore } from './store.js';

export {
  DIGEST_SCHEDULER_QUEUE,
  WEEKLY_DIGEST_QUEUE,
  type DigestJobPayload,
  type WeeklyDigest,
} from './service.js';

/** The weekly digest e-mail: its store, scheduler and job handlers on the given queue. */
export function setUpWeeklyDigest(deps: Omit<WeeklyDigestDeps, 'store'> & { db: Database }) {
  return createWeeklyDigest({ ...deps, store: createDigestStore(deps.db) });
}
