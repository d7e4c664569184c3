import { CHAT_HISTORY_PAGE_DEFAULT } from '#shared/constants.js';
import { conflict, notFound } from '#server/http/errors.js';
import type { ViewerOrGuest } from '../safety/index.js';
import type { ReplyRunner } from './replyRunner.js';
import { enforceConversationLimit, viewerKey, type ChatDeps, type ChatViewer } from './limits.js';
import { greetingFor, toConversationSummary } from './historyStore.js';
import { toChatMessage } from './store.js';

/** Conversations and their history: create, list, page, delete messages, choose alternates. */
export function createConversationService(deps: ChatDeps, runner: ReplyRunner) {
  const { store, characters } = deps;

  async function ownedConversation(viewer: ViewerOrGuest, id: string) {
    const conversation = await store.findOwned(viewerKey(viewer), id);
    if (!conversation) throw notFound('Conversation not found.');
    return conversation;
  }

  /** A message of one of the viewer's conversations, else 404 (also for other people's ids). */
  async function ownedMessage(viewer: ViewerOrGuest, messageId: string) {
    const message = await store.findMessage(messageId);
    if (!message) throw notFound('Message not found.');
    const conversation = await store.findOwned(viewerKey(viewer), message.conversationId);
    if (!conversation) throw notFound('Message not found.');
    return { message, conversation };
  }

  async function characterCard(characterId: string) {
    try {
      const character = await characters.get(characterId);
      return { name: character.name, imageUrl: character.imageUrl };
    } catch {
      return null;
    }
  }

  return {
    ownedConversation,
    ownedMessage,

    /** True when the member owns this conversation with this character (selfies asked in chat). */
    async isMemberConversation(userId: string, id: string, characterId: string) {
      const conversation = await store.findOwned({ userId }, id);
      return conversation?.characterId === characterId;
    },

    /** A finished image, posted as the character's message (docs/API.md, "Selfies in chat"). */
    async postImage(conversationId: string, image: { imageUrl: string; caption: string }) {
      const [message] = await store.insertMessages([
        {
          conversationId,
          role: 'assistant',
          kind: 'image',
          content: image.caption,
          imageUrl: image.imageUrl,
          status: 'complete',
        },
      ]);
      await store.recordAppended(conversationId, 1, message);
      return toChatMessage(message);
    },

    /** A member's own message and its character (the voice feature reads it aloud), else null. */
    async memberMessage(userId: string, messageId: string) {
      const message = await store.findMessage(messageId);
      if (!message) return null;
      const conversation = await store.findOwned({ userId }, message.conversationId);
      return conversation ? { message, characterId: conversation.characterId } : null;
    },

    async create(viewer: ChatViewer, characterId: string) {
      await deps.safety.ensureMayChat(viewer);
      await enforceConversationLimit(deps, viewer);
      const character = await characters.get(characterId);
      const conversation = await store.createConversation(
        viewerKey(viewer),
        character.id,
        character.name,
      );
      const [greeting] = await store.insertMessages([
        {
          conversationId: conversation.id,
          role: 'assistant',
          kind: 'greeting',
          content: greetingFor(character),
          status: 'complete',
        },
      ]);
      // The counters move with the greeting; the update returns the row the response needs.
      const fresh = await store.recordAppended(conversation.id, 1, greeting);
      return {
        conversation: toConversationSummary(fresh, {
          name: character.name,
          imageUrl: character.imageUrl,
        }),
        messages: [toChatMessage(greeting)],
      };
    },

    async list(viewer: ViewerOrGuest) {
      const rows = await store.listOwned(viewerKey(viewer));
      const items = [];
      for (const row of rows)
        items.push(toConversationSummary(row, await characterCard(row.characterId)));
      return { items };
    },

    async messages(viewer: ViewerOrGuest, id: string, query: { limit?: number; before?: string }) {
      const conversation = await ownedConversation(viewer, id);
      let beforeSeq: number | undefined;
      if (query.before) {
        const anchor = await store.findMessage(query.before);
        if (!anchor || anchor.conversationId !== conversation.id)
          throw notFound('Message not found.');
        beforeSeq = anchor.seq;
      }
      const { rows, hasMore } = await store.pageMessages(
        conversation.id,
        query.limit ?? CHAT_HISTORY_PAGE_DEFAULT,
        beforeSeq,
      );
      return {
        items: rows.map(toChatMessage),
        nextBefore: hasMore && rows.length > 0 ? rows[0].id : null,
        generating: Boolean(conversation.generatingSince),
        engine: deps.llm.kind === 'offline' ? ('offline' as const) : ('model' as const),
      };
    },

    async deleteMessage(viewer: ViewerOrGuest, messageId: string) {
      const { message, conversation } = await ownedMessage(viewer, messageId);
      if (conversation.generatingSince && runner.get(conversation.id)) {
        throw conflict(
          'Wait for the reply to finish before deleting messages.',
          'reply_in_progress',
        );
      }
      await store.deleteMessage(message.id);
      await store.refreshConversationStats(conversation.id);
    },

    async selectAlternate(viewer: ViewerOrGuest, messageId: string, index: number) {
      const { message } = await ownedMessage(viewer, messageId);
      const alternate = message.alternates[index];
      if (!alternate) throw notFound(`This reply has no version ${index + 1}.`);
      const row = await store.updateMessage(message.id, {
        content: alternate.content,
        activeAlternate: index,
        model: alternate.model,
      });
      return toChatMessage(row);
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
