/**
 * Whole-word lookups in large generated lexicons (policy/wordnetLexicons.ts): a Set of words and
 * phrases checked against the message's words, and against two- and three-word runs only where
 * a phrase can start. A regex with a thousand alternatives would be tried at every position; this
 * costs about one Set lookup per word.
 */
export interface WordSet {
  /** The first word or phrase of the set found in the normalised text, or null. */
  find(text: string): string | null;
}

export function wordSet(...lists: ReadonlyArray<readonly string[]>): WordSet {
  const entries = new Set(lists.flat());
  /** First word of each phrase → the longest phrase starting with it, in words. */
  const heads = new Map<string, number>();
  for (const entry of entries) {
    const words = entry.split(' ');
    if (words.length > 1) heads.set(words[0], Math.max(heads.get(words[0]) ?? 0, words.length));
  }
  return {
    find(text) {
      const words = text.split(' ');
      for (let i = 0; i < words.length; i += 1) {
        let phrase = words[i];
        if (entries.has(phrase)) return phrase;
        const longest = heads.get(phrase) ?? 1;
        for (let n = 1; n < longest && i + n < words.length; n += 1) {
          phrase += ` ${words[i + n]}`;
          if (entries.has(phrase)) return phrase;
        }
      }
      return null;
    },
  };
}
