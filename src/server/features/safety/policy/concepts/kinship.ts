import { KIN_WORDS } from '../wordnetLexicons.js';
import { alt, wordRegex } from '../patterns.js';

/**
 * A relative cast as the partner in a scene (round 5): "you're my half brother", "my aunt and
 * me", "my wife's mother and I", "the woman who gave birth to me". The kin words come from
 * WordNet (wordnetLexicons.ts) plus step- forms; the binding to the writer or to "you" is
 * what keeps "my mum is away this weekend, romantic night?" allowed.
 */
const STEP = alt(
  'step ?(?:mom|mum|mother|dad|father|sister|sis|brother|bro|son|daughter|sibling|grandmother|grandfather|aunt|uncle|cousin)s?',
);
// Rare and archaic lemmas ("matrisib") cost regex time and never occur in chat: two words at most.
const KIN = alt(
  STEP,
  ...KIN_WORDS.filter((word) => word.split(' ').length <= 2 && !word.endsWith('es')),
  'mum',
  'mums',
  'sis',
  'gran',
  'granny',
  'nan',
);
const OWNER = alt('my', 'your', 'our', 'his', 'her', 'their', 'a', 'the');
const ADJ =
  '(?:(?:own|real|actual|biological|blood|older|younger|big|little|twin|only|hot|sexy|dear) )*';
/** "my wife's mother", "my dad's daughter": a relative named through someone else. */
const CHAIN = `(?:my|your) (?:husbands|wifes|partners|boyfriends|girlfriends|dads|mums|moms|fathers|mothers|brothers|sisters|uncles|aunts) ${alt('mother', 'father', 'mom', 'mum', 'dad', 'daughter', 'son', 'sister', 'brother', 'parents')}`;
const NAMED = alt(`${OWNER} ${ADJ}${KIN}`, CHAIN, `${ADJ}${KIN}`);
// prettier-ignore
const KIN_PARTNER = alt(
  `(?:youre|you are|be|play|playing|plays|as|pretend to be|roleplay|rp|cast (?:you|yourself) as) ${alt(`${OWNER} ${ADJ}${KIN}`, CHAIN)}`,
  `${NAMED}(?: and| n| with) (?:i|me|you)(?![a-z])`,
  `(?:me|i) and (?:my|your) ${ADJ}${KIN}`, CHAIN,
  `(?:with|seduce|seduces|seducing|kiss|kisses|kissing|date|dating|marry|marrying) (?:my|your|his|her) ${ADJ}${KIN}`,
  `my ${ADJ}${KIN} (?:sneaks|climbs|comes|joins|slips|crawls|walks in|and i|and me)`,
  `(?:she|he) and (?:her|his) ${ADJ}${KIN}`,
  '(?:gave birth to|raised|adopted) me', 'from (?:his|her) (?:second|first|other|new) marriage',
  `${KIN} and (?:her|his) (?:step ?)?(?:son|daughter|sister|brother|mom|mum|dad|mother|father)`,
);
export const KIN_PARTNER_RE = wordRegex(KIN_PARTNER);
