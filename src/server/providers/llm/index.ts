export { createLlmProvider, type LlmConfig } from './createLlmProvider.js';
export { OpenAICompatibleProvider, type OpenAICompatibleOptions } from './openaiCompatible.js';
export {
  OfflineCompanionProvider,
  OFFLINE_MODEL,
  statedFacts,
  type OfflineProviderOptions,
} from './offline/index.js';
export {
  LlmError,
  collectText,
  type ChatTurn,
  type GenerateRequest,
  type LlmErrorKind,
  type LlmProvider,
  type LlmProviderKind,
  type OfflineCharacterContext,
} from './types.js';
