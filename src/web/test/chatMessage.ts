import type { ChatMessage } from '#shared/api/chat';

/** A stored chat message for component and hook tests; a test overrides the fields it is about. */
export function chatMessage(
  id: string,
  role: ChatMessage['role'],
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    id,
    conversationId: 'c1',
    role,
    content: `${role} ${id}`,
    status: role === 'user' ? 'read' : 'complete',
    kind: 'text',
    imageUrl: null,
    model: null,
    alternates: [],
    activeAlternate: 0,
    safety: null,
    createdAt: '2026-11-24T00:00:00.000Z',
    deliveredAt: null,
    readAt: null,
    ...extra,
  };
}
