/** Picks the language model: the configured OpenAI-compatible endpoint, else the offline engine. */
import { OfflineCompanionProvider } from './offline/index.js';
import { OpenAICompatibleProvider } from './openaiCompatible.js';
import type { LlmProvider } from './types.js';

export interface LlmConfig {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
  LLM_TIMEOUT_MS: number;
}

export function createLlmProvider(
  config: LlmConfig,
  options: { offlineSeed?: number } = {},
): LlmProvider {
  if (!config.LLM_BASE_URL) return new OfflineCompanionProvider({ seed: options.offlineSeed });
  if (!config.LLM_MODEL) {
    // A configured endpoint never silently falls back to the offline engine (docs/ARCHITECTURE.md#the-shape).
    throw new Error(
      'LLM_MODEL must be set when LLM_BASE_URL is set (the model id to request from the endpoint).',
    );
  }
  return new OpenAICompatibleProvider({
    baseURL: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  });
}
