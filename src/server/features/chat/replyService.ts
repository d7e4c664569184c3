import type { ChatMessage } from '../../../shared/api/chat.js';
import type { PaywallVariant } from '../../../shared/paywall.js';
import { AppError, conflict } from '../../http/errors.js';
import type { Subject, UserMessageDecision } from '../safety/service.js';
import type { CharacterForChat } from '../characters/service.js';
import {
  buildPrompt,
  enforceChatRateLimit,
  loadPromptHistory,
  offlineContext,
  promptHistory,
  ownerOf,
  historyWindow,
  type ChatDeps,
} from './context.js';
import type { ConversationService } from './conversationService.js';
import { toChatMessage } from './mappers.js';
import type { ReplyRunner, RunningReply } from './replyRunner.js';
import type { ConversationRow, MessageRow } from './store.js';

export const REDACTED_MESSAGE = '[message removed by the safety policy]';

/** The empty assistant row a reply streams into. */
const streamingPlaceholder = (conversationId: string) => ({
  conversationId,
  role: 'assistant' as const,
  content: '',
  status: 'streaming',
});

/** What a send (or edit) led to: a reply streaming, a finished safety reply, or the paywall. */
export type SendOutcome =
  | { type: 'streaming'; userMessage: ChatMessage; reply: RunningReply }
  | { type: 'final'; userMessage: ChatMessage; assistantMessage: ChatMessage }
  | {
      type: 'paywall';
      reply: string;
      variant: PaywallVariant;
      userMessage: ChatMessage;
      assistantMessage: ChatMessage;
    };

export function createReplyService(
  deps: ChatDeps,
  conversations: ConversationService,
  runner: ReplyRunner,
) {
  const { store } = deps;

  async function characterFor(conversation: ConversationRow): Promise<CharacterForChat> {
    const character = await deps.characters.getForChat(conversation.characterId);
    if (!character)
      throw new AppError(409, 'character_unavailable', 'This character is no longer available.');
    return character;
  }

  /** Shared opening of every generating call: ownership, suspension, rate limit, the one-reply lock. */
  async function begin(subject: Subject, conversationId: string) {
    await deps.safety.ensureMayChat(subject);
    await enforceChatRateLimit(deps, subject);
    // Ownership and the lock in one statement; only a miss needs a second look to say why.
    const locked = await store.lockOwned(ownerOf(subject), conversationId);
    if (locked) return locked;
    await conversations.ownedConversation(subject, conversationId);
    throw conflict(
      'A reply is still being written. Wait for it or stop it first.',
      'reply_in_progress',
    );
  }

  async function startReply(
    subject: Subject,
    conversation: ConversationRow,
    character: CharacterForChat,
    userMessage: MessageRow,
    nsfw: boolean,
  ) {
    const [assistant] = await store.insertMessages(store.db, [
      streamingPlaceholder(conversation.id),
    ]);
    // Counted now; the preview becomes the reply's text when it is finished.
    await store.countPlaceholder(conversation.id);
    const history = promptHistory(await loadPromptHistory(deps, conversation.id));
    return launch({
      subject,
      conversation,
      character,
      assistant,
      userMessage,
      mode: 'new',
      history,
      nsfw,
    });
  }

  /** Starts the model on an assistant row, with the prompt, model choice and stream guard. */
  function launch(input: {
    subject: Subject;
    conversation: ConversationRow;
    character: CharacterForChat;
    assistant: MessageRow;
    userMessage: MessageRow | null;
    mode: 'new' | 'alternate';
    history: ReturnType<typeof promptHistory>;
    nsfw: boolean;
  }) {
    const { subject, conversation, character } = input;
    return runner.start({
      conversationId: conversation.id,
      assistant: input.assistant,
      userMessage: input.userMessage,
      mode: input.mode,
      prompt: buildPrompt(deps, character, {
        userName: subject.viewer?.name ?? null,
        summary: conversation.summary,
        history: input.history,
      }),
      model: input.nsfw ? deps.config.LLM_NSFW_MODEL : undefined,
      character: offlineContext(character),
      guard: deps.safety.createReplyGuard(subject, {
        characterName: character.publicCharacter.name,
        conversationId: conversation.id,
      }),
    });
  }

  /** Turns the policy decision on a stored user message into the outcome. */
  async function respond(
    subject: Subject,
    conversation: ConversationRow,
    character: CharacterForChat,
    userRow: MessageRow,
    decision: UserMessageDecision,
  ): Promise<SendOutcome> {
    if (decision.kind === 'allow') {
      try {
        const reply = await startReply(subject, conversation, character, userRow, decision.nsfw);
        return { type: 'streaming', userMessage: toChatMessage(userRow), reply };
      } catch (error) {
        await store.releaseGenerationLock(conversation.id);
        throw error;
      }
    }
    try {
      const safety =
        decision.kind === 'paywall'
          ? null
          : {
              action: decision.kind === 'refuse' ? ('refused' as const) : ('crisis' as const),
              category: decision.category,
            };
      const [assistant] = await store.insertMessages(store.db, [
        {
          conversationId: conversation.id,
          role: 'assistant',
          kind: decision.kind === 'paywall' ? 'paywall' : 'text',
          content: decision.reply,
          status: 'complete',
          safety,
          deliveredAt: new Date(),
        },
      ]);
      const delivered = await store.updateMessage(userRow.id, {
        status: 'read',
        deliveredAt: new Date(),
        readAt: new Date(),
      });
      await store.recordAppended(conversation.id, 1, assistant);
      const common = {
        userMessage: toChatMessage(delivered),
        assistantMessage: toChatMessage(assistant),
      };
      return decision.kind === 'paywall'
        ? { type: 'paywall', reply: decision.reply, variant: decision.variant, ...common }
        : { type: 'final', ...common };
    } finally {
      await store.releaseGenerationLock(conversation.id);
    }
  }

  async function assess(
    subject: Subject,
    conversation: ConversationRow,
    character: CharacterForChat,
    text: string,
  ) {
    try {
      return await deps.safety.assessUserMessage(subject, {
        text,
        characterId: character.publicCharacter.id,
        characterName: character.publicCharacter.name,
        conversationId: conversation.id,
      });
    } catch (error) {
      await store.releaseGenerationLock(conversation.id);
      throw error;
    }
  }

  return {
    async send(subject: Subject, conversationId: string, content: string): Promise<SendOutcome> {
      const conversation = await begin(subject, conversationId);
      const character = await characterFor(conversation).catch(async (error: unknown) => {
        await store.releaseGenerationLock(conversation.id);
        throw error;
      });
      const decision = await assess(subject, conversation, character, content);
      // A prohibited message is kept only as a hash (in the incident log), never as text.
      const stored = decision.kind === 'refuse' ? REDACTED_MESSAGE : content;
      const userValues = {
        conversationId: conversation.id,
        role: 'user' as const,
        content: stored,
        status: 'sent',
      };
      if (decision.kind === 'allow') {
        // The common path: both rows, the counters and the history in one statement.
        try {
          const begun = await store.beginReply(conversation.id, content, historyWindow(deps));
          const history = [
            ...promptHistory(begun.history),
            { role: 'user' as const, content: begun.userMessage.content },
          ];
          const reply = launch({
            subject,
            conversation,
            character,
            assistant: begun.placeholder,
            userMessage: begun.userMessage,
            mode: 'new',
            history,
            nsfw: decision.nsfw,
          });
          return { type: 'streaming', userMessage: toChatMessage(begun.userMessage), reply };
        } catch (error) {
          await store.releaseGenerationLock(conversation.id);
          throw error;
        }
      }
      let userRow: MessageRow;
      try {
        [userRow] = await store.insertMessages(store.db, [userValues]);
        await store.recordAppended(conversation.id, 1, userRow);
      } catch (error) {
        // respond() releases the lock from here on; a failure before it must not keep it.
        await store.releaseGenerationLock(conversation.id);
        throw error;
      }
      return respond(subject, conversation, character, userRow, decision);
    },

    async edit(subject: Subject, messageId: string, content: string): Promise<SendOutcome> {
      const { message } = await conversations.ownedMessage(subject, messageId);
      const conversation = await begin(subject, message.conversationId);
      let character: CharacterForChat;
      try {
        const all = await store.allMessages(conversation.id);
        const lastUser = [...all].reverse().find((row) => row.role === 'user');
        if (!lastUser || lastUser.id !== message.id)
          throw conflict('Only your last message can be edited.', 'not_last_message');
        character = await characterFor(conversation);
      } catch (error) {
        await store.releaseGenerationLock(conversation.id);
        throw error;
      }
      const decision = await assess(subject, conversation, character, content);
      await store.deleteMessages(store.db, conversation.id, message.seq + 1);
      const userRow = await store.updateMessage(message.id, {
        content: decision.kind === 'refuse' ? REDACTED_MESSAGE : content,
        status: 'sent',
      });
      await store.refreshConversationStats(store.db, conversation.id);
      return respond(subject, conversation, character, userRow, decision);
    },

    async regenerate(subject: Subject, conversationId: string): Promise<RunningReply> {
      const conversation = await begin(subject, conversationId);
      try {
        const all = await store.allMessages(conversation.id);
        const last = all.at(-1);
        if (!last || last.role !== 'assistant' || last.kind !== 'text' || last.safety) {
          throw conflict('There is no reply to regenerate.', 'nothing_to_regenerate');
        }
        const userMessage =
          [...all].reverse().find((row) => row.role === 'user' && row.seq < last.seq) ?? null;
        const character = await characterFor(conversation);
        const nsfw = userMessage
          ? await deps.safety.wantsIntimateModel(subject, userMessage.content)
          : false;
        const assistant = await store.updateMessage(last.id, { status: 'streaming' });
        const history = promptHistory(all.filter((row) => row.seq < last.seq));
        return launch({
          subject,
          conversation,
          character,
          assistant,
          userMessage: null,
          mode: 'alternate',
          history,
          nsfw,
        });
      } catch (error) {
        await store.releaseGenerationLock(conversation.id);
        throw error;
      }
    },

    async stop(subject: Subject, conversationId: string) {
      const conversation = await conversations.ownedConversation(subject, conversationId);
      const local = runner.get(conversation.id);
      if (local) {
        local.stop();
        await local.done;
        return { stopped: true };
      }
      if (!conversation.generatingSince)
        throw conflict('No reply is being written.', 'nothing_to_stop');
      await store.requestStop(conversation.id);
      return { stopped: true };
    },

    running(conversationId: string) {
      return runner.get(conversationId);
    },
  };
}

export type ReplyService = ReturnType<typeof createReplyService>;
