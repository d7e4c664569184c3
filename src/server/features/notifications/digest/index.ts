import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.js';
import type { JobQueue } from '#server/jobs/queue.js';
import type { AuthService } from '#server/features/auth/index.js';
import type { WeeklyActivityService } from '#server/features/chat/index.js';
import type { EmailService } from '../email/index.js';
import { createWeeklyDigest } from './service.js';
import { createDigestStore } from './store.js';

export {
  DIGEST_SCHEDULER_QUEUE,
  WEEKLY_DIGEST_QUEUE,
  type DigestJobPayload,
  type WeeklyDigest,
} from './service.js';

/** The weekly digest e-mail: its store, scheduler and job handlers on the given queue. */
export function setUpWeeklyDigest(deps: {
  db: Database;
  jobs: JobQueue;
  email: EmailService;
  auth: AuthService;
  activity: WeeklyActivityService;
  characterName: (characterId: string) => Promise<string | null>;
  log: FastifyBaseLogger;
  clock?: () => Date;
}) {
  return createWeeklyDigest({ ...deps, store: createDigestStore(deps.db) });
}
