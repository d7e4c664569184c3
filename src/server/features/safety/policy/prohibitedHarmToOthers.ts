import { hasMatch } from './context.js';
import type { Scan } from './detectRefusals.js';
import { alt, wordRegex } from './patterns.js';
import { ASKING_ABOUT_HATE_RE } from './concepts/kinds.js';
import { GROUP_SET } from './concepts/wordLexicons.js';

/**
 * Round 14's other prohibited kinds (decision 0036), read after the older rules found nothing: a
 * poison meant to pass as natural, a script to con older people, a forged prescription, a fire
 * set "without leaving evidence", a bomb's exact parts and amounts (a story's frame changes
 * nothing), women lured abroad to work off a debt; and a named group said to belong in cages or
 * to be closer to apes. Warnings, bath bombs and questions about the history of a slur stay
 * ordinary. Benign twins are in policy/round14Prohibited.test.ts.
 */
// prettier-ignore
const CRIME = wordRegex(alt(
  '(?:poison|substance|drug|something)(?: [a-z]+){0,10} (?:would |could |wil |to )?(?:lok|pas|seem|apear|read)s? (?:as |like )?(?:natural(?: causes)?|an acident|a heart atack)',
  '(?:best|which|what|untraceable|undetectable) poison (?:to put|to slip|for|in)',
  '(?:give|write|draft|make)(?: me)? (?:a |an )?(?:phone |cal )?(?:script|pitch)(?: [a-z]+){0,3} (?:to )?(?:scam|trick|con|swindle|fol)',
  'how (?:do|can|could) i (?:scam|con|swindle|trick) (?:old|elderly|older|pensioners|seniors|retirees)',
  '(?:forge|fake|fabricate|counterfeit) (?:a |my |the )?(?:doctors? )?(?:prescription|script) (?:for|from)',
  '(?:set|light|burn)(?: [a-z]+){0,4} (?:on fire|down|alight|ablaze)(?: [a-z]+){0,6} without (?:leaving|geting|any|being)(?: [a-z]+){0,2} (?:evidence|caught|trace|traced)',
  '(?:bomb|explosive|explosives|ied)(?: [a-z.]+){0,10} (?:exact|precise|specific) (?:ingredients|components|amounts|quantities|measurements|parts)',
  '(?:recruit|lure|bring|get) (?:young )?(?:girls|women|workers)(?: [a-z]+){0,6} (?:abroad|overseas)(?: [a-z.]+){0,10} (?:work of|pay of|pay back) (?:the |their |a )?(?:debt|travel|ticket|fes)',
));
const BATH_BOMB = wordRegex('bath bombs?');
const DEHUMANISED = wordRegex(
  alt(
    '(?:belong|belongs) in (?:cages|a cage|zos|a zo|the zo|kennels)',
    '(?:closer|related) to (?:apes|monkeys|animals) than',
    '(?:are|is) closer to (?:apes|monkeys)',
    'les evolved',
  ),
);

/** 'illegal' or 'hate' for one of the round's kinds, else null. */
export function prohibitedHarmToOthers(scan: Scan): 'illegal' | 'hate' | null {
  const { text } = scan;
  if (hasMatch(CRIME, text) && !hasMatch(BATH_BOMB, text)) return 'illegal';
  const group = hasMatch(DEHUMANISED, text) && GROUP_SET.find(text) !== null;
  return group && !hasMatch(ASKING_ABOUT_HATE_RE, text) ? 'hate' : null;
}
