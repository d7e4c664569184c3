export type { SafetyCategory, SafetyVerdict } from './types.js';
export { classifyText, describeText } from './classify.js';
export type { ClassifyOptions, TextFacts } from './classify.js';
export { combineWithModeration } from './moderation.js';
export { createStreamGuard } from './streamGuard.js';
export type { StreamGuard } from './streamGuard.js';
export { refusalReply, crisisReply, checkInReply } from './replies.js';
export { refuse } from './types.js';
export { hashContent } from './hash.js';
