export {
  createSafetyService,
  type SafetyService,
  type ViewerOrGuest,
  type ReplyGuard,
  type UserMessageDecision,
  SUSPENDED_MESSAGE,
  STRIKES_TO_SUSPEND,
} from './service.js';
export { createSafetyAdminStats, type SafetyAdminStats } from './adminStats.js';
export { classifyText } from './policy/index.js';
export { assessProfile as assessCharacterProfile } from './profile.js';
export type { ModerationAction, ReviewStatus } from './moderationQueue.js';
