/**
 * Any OpenAI-compatible chat endpoint (OpenAI, OpenRouter, vLLM, Ollama, llama.cpp) through the
 * AI SDK. The SDK's own retries are off: we retry once ourselves, and only while nothing has been
 * shown to the user yet.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { sleep, throwIfAborted } from './abortable.js';
import { classifyError } from './classifyError.js';
import { coalescingFetch } from './coalesceDeltas.js';
import { LlmError, type ChatTurn, type GenerateRequest, type LlmProvider } from './types.js';

type ChatModel = ReturnType<ReturnType<typeof createOpenAICompatible>['chatModel']>;
type ModelPrompt = Parameters<ChatModel['doStream']>[0]['prompt'];

/** Our turns in the SDK's provider-level prompt format. */
function toModelPrompt(messages: ChatTurn[]): ModelPrompt {
  return messages.map((turn) =>
    turn.role === 'system'
      ? { role: 'system' as const, content: turn.content }
      : { role: turn.role, content: [{ type: 'text' as const, text: turn.content }] },
  ) as ModelPrompt;
}

export interface OpenAICompatibleOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  /** Overall limit for one reply, retry included. */
  timeoutMs: number;
  /** Limit for the first token of each attempt (defaults to timeoutMs). */
  firstTokenTimeoutMs?: number;
  /** Pause before the single retry. */
  retryDelayMs?: number;
  /** Limit for check(). */
  checkTimeoutMs?: number;
}

type StopReason = 'timeout' | 'aborted';

export class OpenAICompatibleProvider implements LlmProvider {
  readonly kind = 'openai-compatible' as const;
  readonly defaultModel: string;
  private readonly sdk: ReturnType<typeof createOpenAICompatible>;
  private readonly baseURL: string;
  private readonly models = new Map<string, ChatModel>();

  constructor(private readonly options: OpenAICompatibleOptions) {
    this.baseURL = options.baseURL.replace(/\/+$/, '');
    this.defaultModel = options.model;
    this.sdk = createOpenAICompatible({
      name: 'llm',
      baseURL: this.baseURL,
      apiKey: options.apiKey,
      fetch: coalescingFetch(),
      // Asks for the token counts in the last chunk (stream_options.include_usage) for metrics.
      includeUsage: true,
    });
  }

  /** One SDK model per id: building one compiles its response schemas (~0.5 ms of CPU). */
  private chatModel(id: string): ChatModel {
    let model = this.models.get(id);
    if (!model) {
      model = this.sdk.chatModel(id);
      this.models.set(id, model);
    }
    return model;
  }

  async *stream(request: GenerateRequest): AsyncGenerator<string> {
    const deadline = Date.now() + this.options.timeoutMs;
    for (let attempt = 1; ; attempt++) {
      const progress = { tokensSeen: false };
      try {
        yield* this.attempt(request, deadline, progress);
        return;
      } catch (error) {
        const classified = classifyError(error, progress.tokensSeen);
        if (attempt > 1 || !classified.retryable) throw classified.error;
        await this.pauseBeforeRetry(request.signal, deadline);
      }
    }
  }

  /** One HTTP call. `progress.tokensSeen` tells the retry logic whether output already escaped. */
  private async *attempt(
    request: GenerateRequest,
    deadline: number,
    progress: { tokensSeen: boolean },
  ): AsyncGenerator<string> {
    const controller = new AbortController();
    let stopReason: StopReason | undefined;
    const stop = (reason: StopReason) => {
      stopReason ??= reason;
      controller.abort();
    };
    const onExternalAbort = () => stop('aborted');
    throwIfAborted(request.signal);
    request.signal?.addEventListener('abort', onExternalAbort, { once: true });
    const overallTimer = setTimeout(() => stop('timeout'), Math.max(0, deadline - Date.now()));
    const firstTokenTimer = setTimeout(
      () => stop('timeout'),
      this.options.firstTokenTimeoutMs ?? this.options.timeoutMs,
    );

    try {
      // The provider-level stream of the AI SDK: the same HTTP and parsing code as streamText,
      // without its per-part bookkeeping, which cost ~4x the CPU per reply (docs/BENCHMARKS.md).
      // Our system turn is assembled server-side (prompt.ts); user text never lands in it.
      const { stream } = await this.chatModel(request.model ?? this.defaultModel).doStream({
        prompt: toModelPrompt(request.messages),
        abortSignal: controller.signal,
        seed: request.seed,
      });
      const reader = stream.getReader();
      try {
        for (;;) {
          const { done, value: part } = await reader.read();
          if (done || stopReason) break;
          if (part.type === 'text-delta' && part.delta) {
            clearTimeout(firstTokenTimer);
            progress.tokensSeen = true;
            yield part.delta;
          } else if (part.type === 'finish') {
            request.onUsage?.({
              inputTokens: part.usage.inputTokens.total,
              outputTokens: part.usage.outputTokens.total,
            });
          } else if (part.type === 'error') {
            throw part.error;
          }
        }
      } finally {
        reader.releaseLock();
      }
      // The SDK ends the stream quietly on abort; turn that into an error the caller can see.
      if (stopReason) throw stopError(stopReason, this.options.timeoutMs);
    } catch (error) {
      if (stopReason) throw stopError(stopReason, this.options.timeoutMs);
      throw error;
    } finally {
      clearTimeout(overallTimer);
      clearTimeout(firstTokenTimer);
      request.signal?.removeEventListener('abort', onExternalAbort);
      // Releases the HTTP request when the consumer stopped reading early.
      controller.abort();
    }
  }

  private async pauseBeforeRetry(signal: AbortSignal | undefined, deadline: number): Promise<void> {
    const delay = Math.min(this.options.retryDelayMs ?? 200, Math.max(0, deadline - Date.now()));
    await sleep(delay, signal);
    throwIfAborted(signal);
    if (Date.now() >= deadline) throw stopError('timeout', this.options.timeoutMs);
  }

  async check(): Promise<{ ok: boolean; error?: string }> {
    const timeoutMs = this.options.checkTimeoutMs ?? Math.min(5000, this.options.timeoutMs);
    try {
      const response = await fetch(`${this.baseURL}/models`, {
        headers: this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return { ok: true };
      if (response.status === 401 || response.status === 403) {
        return {
          ok: false,
          error: `HTTP ${response.status}: the API key was refused (check LLM_API_KEY)`,
        };
      }
      return { ok: false, error: `HTTP ${response.status} from ${this.baseURL}/models` };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError') return { ok: false, error: `No answer within ${timeoutMs} ms` };
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      return { ok: false, error: `Cannot reach ${this.baseURL}: ${cause ?? String(error)}` };
    }
  }
}

function stopError(reason: StopReason, timeoutMs: number): LlmError {
  return reason === 'timeout'
    ? new LlmError('timeout', `The model did not answer within ${timeoutMs} ms.`)
    : new LlmError('aborted', 'The request was cancelled.');
}
