import { registerForPrefilter } from './regexPrefilter.js';

/**
 * Helpers to write the lexicon as readable regex fragments over normalised text
 * (see normalize.ts: lowercase, single spaces, " . " between sentences, doubled letters squeezed).
 */

// An escape sequence is kept as is; a run of one letter is squeezed like the text is. A run
// made optional at its end ("ss?") is one letter too, since the text never has two.
const ESCAPE_OR_LETTER_RUN = /\\.|([a-z])\1+\??/g;

/**
 * Squeeze doubled letters in a pattern so it matches squeezed text ("kill" -> "kil").
 * Caveat for authors: a double letter split across a group boundary ("strip(?:ping)") is not
 * squeezed, so write inflections on the squeezed stem ("strip(?:ing|ed)").
 */
export function squeeze(source: string): string {
  return source.replace(ESCAPE_OR_LETTER_RUN, (match, letter?: string) => letter ?? match);
}

/** Non-capturing alternation of fragments. */
export function alt(...parts: string[]): string {
  return `(?:${parts.join('|')})`;
}

/** Compile fragments into one regex that only matches whole words of the normalised text. */
export function wordRegex(source: string, flags = ''): RegExp {
  return registerForPrefilter(new RegExp(`(?<![a-z0-9])${squeeze(source)}(?![a-z0-9])`, flags));
}

/** Compile a list of alternatives into one whole-word regex. */
export function anyOf(...parts: string[]): RegExp {
  return wordRegex(alt(...parts));
}

/**
 * Up to `max` whole words (no sentence mark in between), for "A … B" patterns. Words listed in
 * `except` may not be among them ("play a game with my kid" must not bridge "play a" and "kid").
 */
export function gap(max: number, except: readonly string[] = []): string {
  const word = except.length ? `(?!${alt(...except)}(?![a-z0-9]))[a-z0-9]+` : '[a-z0-9]+';
  return `(?: ${word}){0,${max}}`;
}
