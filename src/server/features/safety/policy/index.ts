export type { SafetyCategory, SafetyVerdict } from './types.js';
export { classifyText } from './classify.js';
export type { ClassifyOptions } from './classify.js';
export { combineWithModeration } from './moderation.js';
export { createStreamGuard } from './streamGuard.js';
export type { StreamGuard } from './streamGuard.js';
export { refusalReply, crisisReply } from './replies.js';
export { hashContent } from './hash.js';
