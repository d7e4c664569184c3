// The notifications feature's public surface; other features import it only through this file.
export * from './email/index.js';
export * from './push/index.js';
export {
  createDailyMessages,
  DAILY_MESSAGE_QUEUE,
  DAILY_SCHEDULER_QUEUE,
  type DailyMessages,
} from './daily/service.js';
export {
  setUpWeeklyDigest,
  DIGEST_SCHEDULER_QUEUE,
  WEEKLY_DIGEST_QUEUE,
  type WeeklyDigest,
} from './digest/index.js';
