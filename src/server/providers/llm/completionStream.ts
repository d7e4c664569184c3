/**
 * The wire side of an OpenAI-compatible streamed chat completion: one POST over Node's http(s)
 * with a keep-alive agent, its Server-Sent Events read with eventsource-parser. Replaces the AI
 * SDK on the chat hot path (docs/decisions/0100-lean-model-client.md).
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { createParser, type EventSourceParser } from 'eventsource-parser';
import type { ModelUsage } from './types.js';

/** A non-2xx answer from the endpoint (the caller decides whether to retry it). */
export class HttpStatusError extends Error {
  constructor(
    readonly statusCode: number,
    body: string,
  ) {
    super(`HTTP ${statusCode}${body ? `: ${body.slice(0, 300)}` : ''}`);
  }
}

/** An error the endpoint reported inside the stream (`data: {"error": …}`). */
export class StreamedError extends Error {}

interface CompletionChunk {
  choices?: Array<{ index?: number; delta?: { content?: string | null } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string } | string;
}

/**
 * Reads the events of one response. Each `feed` returns the text of the first choice that the
 * chunk completed, merged: deltas arriving in one network read become one string, and nothing
 * is held back for a later read.
 */
export class CompletionEvents {
  done = false;
  usage: ModelUsage | undefined;
  private text = '';
  private error: StreamedError | undefined;
  private readonly parser: EventSourceParser = createParser({
    onEvent: (event) => this.onData(event.data),
  });

  feed(chunk: string): string {
    this.parser.feed(chunk);
    if (this.error) throw this.error;
    const text = this.text;
    this.text = '';
    return text;
  }

  /**
   * Feeds one event at a time until one carries text: that text, and the part of the read not fed
   * yet. Used before the first token, so the first word leaves before the rest of a burst (a
   * buffering proxy, a fast model) is parsed and guarded (docs/decisions/0108-first-token-alone.md).
   */
  feedToFirstText(chunk: string): { text: string; rest: string } {
    const boundary = /\r?\n\r?\n/g;
    let start = 0;
    for (let match = boundary.exec(chunk); match; match = boundary.exec(chunk)) {
      const end = match.index + match[0].length;
      const text = this.feed(chunk.slice(start, end));
      start = end;
      if (text) return { text, rest: chunk.slice(start) };
    }
    return { text: this.feed(chunk.slice(start)), rest: '' };
  }

  private onData(data: string) {
    if (this.done) return;
    if (data === '[DONE]') {
      this.done = true;
      return;
    }
    let chunk: CompletionChunk;
    try {
      chunk = JSON.parse(data) as CompletionChunk;
    } catch {
      this.error ??= new StreamedError(`Unreadable event from the model: ${data.slice(0, 120)}`);
      return;
    }
    if (chunk.error) {
      const message = typeof chunk.error === 'string' ? chunk.error : chunk.error.message;
      this.error ??= new StreamedError(message ?? 'The model reported an error.');
      return;
    }
    const choice = chunk.choices?.[0];
    const content = choice && (choice.index ?? 0) === 0 ? choice.delta?.content : undefined;
    if (content) this.text += content;
    if (chunk.usage)
      this.usage = {
        inputTokens: chunk.usage.prompt_tokens,
        outputTokens: chunk.usage.completion_tokens,
      };
  }
}

export interface CompletionEndpoint {
  /** POSTs a streamed completion; resolves with the response once its headers are in. */
  post(body: string, signal: AbortSignal): Promise<IncomingMessage>;
}

/** Built once per provider: the URL, the agent and the fixed headers do not change per request. */
export function completionEndpoint(
  baseURL: string,
  apiKey: string | undefined,
): CompletionEndpoint {
  const url = new URL(`${baseURL}/chat/completions`);
  const secure = url.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  // Keep-alive: a reply reuses a warm connection instead of a TCP (and TLS) handshake.
  const agent = secure
    ? new HttpsAgent({ keepAlive: true, scheduling: 'lifo' })
    : new HttpAgent({ keepAlive: true, scheduling: 'lifo' });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
  };
  return {
    post(body, signal) {
      return new Promise((resolve, reject) => {
        const request = send(url, {
          method: 'POST',
          agent,
          signal,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        });
        request.once('error', reject);
        request.once('response', (response) => {
          response.setEncoding('utf8');
          resolve(response);
        });
        request.end(body);
      });
    },
  };
}

/** The body of a failed answer, for the error message (at most a few KB are read). */
export async function readErrorBody(response: IncomingMessage): Promise<string> {
  let body = '';
  try {
    for await (const chunk of response) {
      body += String(chunk);
      if (body.length > 4096) break;
    }
  } catch {
    // The reason is the status; a body cut short adds nothing.
  }
  response.destroy();
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    return message ?? body;
  } catch {
    return body;
  }
}
