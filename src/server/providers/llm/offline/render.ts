/** Filling templates and comparing sentences, shared by the composer and its tests. */

export type Vars = Partial<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills {placeholders}; null when one has no value, so the caller can skip that template. */
export function renderTemplate(template: string, vars: Vars): string | null {
  let missing = false;
  const text = template.replace(PLACEHOLDER, (_, key: string) => {
    const value = vars[key];
    if (!value) missing = true;
    return value ?? '';
  });
  if (missing) return null;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Case, punctuation and emoji do not make a sentence new. */
export function normalizeSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Normalised sentences of the given replies, for "never say the same sentence again" checks. */
export function sentenceSet(replies: string[]): Set<string> {
  const set = new Set<string>();
  for (const reply of replies) {
    for (const sentence of splitSentences(reply)) {
      const normal = normalizeSentence(sentence);
      if (normal) set.add(normal);
    }
  }
  return set;
}

/** "nurse" → "a nurse", "engineer" → "an engineer". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
