/**
 * Long-term memory without a model: as a conversation grows, the turns leaving the prompt's
 * window are rolled into its summary, a deterministic extractive one (the prompt reads it,
 * replyRunner.ts). Runs after a reply has ended, off the reply's way.
 */
import { statedFacts } from '#server/providers/llm/offline/index.js';
import { oneLine } from './replyRunner.js';
import type { ChatStore } from './store.js';

/** Summarise once this many turns sit before the recent window, so memory keeps up with growth. */
const SUMMARY_STEP = 16;
const RECENT_WINDOW = 12;

/** Rolls older turns into the conversation's long-term summary as it grows. */
export async function refreshSummary(
  store: ChatStore,
  conversation: { id: string; summary: string; summarizedCount: number; messageCount: number },
) {
  const { id: conversationId, summary, summarizedCount } = conversation;
  // Most replies need no summary work: skip the count until enough turns have piled up.
  if (conversation.messageCount - RECENT_WINDOW - summarizedCount < SUMMARY_STEP) return;
  const cutoff = (await store.countPromptHistory(conversationId)) - RECENT_WINDOW;
  if (cutoff - summarizedCount < SUMMARY_STEP) return;
  const turns = await store.promptHistorySlice(
    conversationId,
    summarizedCount,
    cutoff - summarizedCount,
  );
  await store.saveSummary(conversationId, summarizeTurns(summary, turns), cutoff);
}

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
