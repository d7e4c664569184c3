import { SEXUAL } from './lexiconIntimate.js';
import { alt, wordRegex } from './patterns.js';

/** Family roles. "Daddy"/"mommy" are left out on purpose: between adults they are pet names. */
// prettier-ignore
const FAMILY = alt(
  'sis(?:ter|ters)?', 'brothers?', 'mom', 'mum', 'mother', 'dad', 'father', 'daughters?', 'sons?',
  'cousins?', 'aunt(?:ie)?', 'uncle', 'niece', 'nephew', 'grandma', 'grandpa', 'grandmother',
  'grandfather', 'granddaughter', 'grandson', 'siblings?', 'twin (?:sister|brother)',
);
const STEP_FAMILY = alt(
  'step ?(?:sis|sister|sisters|bro|brother|brothers|mom|mum|mother|dad|father|daughter|son|family|sibling)',
);
// "my sister-in-law" is not a blood relative; the mask in masks.ts removes "in law" phrases.
const ANY_FAMILY = alt(STEP_FAMILY, FAMILY);

const OWNER = '(?:my|your|his|her|our|their|a|the|own) ';
const ADJECTIVE = '(?:own |hot |sexy |little |big |older |younger |twin |real |biological )?';
const LINK = alt('with', 'for', 'about', 'of', 'on', 'to', 'at', 'by', 'from', 'over', 'like');

/** Romantic verbs aimed at a relative: "in love with my cousin", "date my sister". */
// prettier-ignore
const ROMANCE_VERB = alt(
  'dat(?:e|ing)', 'marry(?:ing)?', 'crush on', 'in love with', 'fall(?:ing)? for', 'seduc(?:e|ing)',
  'make out with', 'making out with', 'hook(?:ing)? up with', 'sleep(?:ing)? with', 'slept with',
  'fantasi[sz](?:e|ing) about', 'attracted to', 'turned on by', 'sext(?:ing)?', 'undress(?:ing)?',
  'fuck(?:ing)?', 'feelings for', 'have a thing for',
);
// prettier-ignore
const ROLEPLAY_CUE = alt(
  'pretend(?:ing)?', 'role ?play(?:ing)?', 'rp', 'act(?:ing)? (?:like|as)',
  'play(?:ing)? (?:as|the role of)', 'become', 'imagine',
);

const INCEST_ALWAYS = alt(
  'incest(?:uous)? (?:roleplay|rp|story|stories|fantasy|fantasies|porn|scene|sex|fic|fiction|erotica|chat)',
  `${ANY_FAMILY}(?: and| n| x)? ${ANY_FAMILY}(?: who| that)? (?:romance|romantic|love story|sex|kiss|kissing|make out|hookup|hook up|erotica|sleep together|have sex|are dating|date|are in love|in love|fall in love)`,
  `${ANY_FAMILY}(?: [a-z]+){0,2} (?:is|are|looks?) (?:so )?(?:hot|sexy)`,
  `${ROMANCE_VERB} ${OWNER}${ADJECTIVE}${ANY_FAMILY}`,
  // "a steamy scene between a mother and son", "an erotic story about twins who are siblings"
  `${SEXUAL}(?: [a-z]+){0,4} (?:about|between|involving|of|with) (?:[a-z]+ ){0,3}(?:siblings|${ANY_FAMILY} (?:and|n) (?:a |the |her |his |my |your )?${ANY_FAMILY})`,
  // "sex with my sister", "nudes of your mom"
  `${SEXUAL}(?: [a-z]+)? ${LINK} (?:${OWNER})?${ADJECTIVE}${ANY_FAMILY}`,
  // "my sister naked", "stepmom in lingerie"
  `${ANY_FAMILY}(?: [a-z]+)? ${SEXUAL}`,
);

export const INCEST_ALWAYS_RE = wordRegex(INCEST_ALWAYS);
/** Step-family is the classic porn framing; with any sexual word in the message it is refused. */
export const STEP_FAMILY_RE = wordRegex(STEP_FAMILY);
/** The word itself: refused with any romantic or sexual word ("lots of incest in that show" is not). */
export const INCEST_WORD_RE = wordRegex('incest(?:uous)?');
/** "pretend to be my sister" — refused only when the message is also romantic or sexual. */
export const FAMILY_ROLEPLAY_RE = wordRegex(
  alt(
    `${ROLEPLAY_CUE}(?: [a-z]+){0,2} (?:my|your|a) ${ADJECTIVE}${ANY_FAMILY}`,
    `(?:be|youre|you are|ur) (?:my|your|a) ${ADJECTIVE}${ANY_FAMILY}`,
    `call (?:you|me) (?:my |your )?${ADJECTIVE}${ANY_FAMILY}`,
  ),
);

// prettier-ignore
const ANIMAL = alt(
  'dogs?', 'puppy', 'puppies', 'horses?', 'pony', 'ponies', 'animals?', 'goats?', 'sheep', 'cows?',
  'pigs?', 'donkeys?', 'cats?', 'kittens?', 'dolphins?', 'monkeys?', 'canines?', 'mares?',
);
// prettier-ignore
const BESTIALITY = alt(
  'bestiality', 'zoophil(?:e|es|ia)', 'zoo ?sex',
  `${SEXUAL}(?: [a-z]+)? ${LINK} (?:my |your |his |her |our |their |a |an |the |some )?${ANIMAL}`,
  `${ANIMAL}(?: [a-z]+)? ${SEXUAL}`,
  // "an erotic story with a man and a horse"
  `${SEXUAL}(?: [a-z]+){0,4} (?:a|an|the) (?:man|woman|guy|girl|person|human) and (?:a|an|the|his|her|their) ${ANIMAL}`,
);
export const BESTIALITY_RE = wordRegex(BESTIALITY);
/** "roleplay as a horse": refused when the message is sexual. */
export const ANIMAL_ROLEPLAY_RE = wordRegex(
  `(?:role ?play|rp|pretend|act as|be|become|play)(?: [a-z]+){0,2} (?:as )?(?:a|an|my) ${ANIMAL}`,
);
