import { useQuery } from '@tanstack/react-query';
import type { ChatMessage, ChatStreamEvent, PaywallResponse } from '../../../shared/api/chat';
import { PAYWALL_ERROR_CODE } from '../../../shared/paywall';
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

/** The paywall's messages when a chat call was answered by the paywall (402), else null. */
export function paywallOf(error: unknown): PaywallResponse | null {
  if (!(error instanceof ApiRequestError) || error.code !== PAYWALL_ERROR_CODE) return null;
  // The body passed the error-shape check in apiRequest; streamChat validated the rest.
  return error.body as PaywallResponse;
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
    if (paywallOf(error) && !(await loading).paywall.safeParse(paywallOf(error)).success)
      throw invalidStream();
    throw error;
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
