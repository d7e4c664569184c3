import { audioDurationMs } from './audioDuration.js';
import { splitForSpeech } from './split.js';
import {
  SpeechProviderError,
  type AudioContentType,
  type SpeechProvider,
  type SpeechRequest,
  type SynthesizedSpeech,
} from './types.js';

export type SpeechFormat = 'mp3' | 'opus';

export interface OpenAiSpeechOptions {
  /** Ends in /v1, like LLM_BASE_URL: the client posts to `${baseURL}/audio/speech`. */
  baseURL: string;
  apiKey?: string;
  model: string;
  format: SpeechFormat;
  /** Per request to the endpoint (one chunk of a long reply). */
  timeoutMs: number;
  /** OpenAI's limit is 4096 characters; smaller self-hosted servers may want less. */
  maxInputChars?: number;
  fetch?: typeof fetch;
}

const CONTENT_TYPES: Record<SpeechFormat, AudioContentType> = {
  mp3: 'audio/mpeg',
  opus: 'audio/ogg',
};

async function errorDetail(response: Response) {
  const text = await response.text().catch(() => '');
  try {
    const message = (JSON.parse(text) as { error?: { message?: string } }).error?.message;
    if (message) return message.slice(0, 200);
  } catch {
    // Not JSON: the status line says enough.
  }
  return text.slice(0, 200) || response.statusText;
}

/**
 * Any OpenAI-compatible speech endpoint (`POST /v1/audio/speech` with model, voice, input,
 * response_format and speed): OpenAI, Kokoro-FastAPI, openedai-speech. Long replies go as several
 * requests split at sentences; MP3 and Ogg Opus pieces are joined by concatenation, which both
 * formats allow (chained Ogg streams, consecutive MPEG frames).
 */
export class OpenAiSpeechProvider implements SpeechProvider {
  readonly kind = 'openai-compatible' as const;
  readonly maxInputChars: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: OpenAiSpeechOptions) {
    this.maxInputChars = options.maxInputChars ?? 4000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  private async speakChunk(input: string, request: SpeechRequest): Promise<Uint8Array> {
    const { baseURL, apiKey, model, format, timeoutMs } = this.options;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await this.fetchImpl(`${baseURL.replace(/\/+$/, '')}/audio/speech`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({
          model,
          voice: request.voice.voiceId,
          input,
          response_format: format,
          speed: request.voice.speed,
        }),
        signal,
      });
    } catch (error) {
      if (timeout.aborted)
        throw new SpeechProviderError(`Speech endpoint timed out after ${timeoutMs} ms`, true);
      if (request.signal?.aborted) throw error;
      throw new SpeechProviderError(
        `Speech endpoint unreachable: ${(error as Error).message}`,
        true,
      );
    }
    if (!response.ok) {
      const detail = await errorDetail(response);
      // 408, 429 and 5xx may pass; any other 4xx (bad voice, bad key) will not.
      const transient =
        response.status >= 500 || response.status === 429 || response.status === 408;
      throw new SpeechProviderError(
        `Speech endpoint answered ${response.status}: ${detail}`,
        transient,
      );
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length === 0)
      throw new SpeechProviderError('Speech endpoint returned no audio', true);
    return bytes;
  }

  async synthesize(request: SpeechRequest): Promise<SynthesizedSpeech> {
    const pieces: Uint8Array[] = [];
    for (const chunk of splitForSpeech(request.text, this.maxInputChars))
      pieces.push(await this.speakChunk(chunk, request));
    if (pieces.length === 0) throw new SpeechProviderError('Nothing to read aloud.', false);
    const bytes = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
    let offset = 0;
    for (const piece of pieces) {
      bytes.set(piece, offset);
      offset += piece.length;
    }
    const contentType = CONTENT_TYPES[this.options.format];
    return { bytes, contentType, durationMs: audioDurationMs(bytes, contentType), offline: false };
  }
}
