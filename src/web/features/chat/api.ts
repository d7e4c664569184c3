/**
 * The chat's calls to the server, the streamed ones included (through lib/api's apiRequest).
 * Streamed replies are Server-Sent Events read from a fetch response: EventSource cannot POST or
 * send a body, and the chat's streamed calls are POSTs; `eventsource-parser` parses them.
 */
import { useQuery } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import type { ChatMessage, ChatStreamEvent, PaywallResponse } from '#shared/api/chat';
import { PAYWALL_ERROR_CODE } from '#shared/paywall';
import { apiFetch, apiRequest, ApiRequestError, jsonRequest, postJson } from '#web/lib/api';

// Loaded on first use, in parallel with the first request (see SchemaSource in lib/api).
const schemas = () => import('#shared/api/chat');
const listSchema = () => schemas().then((module) => module.conversationListSchema);
const createSchema = () => schemas().then((module) => module.createConversationResponseSchema);
const pageSchema = () => schemas().then((module) => module.messagePageSchema);
const messageSchema = () => schemas().then((module) => module.chatMessageSchema);

export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
};

export function fetchConversations(signal?: AbortSignal) {
  return apiFetch('/api/conversations', listSchema, { signal });
}

export function useConversations() {
  return useQuery({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal }) => fetchConversations(signal),
    // The list changes with every reply; the chat page invalidates it as it goes.
    staleTime: 5_000,
  });
}

export function createConversation(characterId: string) {
  return apiFetch('/api/conversations', createSchema, postJson({ characterId }));
}

export function fetchMessagePage(conversationId: string, before?: string, signal?: AbortSignal) {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiFetch(`/api/conversations/${conversationId}/messages${query}`, pageSchema, { signal });
}

export function selectAlternate(messageId: string, index: number) {
  return apiFetch(
    `/api/messages/${messageId}/alternate`,
    messageSchema,
    jsonRequest('PUT', { index }),
  );
}

export async function deleteMessage(messageId: string) {
  await apiRequest(`/api/messages/${messageId}`, { method: 'DELETE' });
}

export async function stopReply(conversationId: string) {
  try {
    await apiRequest(`/api/conversations/${conversationId}/stop`, postJson());
  } catch (error) {
    // 409 nothing_to_stop: the reply finished on its own meanwhile, which is fine.
    if (!(error instanceof ApiRequestError && error.status === 409)) throw error;
  }
}

/** A chat call answered by the paywall (402), with its answer checked by the shared schema. */
export class PaywallError extends ApiRequestError {
  readonly paywall: PaywallResponse;

  constructor(status: number, paywall: PaywallResponse) {
    super(status, paywall.error.code, paywall.error.message, undefined, paywall);
    this.paywall = paywall;
  }
}

const streamSchemas = () =>
  schemas().then(({ chatStreamEventSchema, paywallResponseSchema }) => ({
    event: chatStreamEventSchema,
    paywall: paywallResponseSchema,
  }));

/**
 * Calls a streaming chat endpoint and hands each event, validated, to `onEvent` as it arrives.
 * Errors before the stream starts (validation, paywall, rate limit …) throw an ApiRequestError;
 * resolves false when there was nothing to stream (204).
 */
export async function streamChat(
  path: string,
  init: { method: string; body?: unknown; signal?: AbortSignal },
  onEvent: (event: ChatStreamEvent) => void,
): Promise<boolean> {
  const loading = streamSchemas();
  loading.catch(() => undefined);
  const response = await apiRequest(path, {
    ...(init.body === undefined ? { method: init.method } : jsonRequest(init.method, init.body)),
    signal: init.signal,
    headers: {
      Accept: 'text/event-stream',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
  }).catch(async (error: unknown) => {
    if (!(error instanceof ApiRequestError) || error.code !== PAYWALL_ERROR_CODE) throw error;
    const paywall = (await loading).paywall.safeParse(error.body);
    if (!paywall.success) throw invalidStream();
    throw new PaywallError(error.status, paywall.data);
  });
  if (response.status === 204) return false;
  if (!response.body) throw new ApiRequestError(0, 'empty_stream', 'The reply stream was empty.');
  const { event: eventSchema } = await loading;
  for await (const message of readEventStream(response.body)) {
    const parsed = eventSchema.safeParse({ event: message.event, data: parseJson(message.data) });
    if (!parsed.success) throw invalidStream();
    onEvent(parsed.data);
  }
  return true;
}

const invalidStream = () =>
  new ApiRequestError(0, 'invalid_response', 'The server sent an unexpected answer.');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const sendMessagePath = (conversationId: string) =>
  `/api/conversations/${conversationId}/messages`;
export const regeneratePath = (conversationId: string) =>
  `/api/conversations/${conversationId}/regenerate`;
export const resumePath = (conversationId: string) => `/api/conversations/${conversationId}/stream`;
export const editPath = (messageId: string) => `/api/messages/${messageId}`;

export type { ChatMessage };

export interface SseMessage {
  event: string;
  data: string;
}

/** Incremental parser: feed text, get events; `end()` flushes a last event without its blank line. */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  const parser = createParser({
    onEvent: (event) => onMessage({ event: event.event ?? 'message', data: event.data }),
  });
  return {
    push: (chunk: string) => parser.feed(chunk),
    end() {
      // A stream cut after its last data line still delivers that event (the server always
      // closes events properly; a proxy that drops the final blank line should not lose one).
      parser.feed('\n\n');
      parser.reset();
    },
  };
}

/** Yields the events of a response body as they arrive. */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  // stream: true keeps a multi-byte character that is split across chunks intact.
  const decoder = new TextDecoder();
  const queue: SseMessage[] = [];
  const parser = createSseParser((message) => queue.push(message));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        parser.push(decoder.decode());
        parser.end();
      } else parser.push(decoder.decode(value, { stream: true }));
      while (queue.length > 0) yield queue.shift()!;
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
