import { mayMatch } from './regexPrefilter.js';
import { ROMANTIC_RE, SEXUAL_RE, SEXUALISING_RE } from './lexiconIntimate.js';

/** What the whole message is about; several refuse rules need it as context. */
export interface Context {
  /** Clearly sexual intent (also the 'intimate' verdict). */
  sexual: boolean;
  /** Sexual or sexualising ("so sexy", "she's hot"): enough to make an age a minors refusal. */
  sexualising: boolean;
  /** Romantic or more (kiss, girlfriend, love you); fine between adults. */
  romantic: boolean;
}

export function hasMatch(re: RegExp, text: string): boolean {
  // search() ignores the g flag and lastIndex, so shared global regexes stay stateless. The
  // prefilter skips a regex that cannot match (docs/decisions/0106-rule-prefilter.md).
  return mayMatch(re, text) && text.search(re) >= 0;
}

export function readContext(text: string): Context {
  const sexual = hasMatch(SEXUAL_RE, text);
  const sexualising = sexual || hasMatch(SEXUALISING_RE, text);
  return { sexual, sexualising, romantic: sexualising || hasMatch(ROMANTIC_RE, text) };
}
