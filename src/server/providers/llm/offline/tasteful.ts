/**
 * Guards what the offline engine may echo back from user text (names, likes, jobs). The engine's
 * own templates are PG; this keeps a user from making her repeat something crude. The chat
 * feature's safety policy still checks every reply — this is only the engine's own manners.
 */

// Word stems only, kept mild on purpose (the repository holds no explicit text), and chosen so
// that a prefix match does not catch innocent words ("cocktail", "Dickens", "cumin").
const CRUDE_STEMS = [
  'sex',
  'nude',
  'naked',
  'porn',
  'horny',
  'orgasm',
  'fetish',
  'fuck',
  'shit',
  'bitch',
  'slut',
  'whore',
];
const CRUDE = new RegExp(`\\b(${CRUDE_STEMS.join('|')})`, 'i');

/** True when the phrase may be repeated back to the user. */
export function isTasteful(phrase: string): boolean {
  return !CRUDE.test(phrase);
}
