/**
 * A message's reply, up to the model: the one-reply lock, the safety decision (the policy's own
 * replies are in policyReplies.ts), the prompt, and the reply started on the runner. Edit,
 * regenerate and stop are the same steps for their own requests.
 */
import type { ChatMessage } from '#shared/api/chat.js';
import type { ChatTurn, OfflineCharacterContext } from '#server/providers/llm/types.js';
import { AppError, conflict, notFound } from '#server/http/errors.js';
import type { CharacterForChat } from '../characters/index.js';
import type { ViewerOrGuest } from '../safety/index.js';
import { storedText, storePolicyReply, type PolicyOutcome } from './policyReplies.js';
import type { ReplyRecovery } from './replyRecovery.js';
import type { ReplyRunner, RunningReply } from './replyRunner.js';
import {
  enforceChatRateLimit,
  takeModelCall,
  viewerKey,
  type ChatDeps,
  type ChatViewer,
} from './limits.js';
import { toChatMessage, type ConversationRow, type MessageRow } from './store.js';

// The prompt: one system message (persona, public profile, what we know about the user, rules,
// long-term summary) followed by the recent history. Which history fits the token budget is
// decided in SQL, where the window is read (store.ts, promptWindow). Pure, so every rule is
// unit-tested (prompt.test.ts).

export interface PromptCharacter {
  name: string;
  personaSystemPrompt: string;
  persona: string;
  personalityType: string;
  bio: string;
  tags: string[];
  displayAge: string;
}

export type HistoryTurn = { role: 'user' | 'assistant'; content: string };

export interface PromptInput {
  character: PromptCharacter;
  userName: string | null;
  /** Rolling summary of older turns ('' when none). */
  summary: string;
  /** Oldest → newest, the new user message last (the window SQL read, plus this turn). */
  history: HistoryTurn[];
}

export const ADULT_AI_RULES =
  'The user is an adult (18+); you are an AI companion; stay consistent with the persona. ' +
  'If asked, say honestly that you are an AI. Reply conversationally, in character.';

export function assemblePrompt(input: PromptInput): { messages: ChatTurn[] } {
  return {
    messages: [
      { role: 'system', content: buildSystemPrompt(input) },
      ...input.history.map((turn) => ({ role: turn.role, content: turn.content })),
    ],
  };
}

/** The prompt of a reply by this character (chat, write-first and stateless replies alike). */
export function promptFor(
  character: CharacterForChat,
  input: { userName: string | null; summary: string; history: HistoryTurn[] },
): ChatTurn[] {
  const { publicCharacter: c } = character;
  return assemblePrompt({
    character: {
      name: c.name,
      personaSystemPrompt: character.personaSystemPrompt,
      persona: c.persona,
      personalityType: c.personalityType,
      bio: c.bio,
      tags: c.tags,
      displayAge: c.displayAge,
    },
    ...input,
  }).messages;
}

/** The public facts the offline engine voices (a remote model reads them in the system prompt). */
export const offlineContext = (character: CharacterForChat): OfflineCharacterContext => ({
  id: character.publicCharacter.id,
  name: character.publicCharacter.name,
  tags: character.publicCharacter.tags,
  starterPrompts: character.publicCharacter.starterPrompts,
  persona: character.publicCharacter.persona,
  personalityType: character.publicCharacter.personalityType,
});

/**
 * Only the fields named here reach the model: anything else on the object (creator-only or admin
 * fields passed in by mistake) is ignored by construction.
 */
function buildSystemPrompt({ character, userName, summary }: PromptInput): string {
  const profile = [
    `Name: ${oneLine(character.name)}`,
    `Age: ${oneLine(character.displayAge)}`,
    character.personalityType && `Personality: ${oneLine(character.personalityType)}`,
    character.persona && `Persona: ${oneLine(character.persona)}`,
    character.bio && `Bio: ${oneLine(character.bio)}`,
    character.tags.length > 0 && `Tags: ${character.tags.map(oneLine).join(', ')}`,
  ].filter(Boolean);

  const sections = [
    character.personaSystemPrompt.trim(),
    `Your public profile:\n${profile.join('\n')}`,
    userName?.trim() ? `The user's name is ${oneLine(userName).slice(0, 60)}.` : '',
    ADULT_AI_RULES,
    summary.trim() ? `Earlier in this conversation: ${summary.trim()}` : '',
  ];
  return sections.filter(Boolean).join('\n\n');
}

/** Profile values are single lines so a stray newline cannot fake a new prompt section. */
function oneLine(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' / ');
}

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
}

/** Starts the model on an assistant row, with the prompt, model choice and stream guard. */
function launchReply(deps: ChatDeps, runner: ReplyRunner, input: LaunchInput) {
  const { viewer, conversation, character } = input;
  return runner.start({
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
  });
}

/** What a send (or edit) led to: a reply streaming, a finished safety reply, or the paywall. */
export type SendOutcome =
  { type: 'streaming'; userMessage: ChatMessage; reply: RunningReply } | PolicyOutcome;

export function createReplyService(deps: ChatDeps, runner: ReplyRunner, recovery: ReplyRecovery) {
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
    viewer: ChatViewer,
    conversationId: string,
    work: (conversation: ConversationRow) => Promise<T>,
  ): Promise<T> {
    await deps.safety.ensureMayChat(viewer);
    await enforceChatRateLimit(deps, viewer);
    // Ownership and the lock in one statement; only a miss needs a second look to say why.
    const lock = () => store.lockOwned(viewerKey(viewer), conversationId, runner.leaseClaim());
    let conversation = await lock();
    // A dead instance's lock is recovered now rather than at the next sweep.
    if (!conversation && (await recovery.recoverConversation(conversationId)))
      conversation = await lock();
    if (!conversation) {
      if (!(await store.findOwned(viewerKey(viewer), conversationId)))
        throw notFound('Conversation not found.');
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
    viewer: ChatViewer,
    conversation: ConversationRow,
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
      const outcome = await withLock(viewer, conversationId, async (conversation) => {
        const character = await characterFor(conversation);
        const decision = await assess(viewer, conversation, character, content);
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
        await takeModelCall(deps, viewer);
        // The common path: both rows, the counters and the history in one statement.
        const begun = await store.beginReply(conversation.id, content);
        const reply = launch({
          viewer,
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

    async edit(viewer: ChatViewer, messageId: string, content: string): Promise<SendOutcome> {
      const message = await store.findMessage(messageId);
      if (!message || !(await store.findOwned(viewerKey(viewer), message.conversationId)))
        throw notFound('Message not found.');
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
