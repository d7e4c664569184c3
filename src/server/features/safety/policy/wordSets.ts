/**
 * Whole-word lookups in large generated lexicons (policy/wordnetLexicons.ts): a Set of words
 * and phrases checked against the message's words and two- and three-word runs. A regex with a
 * thousand alternatives would be tried at every position; this costs a few Set lookups per word.
 */
export interface WordSet {
  /** The first word or phrase of the set found in the normalised text, or null. */
  find(text: string): string | null;
}

export function wordSet(...lists: ReadonlyArray<readonly string[]>): WordSet {
  const set = new Set(lists.flat());
  let longest = 1;
  for (const entry of set) longest = Math.max(longest, entry.split(' ').length);
  return {
    find(text) {
      const words = text.split(' ');
      for (let i = 0; i < words.length; i += 1) {
        let phrase = words[i];
        if (set.has(phrase)) return phrase;
        for (let n = 1; n < longest && i + n < words.length; n += 1) {
          phrase += ` ${words[i + n]}`;
          if (set.has(phrase)) return phrase;
        }
      }
      return null;
    },
  };
}
