import type { ChatMessage } from '../../../shared/api/chat.js';
import { AppError, conflict } from '../../http/errors.js';
import type { CharacterForChat } from '../characters/service.js';
import {
  enforceChatRateLimit,
  takeModelCall,
  promptHistory,
  ownerOf,
  historyWindow,
  type ChatDeps,
  type ChatSubject,
} from './context.js';
import type { ConversationService } from './conversationService.js';
import { toChatMessage } from './mappers.js';
import { storedText, storePolicyReply, type PolicyOutcome } from './policyReply.js';
import { launchReply, type LaunchInput } from './replyLaunch.js';
import type { ReplyRecovery } from './recovery.js';
import type { ReplyRunner, RunningReply } from './replyRunner.js';
import type { ConversationRow } from './store.js';

/** What a send (or edit) led to: a reply streaming, a finished safety reply, or the paywall. */
export type SendOutcome =
  { type: 'streaming'; userMessage: ChatMessage; reply: RunningReply } | PolicyOutcome;

export function createReplyService(
  deps: ChatDeps,
  conversations: ConversationService,
  runner: ReplyRunner,
  recovery: ReplyRecovery,
) {
  const { store } = deps;
  const launch = (input: LaunchInput) => launchReply(deps, runner, input);

  async function characterFor(conversation: ConversationRow): Promise<CharacterForChat> {
    const character = await deps.characters.getForChat(conversation.characterId);
    if (!character)
      throw new AppError(409, 'character_unavailable', 'This character is no longer available.');
    return character;
  }

  /**
   * The opening of every generating call (ownership, suspension, rate limit, the one-reply lock),
   * then `work`. If `work` throws, the lock is released.
   */
  async function withLock<T>(
    subject: ChatSubject,
    conversationId: string,
    work: (conversation: ConversationRow) => Promise<T>,
  ): Promise<T> {
    await deps.safety.ensureMayChat(subject);
    await enforceChatRateLimit(deps, subject);
    // Ownership and the lock in one statement; only a miss needs a second look to say why.
    const lock = () => store.lockOwned(ownerOf(subject), conversationId, runner.leaseClaim());
    let conversation = await lock();
    // A dead instance's lock is recovered now rather than at the next sweep.
    if (!conversation && (await recovery.recoverConversation(conversationId)))
      conversation = await lock();
    if (!conversation) {
      await conversations.ownedConversation(subject, conversationId);
      throw conflict(
        'A reply is still being written. Wait for it or stop it first.',
        'reply_in_progress',
      );
    }
    try {
      return await work(conversation);
    } catch (error) {
      await store.releaseGenerationLock(conversation.id);
      throw error;
    }
  }

  /** Only a streaming reply keeps the lock (the runner releases it when the reply ends). */
  async function settle(conversationId: string, outcome: SendOutcome): Promise<SendOutcome> {
    if (outcome.type !== 'streaming') await store.releaseGenerationLock(conversationId);
    return outcome;
  }

  const assess = (
    subject: ChatSubject,
    conversation: ConversationRow,
    character: CharacterForChat,
    text: string,
  ) =>
    deps.safety.assessUserMessage(subject, {
      text,
      characterId: character.publicCharacter.id,
      characterName: character.publicCharacter.name,
      conversationId: conversation.id,
    });

  return {
    async send(
      subject: ChatSubject,
      conversationId: string,
      content: string,
    ): Promise<SendOutcome> {
      const outcome = await withLock(subject, conversationId, async (conversation) => {
        const character = await characterFor(conversation);
        const decision = await assess(subject, conversation, character, content);
        if (decision.kind !== 'allow') {
          const [userRow] = await store.insertMessages([
            {
              conversationId: conversation.id,
              role: 'user',
              content: storedText(decision, content),
              status: 'sent',
            },
          ]);
          await store.recordAppended(conversation.id, 1, userRow);
          return storePolicyReply(store, conversation.id, userRow, decision);
        }
        await takeModelCall(deps, subject);
        // The common path: both rows, the counters and the history in one statement.
        const begun = await store.beginReply(conversation.id, content, historyWindow(deps));
        const reply = launch({
          subject,
          conversation,
          character,
          assistant: begun.placeholder,
          userMessage: begun.userMessage,
          mode: 'new',
          history: [...begun.history, { role: 'user', content: begun.userMessage.content }],
          nsfw: decision.nsfw,
        });
        return { type: 'streaming', userMessage: toChatMessage(begun.userMessage), reply } as const;
      });
      return settle(conversationId, outcome);
    },

    async edit(subject: ChatSubject, messageId: string, content: string): Promise<SendOutcome> {
      const { message } = await conversations.ownedMessage(subject, messageId);
      const outcome = await withLock(subject, message.conversationId, async (conversation) => {
        const all = await store.allMessages(conversation.id);
        if (all.findLast((row) => row.role === 'user')?.id !== message.id)
          throw conflict('Only your last message can be edited.', 'not_last_message');
        const character = await characterFor(conversation);
        const decision = await assess(subject, conversation, character, content);
        if (decision.kind === 'allow') await takeModelCall(deps, subject);
        // One transaction: a failure (e.g. the database refusing the text) loses nothing.
        const { userRow, placeholder } = await store.replaceLastUserMessage(
          message,
          storedText(decision, content),
          decision.kind === 'allow',
        );
        if (decision.kind !== 'allow')
          return storePolicyReply(store, conversation.id, userRow, decision);
        const assistant = placeholder!;
        const reply = launch({
          subject,
          conversation,
          character,
          assistant,
          userMessage: userRow,
          mode: 'new',
          history: await store.promptWindow(conversation.id, historyWindow(deps)),
          nsfw: decision.nsfw,
        });
        return { type: 'streaming', userMessage: toChatMessage(userRow), reply } as const;
      });
      return settle(message.conversationId, outcome);
    },

    async regenerate(subject: ChatSubject, conversationId: string): Promise<RunningReply> {
      return withLock(subject, conversationId, async (conversation) => {
        const all = await store.allMessages(conversation.id);
        const last = all.at(-1);
        if (!last || last.role !== 'assistant' || last.kind !== 'text' || last.safety) {
          throw conflict('There is no reply to regenerate.', 'nothing_to_regenerate');
        }
        const userMessage = all.findLast((row) => row.role === 'user' && row.seq < last.seq);
        const character = await characterFor(conversation);
        const nsfw = userMessage
          ? await deps.safety.wantsIntimateModel(subject, userMessage.content)
          : false;
        await takeModelCall(deps, subject);
        const assistant = await store.updateMessage(last.id, { status: 'streaming' });
        return launch({
          subject,
          conversation,
          character,
          assistant,
          userMessage: null,
          mode: 'alternate',
          history: promptHistory(all.filter((row) => row.seq < last.seq)),
          nsfw,
        });
      });
    },

    async stop(subject: ChatSubject, conversationId: string) {
      const conversation = await conversations.ownedConversation(subject, conversationId);
      const local = runner.get(conversation.id);
      if (local) {
        local.stop();
        await local.done;
        return { stopped: true };
      }
      if (!conversation.generatingSince)
        throw conflict('No reply is being written.', 'nothing_to_stop');
      // Its instance died: finishing the reply is what unlocks the conversation.
      if (await recovery.recoverConversation(conversation.id)) return { stopped: true };
      await store.requestStop(conversation.id);
      return { stopped: true };
    },

    running(conversationId: string) {
      return runner.get(conversationId);
    },
  };
}
