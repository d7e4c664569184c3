import { alt, wordRegex } from '../patterns.js';

const PERSON = alt('me', 'you', 'her', 'him', 'them', 'us', 'each other');
/**
 * Sexual or intimate intent in a scene, broader than the words that make a message 'intimate'
 * for the paywall: together with a minor, an animal, an incapacitated or unwilling person, a
 * bed, a seduction or "lovers" is enough.
 */
// prettier-ignore
const STRONG_ACT = alt(
  'intimate', 'intimately', 'get physical', 'make(?:s|ing)? love', 'made love', 'make(?:s|ing)? out',
  'lovers?', 'seduc(?:e|es|ed|ing|tive|tively|tion)', 'sexy', 'steamy', 'erotic', 'aroused',
  'arousal', 'moan(?:s|ing)?', 'virginity', 'naked', 'nude', 'undres(?:|es|ed|ing)',
  'underwear', 'lingerie', 'clothes off', 'take (?:her|his|their|your|my) clothes', 'sex', 'sexual(?:ly)?',
  'hook(?:s|ed)? up', `touch(?:es|ed|ing)? ${PERSON}`, 'make my move', 'have (?:my|some) fun with',
  'plaything', 'please me', 'on top', 'romantic night', 'describe (?:her|his|your) body',
  'lick (?:me|you|her|him) all over', 'acts on it', 'calls me daddy', 'get (?:frisky|naughty|spicy)',
  'in a sexual way', 'turned on', 'passion(?:ate)?', 'sensual(?:ly)?', 'have sex', 'night together',
  'spends? the night with', 'hand under (?:her|his|your) (?:shirt|dress|skirt|clothes)',
);
/** Weaker: a bed or "sleeping together" is intimate only when nobody in it is someone's child. */
// prettier-ignore
const WEAK_ACT = alt(
  '(?:in|into|to|my|your|our|her|his) (?:bed|bedroom)(?! ?time story)', 'bedroom scene',
  `(?:sleep|sleeps|slept|sleeping) (?:with ${PERSON}|together)`, 'went ahead', 'start(?:ed)? touching',
  `kiss(?:es|ed|ing)? ${PERSON} hard`, 'gets? into bed', 'kept kissing', 'keep kissing', 'kissed (?:her|him)', 'my girlfriend', 'my boyfriend', 'crush on me',
);
export const STRONG_ACT_RE = wordRegex(STRONG_ACT);
export const WEAK_ACT_RE = wordRegex(WEAK_ACT);

/** The child in the text belongs to the writer's family or class: "my son", "our kids". */
export const KIN_OWNED_RE = wordRegex(
  '(?:my|our) (?:[a-z]+ )?(?:son|daughter|kids?|children|toddler|baby|nephew|niece|grandson|granddaughter|students|class|pupils|twins)',
);
