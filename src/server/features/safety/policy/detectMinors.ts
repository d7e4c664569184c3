import { hasMatch, type Context } from './context.js';
import {
  CHILD_STRONG_RE,
  CHILD_WEAK_RE,
  EXPLICIT_MINORS_RE,
  UNDER_18_RE,
} from './lexiconMinors.js';
import { squeeze } from './patterns.js';

const KIN = squeeze(
  '(?:son|daughter|kids?|child|children|nephew|niece|brother|sister|grandson|granddaughter|cousin|students?|pupils?|class|baby|toddler|stepson|stepdaughter|boy|girl|little one)',
);
/** "my son is 16", "our daughter just turned 15": the age belongs to someone outside the chat. */
const KIN_BEFORE_AGE = new RegExp(
  `(?:^|[^a-z])(?:my|our|his|her|their) (?:[a-z]+ )?${KIN}(?: [a-z]+){0,4} $`,
);
/** "my 5 year old is asleep", "my 16 year old son" are a parent talking; "my 13yo gf" is not. */
const POSSESSIVE_BEFORE_AGE = /(?:^|[^a-z])(?:my|our|his|her|their) $/;
const PARTNER_AFTER_AGE = new RegExp(
  squeeze(
    '^(?: [a-z]+)? (?:gf|bf|girlfriend|boyfriend|lover|wife|husband|crush|date|partner|babe)(?![a-z])',
  ),
);
/** "my kid", "her little girl" — but not "be my little girl", which casts someone as a child. */
const PARENT_BEFORE_CHILD = new RegExp(
  squeeze(
    '(?<!(?:be|are|youre|ur|im|as|call you|call me) )(?:my|our|his|her|their) (?:[a-z0-9]+ )?$',
  ),
);
const LOOKBACK = 48;

function tailBefore(text: string, index: number): string {
  return text.slice(Math.max(0, index - LOOKBACK), index);
}

type ThirdPartyTest = (text: string, start: number, end: number) => boolean;

function ageOfKin(text: string, start: number, end: number): boolean {
  const before = tailBefore(text, start);
  const after = text.slice(end, end + LOOKBACK);
  if (KIN_BEFORE_AGE.test(before)) return true;
  return POSSESSIVE_BEFORE_AGE.test(before) && !PARTNER_AFTER_AGE.test(after);
}
// Matches like "is in 8th grade" or "I'm a kid" start with their subject, which must be kin
// ("my son is in 8th grade"); bare child nouns just need an owner ("my kid").
const STARTS_WITH_SUBJECT = squeeze(
  '^(?:im|i|youre|you|ur|shes|she|hes|he|theyre|they|is|are|still|currently|just|started|starting|starts|attends|attending|goes|go|in)(?![a-z])',
);
const SUBJECT_FIRST = new RegExp(STARTS_WITH_SUBJECT);
function childOfParent(text: string, start: number, end: number): boolean {
  const before = tailBefore(text, start);
  if (SUBJECT_FIRST.test(text.slice(start, end))) return KIN_BEFORE_AGE.test(before);
  return PARENT_BEFORE_CHILD.test(before);
}

/** True if some match of the global regex is not about someone outside the chat. */
function anyFirstParty(re: RegExp, text: string, isThirdParty: ThirdPartyTest): boolean {
  for (const match of text.matchAll(re)) {
    if (!isThirdParty(text, match.index, match.index + match[0].length)) return true;
  }
  return false;
}

/**
 * Minors: explicit terms and "pretend to be younger" always; an age under 18 or a child word
 * with sexual or sexualising words always ("teen" and "kid" only with clearly sexual ones);
 * with romance only when it is about someone in the chat (a parent saying "I love you, my kid
 * drew this" is not romance with a minor).
 */
export function detectMinors(text: string, ctx: Context): boolean {
  if (hasMatch(EXPLICIT_MINORS_RE, text)) return true;
  if (ctx.sexual && hasMatch(CHILD_WEAK_RE, text)) return true;
  if (ctx.sexualising) return hasMatch(UNDER_18_RE, text) || hasMatch(CHILD_STRONG_RE, text);
  if (!ctx.romantic) return false;
  return (
    anyFirstParty(UNDER_18_RE, text, ageOfKin) ||
    anyFirstParty(CHILD_STRONG_RE, text, childOfParent)
  );
}
