/**
 * Text normalisation for the safety lexicon. Every evasion we care about (case, accents,
 * look-alike letters, leetspeak, letters split by spaces or dots, stretched letters) is undone
 * here once, so the lexicon can stay a list of plain words.
 *
 * Output shape: lowercase a–z, digits, single spaces, and " . " between sentences. Doubled
 * letters are squeezed to one ("kill" -> "kil"); the lexicon is squeezed the same way when it is
 * compiled (see patterns.ts), so "kiiill" and "kill" meet in the middle.
 */

export interface NormalizedText {
  /** Squeezed form that the lexicon regexes run on. */
  text: string;
  /** Same text with letter runs capped at two, for the slur check where "niger" ≠ "nigger". */
  loose: string;
}

const ZERO_WIDTH = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;
const COMBINING_MARKS = /\p{M}+/gu;
const CURLY_APOSTROPHES = /[\u2018\u2019\u02bc`\u00b4]/g;
const INNER_APOSTROPHE = /([a-z0-9])'(?=[a-z])/g;

// Cyrillic and Greek letters that render like Latin ones; NFKD does not fold them.
const HOMOGLYPHS: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  к: 'k',
  м: 'm',
  т: 't',
  в: 'b',
  н: 'h',
  ο: 'o',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
// German and French letters NFKD keeps whole: "heiß", "sœur" (decision 0027).
const LIGATURE_LETTERS: Record<string, string> = { ß: 'ss', œ: 'oe', æ: 'ae' };
const LIGATURES = /[ßœæ]/g;
const HOMOGLYPH_CHARS = new RegExp(`[${Object.keys(HOMOGLYPHS).join('')}]`, 'g');

const TOKEN = /[a-z0-9@$!|]+/g;
const EDGE_PUNCTUATION = /^([!|]*)(.*?)([!|]*)$/;
// "17yo", "16f", "8th", "5pm": a number followed by a unit, not leetspeak.
const NUMBER_WITH_SUFFIX =
  /^(\d+)(yo|yr|yrs|y|year|years|yearold|yearsold|yrold|f|m|th|st|nd|rd|s|am|pm|k|x|h|hr|hrs|min|mins|km|kms|kg|lb|lbs|cm|mm|ft|gb|mb|p|d)$/;
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
const LEET_CHARS = /[0-9@$!|]/g;
const HAS_LETTER = /[a-z@$]/;

// Single letters separated by spaces/dots/dashes: "s e x", "s.e.x", "n-a-k-e-d".
const SPACED_LETTERS = /(?<![a-z0-9])[a-z](?:[ .\-_*~/+]{1,3}[a-z](?![a-z0-9]))+/g;
const NON_LETTER = /[^a-z]/g;
const SENTENCE_END = /[.!?\n\r\u2026]+/g;
const OTHER_PUNCTUATION = /[^a-z0-9 .]+/g;
const SENTENCE_MARKS = /(?:\s*\.\s*)+/g;
const SPACES = /\s+/g;
const LETTER_RUN = /([a-z])\1+/g;
const LONG_LETTER_RUN = /([a-z])\1{2,}/g;

function foldCharacters(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(LIGATURES, (ch) => LIGATURE_LETTERS[ch] ?? ch)
    .replace(ZERO_WIDTH, '')
    .replace(HOMOGLYPH_CHARS, (ch) => HOMOGLYPHS[ch] ?? ch)
    .replace(CURLY_APOSTROPHES, "'")
    .replace(INNER_APOSTROPHE, '$1');
}

/** Undo leetspeak inside one token; `oneAs` chooses whether "1" reads as "i" or "l". */
function decodeToken(token: string, oneAs: 'i' | 'l'): string {
  const [, lead = '', core = '', trail = ''] = EDGE_PUNCTUATION.exec(token) ?? [];
  const suffixed = NUMBER_WITH_SUFFIX.exec(core);
  if (suffixed) return `${lead} ${suffixed[1]} ${suffixed[2]} ${trail}`;
  if (!HAS_LETTER.test(core)) return token;
  const decoded = core.replace(LEET_CHARS, (ch) => (ch === '1' ? oneAs : (LEET[ch] ?? ch)));
  return `${lead}${decoded}${trail}`;
}

const HAS_LEET = /[0-9@$!|]/;

function decodeLeet(text: string, oneAs: 'i' | 'l'): string {
  // A token without a digit or symbol decodes to itself: most prose skips the per-token work.
  if (!HAS_LEET.test(text)) return text;
  return text.replace(TOKEN, (token) => (HAS_LEET.test(token) ? decodeToken(token, oneAs) : token));
}

// Two chat-speak letters ("c u", "u r") are words, not a spelled-out word.
const CHAT_LETTER_PAIR = /^[urbcny]{2}$/;

function joinSpacedLetters(text: string): string {
  return text.replace(SPACED_LETTERS, (run) => {
    const letters = run.replace(NON_LETTER, '');
    return CHAT_LETTER_PAIR.test(letters) ? run : letters;
  });
}

const FOR_ME = /(?<![a-z0-9])4 (me|you|u)(?![a-z0-9])/g;
const CHAT_WORDS: Record<string, string> = {
  u: 'you',
  ya: 'you',
  yu: 'you',
  b: 'be',
  r: 'are',
  n: 'and',
  c: 'see',
};
const CHAT_WORD = /(?<![a-z0-9])(?:u|ya|yu|b|r|n|c)(?![a-z0-9])/g;
// Squeezing would turn "teen" into the number "ten"; "teenager" squeezes to a word of its own.
const TEEN = /(?<![a-z])(pre ?)?te{2,}n(s?)(?![a-z])/g;

function expandChatSpeak(text: string): string {
  return text
    .replace(FOR_ME, 'for $1')
    .replace(CHAT_WORD, (word) => CHAT_WORDS[word] ?? word)
    .replace(TEEN, '$1teenager$2');
}

function tidy(text: string): string {
  return text
    .replace(SENTENCE_END, ' . ')
    .replace(OTHER_PUNCTUATION, ' ')
    .replace(SENTENCE_MARKS, ' . ')
    .replace(SPACES, ' ')
    .trim();
}

function normalizeWith(folded: string, oneAs: 'i' | 'l'): NormalizedText {
  const cleaned = expandChatSpeak(tidy(joinSpacedLetters(decodeLeet(folded, oneAs))));
  return {
    text: cleaned.replace(LETTER_RUN, '$1'),
    loose: cleaned.replace(LONG_LETTER_RUN, '$1$1'),
  };
}

/** True when a "1" sits inside a word, where it may stand for "i" or for "l". */
function hasAmbiguousOne(folded: string): boolean {
  return /[a-z@$]1|1[a-z]/.test(folded);
}

/**
 * Normalised readings of a message. Usually one; two when a "1" inside a word could be either
 * "i" or "l" ("1ittle" / "k1d"), and the classifier takes the stricter verdict of the two.
 */
export function normalizeVariants(raw: string): NormalizedText[] {
  const folded = foldCharacters(raw);
  const primary = normalizeWith(folded, 'i');
  if (!hasAmbiguousOne(folded)) return [primary];
  return [primary, normalizeWith(folded, 'l')];
}

export function normalizeText(raw: string): string {
  return normalizeVariants(raw)[0].text;
}
