import { useQuery } from '@tanstack/react-query';
import type { ChatMessage, ChatStreamEvent, PaywallResponse } from '../../../shared/api/chat';
import { apiFetch, apiRequest, ApiRequestError, jsonRequest, postJson } from '../../lib/api';
import { readEventStream } from './sse';

// Loaded on first use, in parallel with the first request (see SchemaSource in lib/api).
const schemas = () => import('../../../shared/api/chat');
const listSchema = () => schemas().then((module) => module.conversationListSchema);
const createSchema = () => schemas().then((module) => module.createConversationResponseSchema);
const pageSchema = () => schemas().then((module) => module.messagePageSchema);
const messageSchema = () => schemas().then((module) => module.chatMessageSchema);

export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
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

/** A non-OK answer to a chat call, with the parsed body (the 402 paywall carries messages). */
export class ChatHttpError extends ApiRequestError {
  readonly body: unknown;
  constructor(status: number, code: string, message: string, body: unknown) {
    super(status, code, message);
    this.name = 'ChatHttpError';
    this.body = body;
  }

  get paywall(): PaywallResponse | null {
    const body = this.body as Partial<PaywallResponse> | undefined;
    return this.status === 402 && body?.nsfw_paywall ? (body as PaywallResponse) : null;
  }
}

async function httpError(response: Response): Promise<ChatHttpError> {
  const body: unknown = await response.json().catch(() => undefined);
  const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
  return new ChatHttpError(
    response.status,
    error?.code ?? (response.status === 402 ? 'payment_required' : 'http_error'),
    error?.message ?? `Request failed (${response.status})`,
    body,
  );
}

/**
 * Calls a streaming chat endpoint and hands each event to `onEvent` as it arrives.
 * Errors before the stream starts (validation, paywall, rate limit …) throw a ChatHttpError;
 * resolves false when there was nothing to stream (204).
 */
export async function streamChat(
  path: string,
  init: { method: string; body?: unknown; signal?: AbortSignal },
  onEvent: (event: ChatStreamEvent) => void,
): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'text/event-stream',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ChatHttpError(0, 'network_error', 'Could not reach the server.', undefined);
  }
  if (response.status === 204) return false;
  if (!response.ok) throw await httpError(response);
  if (!response.body)
    throw new ChatHttpError(0, 'empty_stream', 'The reply stream was empty.', undefined);
  for await (const message of readEventStream(response.body)) {
    onEvent({ event: message.event, data: JSON.parse(message.data) } as ChatStreamEvent);
  }
  return true;
}

export const sendMessagePath = (conversationId: string) =>
  `/api/conversations/${conversationId}/messages`;
export const regeneratePath = (conversationId: string) =>
  `/api/conversations/${conversationId}/regenerate`;
export const resumePath = (conversationId: string) => `/api/conversations/${conversationId}/stream`;
export const editPath = (messageId: string) => `/api/messages/${messageId}`;

export type { ChatMessage };
