/**
 * Prompt assembly for a chat reply: one system message (persona, public profile, what we know
 * about the user, rules, long-term summary) followed by as much recent history as the token
 * budget allows. Pure: no I/O, so every rule here is unit-tested.
 */
import { extractFacts } from '../../providers/llm/offline/memory.js';
import { withArticle } from '../../providers/llm/offline/render.js';
import type { ChatTurn } from '../../providers/llm/types.js';
import { CHAT_CONTEXT_MIN_MESSAGES } from '../../../shared/constants.js';

export interface PromptCharacter {
  name: string;
  personaSystemPrompt: string;
  persona: string;
  personalityType: string;
  bio: string;
  tags: string[];
  displayAge: string;
}

export interface PromptInput {
  character: PromptCharacter;
  userName: string | null;
  /** Rolling summary of older turns ('' when none). */
  summary: string;
  /** Oldest → newest, the new user message last. */
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  /** Token budget for the history part. */
  tokenBudget: number;
  /** Kept even when over budget (default CHAT_CONTEXT_MIN_MESSAGES). */
  minMessages?: number;
}

export interface AssembledPrompt {
  messages: ChatTurn[];
  includedCount: number;
  droppedCount: number;
  /** System message plus included history. */
  estimatedTokens: number;
}

/** Role markers and separators every chat format adds around a message. */
export const MESSAGE_OVERHEAD_TOKENS = 4;

/** Rough token count (~4 characters per token, rounded up) plus the per-message overhead. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4) + MESSAGE_OVERHEAD_TOKENS;
}

export const ADULT_AI_RULES =
  'The user is an adult (18+); you are an AI companion; stay consistent with the persona. ' +
  'If asked, say honestly that you are an AI. Reply conversationally, in character.';

export function assemblePrompt(input: PromptInput): AssembledPrompt {
  const system = buildSystemPrompt(input);
  const minMessages = input.minMessages ?? CHAT_CONTEXT_MIN_MESSAGES;

  // Walk from the newest turn backwards; stop at the first turn that does not fit, so the kept
  // history stays contiguous (skipping a long turn to fit older ones would garble the dialogue).
  let includedCount = 0;
  let historyTokens = 0;
  for (let index = input.history.length - 1; index >= 0; index--) {
    const cost = estimateTokens(input.history[index].content);
    const fits = historyTokens + cost <= input.tokenBudget;
    if (!fits && includedCount >= minMessages) break;
    includedCount += 1;
    historyTokens += cost;
  }

  const kept = input.history.slice(input.history.length - includedCount);
  return {
    messages: [
      { role: 'system', content: system },
      ...kept.map((turn) => ({ role: turn.role, content: turn.content })),
    ],
    includedCount,
    droppedCount: input.history.length - includedCount,
    estimatedTokens: estimateTokens(system) + historyTokens,
  };
}

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
  const facts = extractFacts([{ role: 'system', content: previousSummary }, ...turns]);
  const factLines = [
    facts.name && `The user's name is ${facts.name}.`,
    facts.likes.length > 0 && `The user likes ${joinList(facts.likes.slice(-5))}.`,
    facts.job && `The user works as ${withArticle(facts.job)}.`,
  ].filter((line): line is string => Boolean(line));

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

function joinList(items: string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
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
