/**
 * Any OpenAI-compatible chat endpoint (OpenAI, OpenRouter, vLLM, Ollama, llama.cpp), streamed
 * over Node's http(s) with a keep-alive agent (docs/decisions/0100-lean-model-client.md). We
 * retry once, and only while nothing has been shown to the user yet.
 */
import { sleep, throwIfAborted } from './abortable.js';
import { classifyError } from './classifyError.js';
import {
  CompletionEvents,
  completionEndpoint,
  HttpStatusError,
  readErrorBody,
  type CompletionEndpoint,
} from './completionStream.js';
import { LlmError, type GenerateRequest, type LlmProvider } from './types.js';

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
  private readonly baseURL: string;
  private readonly endpoint: CompletionEndpoint;

  constructor(private readonly options: OpenAICompatibleOptions) {
    this.baseURL = options.baseURL.replace(/\/+$/, '');
    this.defaultModel = options.model;
    this.endpoint = completionEndpoint(this.baseURL, options.apiKey);
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
    let complete = false;
    throwIfAborted(request.signal);
    request.signal?.addEventListener('abort', onExternalAbort, { once: true });
    const overallTimer = setTimeout(() => stop('timeout'), Math.max(0, deadline - Date.now()));
    const firstTokenTimer = setTimeout(
      () => stop('timeout'),
      this.options.firstTokenTimeoutMs ?? this.options.timeoutMs,
    );

    try {
      // Our system turn is assembled server-side (chat/replyRunner.ts); user text never lands in it.
      const body = JSON.stringify({
        model: request.model ?? this.defaultModel,
        messages: request.messages,
        stream: true,
        // The token counts come in the last chunk, for metrics.
        stream_options: { include_usage: true },
        ...(request.seed === undefined ? {} : { seed: request.seed }),
      });
      const response = await this.endpoint.post(body, controller.signal);
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300)
        throw new HttpStatusError(status, await readErrorBody(response));
      const events = new CompletionEvents();
      // Read to the end of the response (not just to [DONE]) so the socket goes back to the pool.
      for await (const chunk of response) {
        let unread = chunk as string;
        while (unread && !stopReason) {
          let text: string;
          if (progress.tokensSeen) {
            text = events.feed(unread);
            unread = '';
          } else ({ text, rest: unread } = events.feedToFirstText(unread));
          if (!text) continue;
          clearTimeout(firstTokenTimer);
          progress.tokensSeen = true;
          yield text;
        }
        if (stopReason) break;
      }
      if (stopReason) throw stopError(stopReason, this.options.timeoutMs);
      complete = true;
      if (events.usage) request.onUsage?.(events.usage);
    } catch (error) {
      if (stopReason) throw stopError(stopReason, this.options.timeoutMs);
      throw error;
    } finally {
      clearTimeout(overallTimer);
      clearTimeout(firstTokenTimer);
      request.signal?.removeEventListener('abort', onExternalAbort);
      // Releases the HTTP request when the consumer stopped reading early.
      if (!complete) controller.abort();
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
