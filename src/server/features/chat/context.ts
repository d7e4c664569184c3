import type { AppConfig } from '../../config.js';
import type { RateLimiter } from '../../http/rateLimiter.js';
import { tooManyRequests } from '../../http/errors.js';
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

export const ownerOf = (subject: Subject): Owner =>
  subject.viewer ? { userId: subject.viewer.id } : { guestId: subject.guestId! };

const RECENT_MESSAGES_FOR_PROMPT = 80;
/** Summarise once this many turns sit before the recent window, so memory keeps up with growth. */
const SUMMARY_STEP = 16;
const RECENT_WINDOW = 12;

/** Per-user send limit (guests lower); refuses before anything else runs, the model included. */
export async function enforceChatRateLimit(deps: ChatDeps, subject: Subject) {
  const limit = subject.viewer
    ? deps.config.CHAT_RATE_LIMIT_PER_MINUTE
    : deps.config.GUEST_CHAT_RATE_LIMIT_PER_MINUTE;
  const key = `chat:${subject.viewer?.id ?? `guest:${subject.guestId}`}`;
  const decision = await deps.limiter.hit(key, limit, 60_000);
  if (!decision.allowed) {
    throw tooManyRequests(
      decision.retryAfterSeconds,
      `You're sending messages too fast. Try again in ${decision.retryAfterSeconds} s.`,
    );
  }
}

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
