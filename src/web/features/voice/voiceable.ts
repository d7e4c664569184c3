import type { ChatMessage } from '#shared/api/chat';

/** A reply the server will read aloud: the character's, finished, and not a safety reply. */
export const isVoiceable = (message: ChatMessage) =>
  message.role === 'assistant' &&
  (message.kind === 'text' || message.kind === 'greeting') &&
  !message.safety &&
  (message.status === 'complete' || message.status === 'stopped');
