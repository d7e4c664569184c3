/**
 * Prompt assembly for a chat reply: one system message (persona, public profile, what we know
 * about the user, rules, long-term summary) followed by the recent history. Which history fits
 * the token budget is decided in SQL, where the window is read (store.ts, promptWindow). Pure:
 * no I/O, so every rule here is unit-tested.
 */
import { statedFacts } from '#server/providers/llm/offline/index.js';
import type { ChatTurn, OfflineCharacterContext } from '#server/providers/llm/types.js';
import { CHAT_CONTEXT_MIN_MESSAGES } from '#shared/constants.js';
import type { CharacterForChat } from '../characters/index.js';
import type { HistoryWindow } from './store.js';

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

/** The most recent messages a prompt may look at, before the token budget cuts them. */
const RECENT_MESSAGES_FOR_PROMPT = 80;

/** How much history a prompt may use: at least 8 messages, then as many as fit the budget. */
export const historyWindow = (tokenBudget: number): HistoryWindow => ({
  maxMessages: RECENT_MESSAGES_FOR_PROMPT,
  minMessages: CHAT_CONTEXT_MIN_MESSAGES,
  tokenBudget,
});

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

// ---------------------------------------------------------------------------------------------
// Long-term memory without a model: a deterministic extractive summary.

const TOPIC_STOPWORDS = new Set(
  'about above after again also always am an and any are around because been before being both but can could did does doing done down each even ever every few for from get got had has have having her here hers him his how into its just know like love more most much must myself never nice not now off once only other our out over own really same should some such than that the their them then there these they thing things think this those through today too under until very want was way well were what when where which while who why will with would yeah yes you your yours okay hello thanks thank good great maybe still tell something feel going name work enjoy adore favourite favorite call lot kind sure right'.split(
    ' ',
  ),
);
const RECENT_EXCHANGES = 3;
const QUOTE_CHARS = 90;

/**
 * Condenses turns that are leaving the context window into a capped summary: facts the user
 * stated (in the phrasing the offline engine reads back), recurring topics, and the last few
 * exchanges. Deterministic, so the same history always yields the same memory.
 */
export function summarizeTurns(
  previousSummary: string,
  turns: Array<{ role: string; content: string }>,
  maxChars = 1200,
): string {
  const facts = statedFacts(previousSummary, turns);
  const factLines = facts.sentences;

  const previousTopics = /Topics so far: ([^.]+)\./.exec(previousSummary)?.[1].split(', ') ?? [];
  const topics = [...new Set([...topicsOf(turns), ...previousTopics])]
    .filter((topic) => topic !== facts.name?.toLowerCase())
    .slice(0, 8);
  const topicLine = topics.length > 0 ? `Topics so far: ${topics.join(', ')}.` : '';

  const recent = turns
    .slice(-RECENT_EXCHANGES * 2)
    .map((turn) => `${turn.role === 'user' ? 'User' : 'You'}: "${quote(turn.content)}"`);
  const recentLine = recent.length > 0 ? `Recently: ${recent.join(' ')}` : '';

  // Drop the least durable parts first when over the cap.
  const candidates = [[...factLines, topicLine, recentLine], [...factLines, topicLine], factLines];
  for (const parts of candidates) {
    const text = parts.filter(Boolean).join(' ');
    if (text.length <= maxChars) return text;
  }
  return truncate(factLines.join(' '), maxChars);
}

/** Most frequent content words of the user's turns, most frequent first, ties by first use. */
function topicsOf(turns: Array<{ role: string; content: string }>): string[] {
  const counts = new Map<string, number>();
  for (const turn of turns) {
    if (turn.role !== 'user') continue;
    for (const word of turn.content.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []) {
      if (!TOPIC_STOPWORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([word]) => word);
}

function quote(text: string): string {
  return truncate(oneLine(text).replace(/"/g, "'"), QUOTE_CHARS);
}

function truncate(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, Math.max(0, maxChars - 1));
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord || cut}…`;
}
