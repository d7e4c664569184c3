import type { CharacterForChat } from '../characters/service.js';
import type { Subject } from '../safety/service.js';
import { buildPrompt, offlineContext, type ChatDeps } from './context.js';
import type { ReplyRunner } from './replyRunner.js';
import type { ConversationRow, MessageRow } from './store.js';

export interface LaunchInput {
  subject: Subject;
  conversation: ConversationRow;
  character: CharacterForChat;
  /** The assistant row the reply streams into. */
  assistant: MessageRow;
  userMessage: MessageRow | null;
  mode: 'new' | 'alternate';
  /** Oldest → newest, the message answered last. */
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  nsfw: boolean;
}

/** Starts the model on an assistant row, with the prompt, model choice and stream guard. */
export function launchReply(deps: ChatDeps, runner: ReplyRunner, input: LaunchInput) {
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
    ownerUserId: subject.viewer?.id ?? null,
  });
}
