import type { ChatMessage, ConversationSummary } from '../../../shared/api/chat.js';
import { CHAT_PREVIEW_CHARS } from '../../../shared/constants.js';
import type { ConversationRow, MessageRow } from './store.js';

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    role: row.role,
    content: row.content,
    status: row.status,
    kind: row.kind as ChatMessage['kind'],
    imageUrl: row.imageUrl,
    model: row.model,
    alternates: row.alternates.map((alternate) => alternate.content),
    activeAlternate: row.activeAlternate,
    safety: row.safety ?? null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
    paywallVariant: row.paywallVariant ?? null,
    interrupted: row.interruptedAt !== null,
  };
}

/** Truncates to the sidebar preview length (docs/PRODUCT.md#constants), with an ellipsis when cut. */
export function previewText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > CHAT_PREVIEW_CHARS ? `${flat.slice(0, CHAT_PREVIEW_CHARS)}…` : flat;
}

export function toConversationSummary(
  row: ConversationRow,
  character: { name: string; imageUrl: string } | null,
): ConversationSummary {
  return {
    id: row.id,
    characterId: row.characterId,
    characterName: character?.name ?? row.title,
    characterImage: character?.imageUrl ?? '',
    title: row.title,
    lastMessage: previewText(row.lastMessagePreview),
    lastMessageAt: row.lastMessageAt.toISOString(),
    messageCount: row.messageCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function greetingFor(character: { name: string; greeting: string | null }): string {
  return character.greeting?.trim() || `Hey there! I'm ${character.name}. What's on your mind? 💕`;
}
