import type { ConversationAudio, MessageAudio } from '#shared/api/voice';
import { apiFetch, postJson } from '#web/lib/api';

const schemas = () => import('#shared/api/voice');

export const voiceKeys = {
  conversation: (id: string) => ['voice', 'conversation', id] as const,
};

/** Makes (or finds) the spoken version of a reply: charges 50 credits the first time only. */
export const requestAudio = (messageId: string): Promise<MessageAudio> =>
  apiFetch(
    `/api/messages/${messageId}/audio`,
    () => schemas().then((m) => m.messageAudioResponseSchema),
    postJson(),
  );

export const fetchConversationAudio = (
  conversationId: string,
  signal?: AbortSignal,
): Promise<ConversationAudio> =>
  apiFetch(
    `/api/conversations/${conversationId}/audio`,
    () => schemas().then((m) => m.conversationAudioResponseSchema),
    { signal },
  );
