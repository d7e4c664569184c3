import { createJudgeProvider } from './judge.js';
import { createOpenAIModeration } from './openaiModeration.js';
import type { ModerationProvider } from './types.js';

export type { ModerationProvider, ModerationRole } from './types.js';

const TIMEOUT_MS = 5000;

/**
 * MODERATION_MODEL set: a safety-classifier model on an OpenAI-compatible chat endpoint.
 * Otherwise MODERATION_BASE_URL alone: OpenAI's moderation endpoint. Neither: none.
 */
export function createModerationProvider(config: {
  MODERATION_BASE_URL?: string;
  MODERATION_API_KEY?: string;
  MODERATION_MODEL?: string;
  MODERATION_TIMEOUT_MS?: number;
}): ModerationProvider | null {
  if (!config.MODERATION_BASE_URL) return null;
  const common = {
    baseUrl: config.MODERATION_BASE_URL,
    apiKey: config.MODERATION_API_KEY,
    timeoutMs: config.MODERATION_TIMEOUT_MS ?? TIMEOUT_MS,
  };
  return config.MODERATION_MODEL
    ? createJudgeProvider({ ...common, model: config.MODERATION_MODEL })
    : createOpenAIModeration(common);
}
