import type { ChatMessage } from '#shared/api/chat';
import { plainChatMessage } from '#web/features/chat/chatState';

/** A stored chat message for component and hook tests; a test overrides the fields it is about. */
export function chatMessage(
  id: string,
  role: ChatMessage['role'],
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    ...plainChatMessage({
      id,
      conversationId: 'c1',
      role,
      content: `${role} ${id}`,
      status: role === 'user' ? 'read' : 'complete',
      createdAt: '2026-11-24T00:00:00.000Z',
    }),
    ...extra,
  };
}
