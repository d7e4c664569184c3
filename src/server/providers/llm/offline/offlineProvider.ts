/** The embedded default language model: no network, no account, streamed like the real thing. */
import { sleep, throwIfAborted } from '../abortable.js';
import type { GenerateRequest, LlmProvider } from '../types.js';
import { generateOfflineReply } from './engine.js';

export interface OfflineProviderOptions {
  /** Base seed; request.seed wins when given. */
  seed?: number;
  /** Pause between streamed words, to mimic a model typing (0 = none). */
  delayMs?: number;
}

export const OFFLINE_MODEL = 'offline-companion';

export class OfflineCompanionProvider implements LlmProvider {
  readonly kind = 'offline' as const;
  readonly defaultModel = OFFLINE_MODEL;

  constructor(private readonly options: OfflineProviderOptions = {}) {}

  /** The whole reply at once (used by stream, and handy for benchmarks). */
  reply(request: GenerateRequest): string {
    return generateOfflineReply(request, request.seed ?? this.options.seed ?? 0);
  }

  async *stream(request: GenerateRequest): AsyncGenerator<string> {
    throwIfAborted(request.signal);
    const words = this.reply(request).match(/\s*\S+/g) ?? [];
    for (const word of words) {
      if (this.options.delayMs) await sleep(this.options.delayMs, request.signal);
      throwIfAborted(request.signal);
      yield word;
    }
  }

  async check(): Promise<{ ok: boolean; error?: string }> {
    return { ok: true };
  }
}
