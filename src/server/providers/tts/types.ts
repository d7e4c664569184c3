/**
 * Text to speech: any OpenAI-compatible speech endpoint when `TTS_BASE_URL` is set (OpenAI,
 * Kokoro, openedai-speech …), else the offline eSpeak NG engine shipped as WebAssembly
 * (docs/decisions/0080-voice-replies.md). The voice feature passes the character's voice and the
 * reply's words; the provider answers with one playable file.
 */

export type SpeechEngineKind = 'openai-compatible' | 'offline';

/** A character's voice: the provider's voice id, speed (1 = normal) and pitch (50 = neutral). */
export interface VoiceSettings {
  /** Voice id of the configured endpoint (e.g. "nova", "af_bella"). */
  voiceId: string;
  /** eSpeak NG voice and variant used by the offline engine (e.g. "en-us+f3"). */
  offlineVoice: string;
  /** 0.5–2; 1 is the voice's own pace. */
  speed: number;
  /** 0–100, 50 neutral. Only the offline engine applies it (the OpenAI API has no pitch). */
  pitch: number;
}

export interface SpeechRequest {
  text: string;
  voice: VoiceSettings;
  signal?: AbortSignal;
}

export type AudioContentType = 'audio/mpeg' | 'audio/ogg' | 'audio/wav';

export interface SynthesizedSpeech {
  bytes: Uint8Array;
  contentType: AudioContentType;
  durationMs: number;
  /** True for the offline engine: the player labels the voice as offline. */
  offline: boolean;
}

export interface SpeechProvider {
  readonly kind: SpeechEngineKind;
  /** Longest input one call accepts; longer replies are split at sentences and joined. */
  readonly maxInputChars: number;
  synthesize(request: SpeechRequest): Promise<SynthesizedSpeech>;
}

/** A failure worth retrying (endpoint down, 5xx, timeout) versus one that is not (bad voice id). */
export class SpeechProviderError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'SpeechProviderError';
  }
}
