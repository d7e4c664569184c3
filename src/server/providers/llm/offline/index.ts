/**
 * The offline engine's public entry: the provider, and the memory phrasing it reads back, so the
 * chat's rolling summary writes facts the engine will recognise. Everything else in this folder
 * is internal to the engine.
 */
import { extractFacts } from './memory.js';
import { withArticle } from './render.js';

export {
  OfflineCompanionProvider,
  OFFLINE_MODEL,
  type OfflineProviderOptions,
} from './offlineProvider.js';

/** The user's facts stated in these turns (and a previous summary), as sentences the engine reads. */
export function statedFacts(
  previousSummary: string,
  turns: Array<{ role: string; content: string }>,
): { name: string | null; sentences: string[] } {
  const facts = extractFacts([{ role: 'system', content: previousSummary }, ...turns]);
  const sentences = [
    facts.name && `The user's name is ${facts.name}.`,
    facts.likes.length > 0 && `The user likes ${joinList(facts.likes.slice(-5))}.`,
    facts.job && `The user works as ${withArticle(facts.job)}.`,
  ].filter((line): line is string => Boolean(line));
  return { name: facts.name ?? null, sentences };
}

function joinList(items: string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
