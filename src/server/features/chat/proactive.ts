import type { Viewer } from '../auth/index.js';
import { offlineContext, promptFor } from './replyRunner.js';
import type { ReplyRunner } from './replyRunner.js';
import type { ChatDeps } from './limits.js';

/** Told when a member's reply finished with nobody watching (the push feature implements it). */
export interface ReplyNotifier {
  replyReady(
    userId: string,
    reply: { conversationId: string; characterId: string; characterName: string; text: string },
  ): Promise<void>;
}

/**
 * The turn that asks the character to write first. It goes to the model only and is never
 * stored: the conversation shows her message as if she had simply written.
 */
export const WRITE_FIRST_CUE =
  '[No new message from the user today. Write first: one short, warm message to start the day, ' +
  'in character, that picks up something from your conversation. Keep it safe for work.]';

export class ConversationBusyError extends Error {
  constructor() {
    super('A reply is being written in this conversation; try again later.');
  }
}

/**
 * The character writes first (the daily message, docs/API.md "Notifications"): the member's
 * busiest conversation, the same prompt assembly, lock, lease and stream safety guard as a
 * reply, stored in the conversation like any reply.
 */
export function createProactiveWriter(deps: ChatDeps, runner: ReplyRunner) {
  const { store } = deps;
  return {
    async writeFirst(viewer: Viewer) {
      const member = { viewer, guestId: null };
      await deps.safety.ensureMayChat(member);
      const target = await store.busiestConversationOf(viewer.id);
      if (!target) return null;
      const character = await deps.characters.getForChat(target.characterId);
      if (!character) return null;
      const conversation = await store.lockOwned(
        { userId: viewer.id },
        target.id,
        runner.leaseClaim(),
      );
      if (!conversation) throw new ConversationBusyError();
      let running;
      try {
        const history = await store.promptWindow(conversation.id);
        const [assistant] = await store.insertMessages([
          { conversationId: conversation.id, role: 'assistant', content: '', status: 'streaming' },
        ]);
        await store.recordAppended(conversation.id, 1, assistant);
        running = runner.start({
          conversationId: conversation.id,
          assistant,
          userMessage: null,
          mode: 'new',
          prompt: promptFor(character, {
            userName: viewer.name,
            summary: conversation.summary,
            history: [...history, { role: 'user', content: WRITE_FIRST_CUE }],
          }),
          character: offlineContext(character),
          guard: deps.safety.createReplyGuard(member, {
            characterName: character.publicCharacter.name,
            conversationId: conversation.id,
          }),
          // The daily job sends its own push, linking to this message.
          ownerUserId: null,
        });
      } catch (error) {
        await store.releaseGenerationLock(conversation.id);
        throw error;
      }
      const outcome = await running.done;
      if (!outcome.ok) throw new Error(outcome.message);
      return {
        conversationId: conversation.id,
        characterId: character.publicCharacter.id,
        messageId: outcome.message.id,
        characterName: character.publicCharacter.name,
        text: outcome.message.content,
      };
    },
  };
}
