/**
 * A message's reply, up to the model: the one-reply lock, the safety decision (the policy's own
 * replies are in policyReplies.ts), and the reply started on the runner with its prompt. Edit,
 * regenerate and stop are the same steps for their own requests.
 */
import type { ChatMessage } from '#shared/api/chat.js';
import { AppError, conflict, notFound, unauthorized } from '#server/http/errors.js';
import type { CharacterForChat } from '../characters/index.js';
import type { ViewerOrGuest } from '../safety/index.js';
import { storedText, storePolicyReply, type PolicyOutcome } from './policyReplies.js';
import type { ReplyRecovery } from './replyRecovery.js';
import {
  offlineContext,
  promptFor,
  type HistoryTurn,
  type ReplyRunner,
  type RunningReply,
} from './replyRunner.js';
import {
  enforceChatRateLimit,
  takeModelCall,
  viewerKey,
  type ChatDeps,
  type ChatViewer,
} from './limits.js';
import { SESSION_ENDED, toChatMessage, type ConversationRow, type MessageRow } from './store.js';

interface LaunchInput {
  viewer: ViewerOrGuest;
  conversation: ConversationRow;
  character: CharacterForChat;
  /** The assistant row the reply streams into. */
  assistant: MessageRow;
  userMessage: MessageRow | null;
  mode: 'new' | 'alternate';
  /** Oldest → newest, the message answered last. */
  history: HistoryTurn[];
  nsfw: boolean;
  /** The commit of the statement that stored this turn, when it is still running (decision 0112). */
  stored?: Promise<void>;
}

/** Starts the model on an assistant row, with the prompt, model choice and stream guard. */
function launchReply(deps: ChatDeps, runner: ReplyRunner, input: LaunchInput) {
  const { viewer, conversation, character } = input;
  return runner.start(
    {
      conversationId: conversation.id,
      assistant: input.assistant,
      userMessage: input.userMessage,
      mode: input.mode,
      prompt: promptFor(character, {
        userName: viewer.viewer?.name ?? null,
        summary: conversation.summary,
        history: input.history,
      }),
      model: input.nsfw ? deps.config.LLM_NSFW_MODEL : undefined,
      character: offlineContext(character),
      guard: deps.safety.createReplyGuard(viewer, {
        characterName: character.publicCharacter.name,
        conversationId: conversation.id,
      }),
      ownerUserId: viewer.viewer?.id ?? null,
    },
    input.stored,
  );
}

/** What a send (or edit) led to: a reply streaming, a finished safety reply, or the paywall. */
export type SendOutcome =
  { type: 'streaming'; userMessage: ChatMessage; reply: RunningReply } | PolicyOutcome;

/** How many conversations' characters an instance remembers before it starts afresh. */
const KNOWN_CONVERSATIONS = 10_000;

export function createReplyService(deps: ChatDeps, runner: ReplyRunner, recovery: ReplyRecovery) {
  const { store } = deps;
  const launch = (input: LaunchInput) => launchReply(deps, runner, input);

  async function characterFor(conversation: Pick<ConversationRow, 'characterId'>) {
    const character = await deps.characters.getForChat(conversation.characterId);
    if (!character)
      throw new AppError(409, 'character_unavailable', 'This character is no longer available.');
    return character;
  }

  /** What every generating call checks first: suspension and the send limits. */
  async function gate(viewer: ChatViewer) {
    await deps.safety.ensureMayChat(viewer);
    await enforceChatRateLimit(deps, viewer);
  }

  /** A lock not taken: 404 when the conversation is not the viewer's, else 409. */
  async function refuseLocked(viewer: ChatViewer, conversationId: string): Promise<never> {
    if (!(await store.findOwned(viewerKey(viewer), conversationId)))
      throw notFound('Conversation not found.');
    throw conflict(
      'A reply is still being written. Wait for it or stop it first.',
      'reply_in_progress',
    );
  }

  /**
   * Takes the one-reply lock with `take` (ownership checked in the same statement); a dead
   * instance's lock is recovered now rather than at the next sweep.
   */
  async function takeLock<T>(
    viewer: ChatViewer,
    conversationId: string,
    take: () => Promise<T | null>,
  ): Promise<T> {
    const taken =
      (await take()) ??
      ((await recovery.recoverConversation(conversationId)) ? await take() : null);
    return taken ?? refuseLocked(viewer, conversationId);
  }

  /**
   * The one-reply lock (with ownership) for every generating call but the common send, then
   * `work`; callers have passed `gate` first. If `work` throws, the lock is released.
   */
  async function withLock<T>(
    viewer: ChatViewer,
    conversationId: string,
    work: (conversation: ConversationRow) => Promise<T>,
  ): Promise<T> {
    const conversation = await takeLock(viewer, conversationId, () =>
      store.lockOwned(viewerKey(viewer), conversationId, runner.leaseClaim()),
    );
    try {
      return await work(conversation);
    } catch (error) {
      await store.releaseGenerationLock(conversation.id);
      throw error;
    }
  }

  /**
   * The character of the conversations this instance has answered in (a conversation never
   * changes character), by viewer and conversation: a send learns it before the lock, so the
   * lock can join the statement that stores the message (docs/decisions/0105).
   */
  const characterOf = new Map<string, string>();
  async function characterOfConversation(viewer: ChatViewer, conversationId: string) {
    const key = `${viewer.viewer?.id ?? `guest:${viewer.guestId}`}/${conversationId}`;
    let characterId = characterOf.get(key);
    if (!characterId) {
      const conversation = await store.findOwned(viewerKey(viewer), conversationId);
      if (!conversation) throw notFound('Conversation not found.');
      characterId = conversation.characterId;
      if (characterOf.size >= KNOWN_CONVERSATIONS) characterOf.clear();
      characterOf.set(key, characterId);
    }
    return characterFor({ characterId });
  }

  /**
   * A memoised session that failed its check in the send (docs/decisions/0109): the request is
   * answered as the database has the viewer now: signed out (401), suspended (403), or changed
   * some other way since (409, send again).
   */
  async function refuseEndedSession(viewer: ChatViewer): Promise<never> {
    const current = await viewer.session!.recheck();
    if (!current) throw unauthorized('Your session has ended. Please sign in again.');
    await deps.safety.ensureMayChat({ viewer: current, guestId: null });
    throw conflict(
      'Your session changed just now. Please send your message again.',
      'session_changed',
    );
  }

  /** Only a streaming reply keeps the lock (the runner releases it when the reply ends). */
  async function settle(conversationId: string, outcome: SendOutcome): Promise<SendOutcome> {
    if (outcome.type !== 'streaming') await store.releaseGenerationLock(conversationId);
    return outcome;
  }

  const assess = (
    viewer: ChatViewer,
    conversation: Pick<ConversationRow, 'id'>,
    character: CharacterForChat,
    text: string,
  ) =>
    deps.safety.assessUserMessage(viewer, {
      text,
      characterId: character.publicCharacter.id,
      characterName: character.publicCharacter.name,
      conversationId: conversation.id,
    });

  return {
    async send(viewer: ChatViewer, conversationId: string, content: string): Promise<SendOutcome> {
      await gate(viewer);
      // A reply running here answers at once, before the message is assessed.
      if (runner.get(conversationId)) await refuseLocked(viewer, conversationId);
      const character = await characterOfConversation(viewer, conversationId);
      const decision = await assess(viewer, { id: conversationId }, character, content);
      if (decision.kind !== 'allow') {
        // A policy reply is stored without beginReply: its session is checked on its own.
        if (viewer.session && !(await viewer.session.isOpen())) await refuseEndedSession(viewer);
        const outcome = await withLock(viewer, conversationId, async (conversation) => {
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
        });
        return settle(conversationId, outcome);
      }
      await takeModelCall(deps, viewer);
      // The common path: the lock, both rows, the counters and the history in one statement.
      const begun = await takeLock(viewer, conversationId, async () => {
        const key = viewerKey(viewer);
        const claim = runner.leaseClaim();
        const result = await store.beginReply(
          key,
          conversationId,
          content,
          claim,
          viewer.session ?? undefined,
        );
        return result === SESSION_ENDED ? refuseEndedSession(viewer) : result;
      });
      let reply: RunningReply;
      try {
        reply = launch({
          viewer,
          conversation: begun.conversation,
          character,
          assistant: begun.placeholder,
          userMessage: begun.userMessage,
          mode: 'new',
          history: [...begun.history, { role: 'user', content: begun.userMessage.content }],
          nsfw: decision.nsfw,
          stored: begun.committed,
        });
      } catch (error) {
        await begun.committed;
        await store.releaseGenerationLock(conversationId);
        throw error;
      }
      // The model call is under way while the turn's commit flushes; nobody hears of the turn
      // before it is stored (docs/decisions/0112-model-call-before-the-commit.md). A commit that
      // fails has already cancelled the reply (the runner) and is answered as a failed statement.
      await begun.committed;
      return { type: 'streaming', userMessage: toChatMessage(begun.userMessage), reply };
    },

    async edit(viewer: ChatViewer, messageId: string, content: string): Promise<SendOutcome> {
      const message = await store.findMessage(messageId);
      if (!message || !(await store.findOwned(viewerKey(viewer), message.conversationId)))
        throw notFound('Message not found.');
      await gate(viewer);
      const outcome = await withLock(viewer, message.conversationId, async (conversation) => {
        const all = await store.allMessages(conversation.id);
        if (all.findLast((row) => row.role === 'user')?.id !== message.id)
          throw conflict('Only your last message can be edited.', 'not_last_message');
        const character = await characterFor(conversation);
        const decision = await assess(viewer, conversation, character, content);
        if (decision.kind === 'allow') await takeModelCall(deps, viewer);
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
          viewer,
          conversation,
          character,
          assistant,
          userMessage: userRow,
          mode: 'new',
          history: await store.promptWindow(conversation.id),
          nsfw: decision.nsfw,
        });
        return { type: 'streaming', userMessage: toChatMessage(userRow), reply } as const;
      });
      return settle(message.conversationId, outcome);
    },

    async regenerate(viewer: ChatViewer, conversationId: string): Promise<RunningReply> {
      await gate(viewer);
      return withLock(viewer, conversationId, async (conversation) => {
        const all = await store.allMessages(conversation.id);
        const last = all.at(-1);
        if (!last || last.role !== 'assistant' || last.kind !== 'text' || last.safety) {
          throw conflict('There is no reply to regenerate.', 'nothing_to_regenerate');
        }
        const userMessage = all.findLast((row) => row.role === 'user' && row.seq < last.seq);
        const character = await characterFor(conversation);
        const nsfw = userMessage
          ? await deps.safety.wantsIntimateModel(viewer, userMessage.content)
          : false;
        await takeModelCall(deps, viewer);
        const assistant = await store.updateMessage(last.id, { status: 'streaming' });
        return launch({
          viewer,
          conversation,
          character,
          assistant,
          userMessage: null,
          mode: 'alternate',
          history: await store.promptWindow(conversation.id, last.seq),
          nsfw,
        });
      });
    },

    async stop(viewer: ChatViewer, conversationId: string) {
      const conversation = await store.findOwned(viewerKey(viewer), conversationId);
      if (!conversation) throw notFound('Conversation not found.');
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
