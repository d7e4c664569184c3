import type { AppConfig } from '../../config.js';
import type { RateLimiter } from '../../http/rateLimiter.js';
import type { LlmProvider } from '../../providers/llm/types.js';
import type { CharactersService } from '../characters/service.js';
import type { SafetyService, Subject } from '../safety/service.js';
import type { ChatStore, HistoryWindow, MessageRow, Owner } from './store.js';
import { CHAT_CONTEXT_MIN_MESSAGES } from '../../../shared/constants.js';
import { assemblePrompt, summarizeTurns } from './prompt.js';
import type { CharacterForChat } from '../characters/service.js';

/** Everything the chat services share. */
export interface ChatDeps {
  config: AppConfig;
  store: ChatStore;
  llm: LlmProvider;
  characters: CharactersService;
  safety: SafetyService;
  limiter: RateLimiter;
}

export { enforceChatRateLimit, enforceConversationLimit, takeModelCall } from './limits.js';

/** Who is chatting, and from which IP: guests are limited per IP too (see limits.ts). */
export interface ChatSubject extends Subject {
  ip: string;
}

export const ownerOf = (subject: Subject): Owner =>
  subject.viewer ? { userId: subject.viewer.id } : { guestId: subject.guestId! };

const RECENT_MESSAGES_FOR_PROMPT = 80;
/** Summarise once this many turns sit before the recent window, so memory keeps up with growth. */
const SUMMARY_STEP = 16;
const RECENT_WINDOW = 12;

export const historyWindow = (deps: ChatDeps): HistoryWindow => ({
  maxMessages: RECENT_MESSAGES_FOR_PROMPT,
  minMessages: CHAT_CONTEXT_MIN_MESSAGES,
  tokenBudget: deps.config.LLM_CONTEXT_TOKENS,
});

/** Messages that belong in the model's view of the dialogue (the SQL reads apply the same rule). */
export function promptHistory(rows: MessageRow[]) {
  return rows
    .filter(
      (row) =>
        row.kind !== 'paywall' &&
        !row.safety &&
        row.status !== 'failed' &&
        row.status !== 'streaming',
    )
    .map((row) => ({ role: row.role, content: row.content }));
}

export function buildPrompt(
  deps: ChatDeps,
  character: CharacterForChat,
  input: {
    userName: string | null;
    summary: string;
    history: Array<{ role: 'user' | 'assistant'; content: string }>;
  },
) {
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
    userName: input.userName,
    summary: input.summary,
    history: input.history,
    tokenBudget: deps.config.LLM_CONTEXT_TOKENS,
  }).messages;
}

/** Rolls older turns into the conversation's long-term summary as it grows. */
export async function refreshSummary(
  deps: ChatDeps,
  conversation: { id: string; summary: string; summarizedCount: number; messageCount: number },
) {
  const { id: conversationId, summary, summarizedCount } = conversation;
  // Most replies need no summary work: skip the count until enough turns have piled up.
  if (conversation.messageCount - RECENT_WINDOW - summarizedCount < SUMMARY_STEP) return;
  const cutoff = (await deps.store.countPromptHistory(conversationId)) - RECENT_WINDOW;
  if (cutoff - summarizedCount < SUMMARY_STEP) return;
  const turns = await deps.store.promptHistorySlice(
    conversationId,
    summarizedCount,
    cutoff - summarizedCount,
  );
  await deps.store.saveSummary(conversationId, summarizeTurns(summary, turns), cutoff);
}

export const offlineContext = (character: CharacterForChat) => ({
  id: character.publicCharacter.id,
  name: character.publicCharacter.name,
  tags: character.publicCharacter.tags,
  starterPrompts: character.publicCharacter.starterPrompts,
  persona: character.publicCharacter.persona,
  personalityType: character.publicCharacter.personalityType,
});
