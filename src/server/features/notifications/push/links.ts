/** The chat page of one conversation (the web app's /chat/:characterId?c=<conversation>). */
export const chatLink = (characterId: string, conversationId: string) =>
  `/chat/${encodeURIComponent(characterId)}?c=${encodeURIComponent(conversationId)}`;
