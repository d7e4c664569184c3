/**
 * The chat's plain calls to the server (through lib/api). The streamed ones, which send a message
 * and read its reply, are in useReplyStream.ts.
 */
import { useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '#shared/api/chat';
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

export type { ChatMessage };
