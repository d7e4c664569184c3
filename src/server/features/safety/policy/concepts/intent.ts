import { alt, wordRegex } from '../patterns.js';

const PERSON = alt('me', 'you', 'her', 'him', 'them', 'us', 'each other');
/**
 * Sexual or intimate intent in a scene, broader than the words that make a message 'intimate'
 * for the paywall: together with a minor, an animal, an incapacitated or unwilling person, a
 * bed, a seduction or "lovers" is enough.
 */
// prettier-ignore
const STRONG_ACT = alt(
  'intimate', 'intimately', 'get physical', '(?:before|after|and|then) getting physical', 'get(?:s|ting)? physical with (?:her|him|them|you|me)', 'physical relationship', 'mak(?:e|es|ing) love', 'made love', 'mak(?:e|es|ing) out', 'made out',
  'lovers?', 'seduc(?:e|es|ed|ing|tive|tively|tion)', 'sexy', 'steamy', 'erotic', 'aroused',
  'arousal', 'moan(?:s|ing)?', 'virginity', 'naked', 'nude', 'undres(?:|es|ed|ing)',
  'underwear', 'lingerie', 'clothes off', 'take (?:her|his|their|your|my) clothes', 'sex', 'sexualy?',
  'hook(?:s|ed)? up', 'snog(?:s|ed|ing)?', 'shag(?:s|ed|ing)?', 'fool(?:s|ed|ing)? around', 'sultry', '(?:her|his|your) first time (?:with me|together|in bed)', '(?:make|makes|made|making) (?:her|him|them|you) mine', 'romance (?:between|with)', 'get(?:s|ting)? it on', 'affair', 'love scene', 'spend(?:s|ing)? the night (?:together|with)', `touch(?:es|ed|ing)? ${PERSON}`, 'make my move', 'have (?:my|some) fun with',
  'plaything', 'please me', 'on top', 'romantic night', 'describe (?:her|his|your) body',
  'lick (?:me|you|her|him) all over', 'acts on it', 'calls me daddy', 'get (?:frisky|naughty|spicy)',
  'in a sexual way', 'turned on', 'passion(?:ate|ately)?', 'sensualy?', 'have sex', 'night together',
  'spends? the night with', 'hand under (?:her|his|your) (?:shirt|dress|skirt|clothes)',
);
/** Being someone's partner: intimate with a minor, not a sign of a scene for non-consent. */
const RELATION = alt('my girlfriend', 'my boyfriend', 'crush on me');
export const RELATION_RE = wordRegex(RELATION);
/** Weaker: a bed or "sleeping together" is intimate only when nobody in it is someone's child. */
// prettier-ignore
const WEAK_ACT = alt(
  '(?:in|into|to|my|your|our|her|his) (?:bed|bedroom)(?! ?time story)', '(?:to|on|onto|in|into) the bed', '(?:sit|sits|sitting) (?:on|in) my lap', 'bedroom scene',
  `(?:sleep|sleeps|slept|sleeping) (?:with ${PERSON}|together)`, 'went ahead', 'start(?:ed)? touching',
  `kiss(?:es|ed|ing)? ${PERSON} hard`, 'gets? into bed', 'kept kissing', 'keep kissing', 'kissed (?:her|him)', 'naughty', RELATION,
  // round 9 (decision 0026): a scene heating up, going upstairs or home together, flirting with the writer
  'things get (?:heated|hot|steamy|physical|intense)', '(?:go|goes|going|went|head|heads|sneak|sneaks) upstairs together',
  'comes? (?:up )?(?:to|over to|back to|up to) my (?:apartment|place|flat|room|house|car|hotel)', `flirt(?:s|ing)? with ${PERSON}`,
  '(?:walk|take|carry|bring|lead)s? (?:her|him|them) (?:to|into) my (?:room|bedroom|place|flat)', '(?:get|gets|got|getting) close(?! to)',
  'get close like (?:couples|lovers)', 'like couples do',
);
export const STRONG_ACT_RE = wordRegex(STRONG_ACT);
/**
 * Physical contact in a scene: with a refusal, incapacitation or coercion it is non-consent even
 * when nothing else is sexual ("she pulls away but I keep kissing her").
 */
// prettier-ignore
export const CONTACT_RE = wordRegex(alt(
  `(?:kiss|touch|grab|grop|fondl|carres|stroke|undres|strip|hold|pin)(?:e|es|ed|ing|s)? ${alt('her', 'him', 'them', 'you')}(?! hand)`,
  'take (?:off )?(?:her|his|their|your) clothes', 'kis(?:es|ed|ing) me', `(?:takes|took|taking|pull|pulls|pulled|rip|rips|riped|tear|tears|tore) (?:off )?(?:her|his|their|your) (?:clothes|dress|shirt|top|skirt|trousers|jeans|underwear|pants)`, 'climb(?:s|ed|ing)? (?:on|onto|on top of) (?:her|him|them|you)',
  'get(?:s|ing)? on top', 'have my way', 'my way with', 'naked', 'undres(?:s|es|ed|ing)?', 'kiss(?:es|ed|ing)? (?:her|his|their|your) (?:neck|body|lips)',
  `(?:kiss|touch|grop|fondl|carres|undres)(?:e|es|ed|ing|s)? (?:the|a|this|that) (?:[a-z]+ ){0,3}(?:girl|boy|kid|child|student|pupil)`,
));
export const WEAK_ACT_RE = wordRegex(WEAK_ACT);

/** The child in the text belongs to the writer's family or class: "my son", "our kids". */
export const KIN_OWNED_RE = wordRegex(
  '(?:my|our) (?:[a-z]+ )?(?:son|daughter|kids?|children|toddler|baby|nephew|niece|grandson|granddaughter|students|class|pupils|twins)',
);
