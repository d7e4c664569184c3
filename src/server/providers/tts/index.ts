/**
 * Chooses the speech provider: the OpenAI-compatible endpoint when `TTS_BASE_URL` is set, else
 * the offline eSpeak NG engine (docs/decisions/0080-voice-replies.md).
 */
import type { AppConfig } from '#server/config.js';
import { OfflineSpeechProvider } from './offlineEspeak.js';
import { OpenAiSpeechProvider } from './openaiSpeech.js';
import type { SpeechProvider } from './types.js';

export type SpeechConfig = Pick<
  AppConfig,
  | 'TTS_BASE_URL'
  | 'TTS_API_KEY'
  | 'TTS_MODEL'
  | 'TTS_FORMAT'
  | 'TTS_TIMEOUT_MS'
  | 'TTS_MAX_INPUT_CHARS'
>;

export function createSpeechProvider(config: SpeechConfig): SpeechProvider {
  if (!config.TTS_BASE_URL) return new OfflineSpeechProvider();
  return new OpenAiSpeechProvider({
    baseURL: config.TTS_BASE_URL,
    apiKey: config.TTS_API_KEY,
    model: config.TTS_MODEL ?? 'tts-1',
    format: config.TTS_FORMAT,
    timeoutMs: config.TTS_TIMEOUT_MS,
    maxInputChars: config.TTS_MAX_INPUT_CHARS,
  });
}

export { OfflineSpeechProvider, espeakArguments } from './offlineEspeak.js';
export { OpenAiSpeechProvider, type OpenAiSpeechOptions } from './openaiSpeech.js';
export { speakableText, splitForSpeech } from './split.js';
export { mp3DurationMs, mp3Frames, oggOpusDurationMs } from './audioDuration.js';
export {
  SpeechProviderError,
  type SpeechEngineKind,
  type SpeechProvider,
  type SpeechRequest,
  type SynthesizedSpeech,
  type VoiceSettings,
} from './types.js';
