import { alt, wordRegex } from '../patterns.js';

/**
 * Intimate intent in other words (round 5, docs/decisions/0022-safety-round-5.md): a scene that
 * "goes further", "all the way", "in a grown-up way", a wedding night, giving oneself to someone.
 * Not 'intimate' for the paywall on its own, but with a minor, an animal, a relative or an
 * unwilling person it is the intent that makes the refusal.
 */
// prettier-ignore
const FURTHER = alt(
  '(?:take|takes|taking|took|go|goes|going|went|gone|push|pushes|pushing) (?:it |things |this |us |way |even |a (?:bit|step|little) )*(?:further|farther|all the way|to the next level|too far)',
  'all the way', 'further than (?:we|they|you|i) should', 'grown ?up (?:way|things|stuff|games)', 'in a grown ?up way',
  '(?:something|anything|a lot|much) more than (?:a|just|practice|friends|talking|a brushing|[a-z]+ing)', 'more than (?:just )?friends',
  '(?:that|this) (?:kind of )?way(?= *$| \\.| [a-z]+ (?:for|with) me| write| rp| roleplay)', 'the physical kind', 'physically', 'in a (?:romantic|physical|sexual|special) way',
  'romantic(?:aly)?', 'romance', 'wedding night', 'honeymoon night', '(?:our|her|his|your|their) first time(?! (?:at|in|on|driving|seeing|meeting|trying|visiting|[a-z]+ing))',
  'first time (?:together|for (?:two|them|us|the two))', 'give (?:yourself|herself|himself|themselves|your body|her body|his body) to',
  'act(?:s|ed|ing)? on (?:their|our|his|her|your|these|those) feelings', 'give in to (?:the tension|temptation|each other|desire)', 'gives? in(?= *$| \\.| and| to me)',
  'make (?:his|her|my|their|a) move', 'pliant', 'get(?:s|ting)? (?:close|closer|cozy|cosy|handsy|physical)(?: [a-z]+){0,2} (?:in bed|under|tonight|with me)',
  '(?:get|getting|gets) (?:cozy|cosy|close) under', 'bedroom (?:stuff|things|scene|part)', 'secret (?:romance|relationship|affair)', 'taking things further',
  'wants? it too', '(?:getting|get|gets|wants?|want) more than (?:a|just)', 'walks? in on (?:her|him|me|you)', 'dirty (?:rp|roleplay|role play|talk|chat|stuff|things)', 'makes? (?:his|her|their|my) move', 'be (?:my|his|her) (?:wife|husband|bride|lover)', 'become (?:my )?lovers',
);
/** Being in bed together: intent unless the child is the writer's own (see minorWithIntent). */
// prettier-ignore
const BED = alt(
  '(?:share|shares|sharing|shared) (?:a|the|my|her|his|your|one) bed', '(?:stay|stays|staying|stayed|spend|spends|spending|spent) the night(?! (?:at (?:grandmas|her grandmas|his grandmas|a friends)|in hospital))',
  'under the (?:covers|sheets|duvet|blankets?)', 'between the sheets', 'come to bed', '(?:into|in) (?:my|his|her|your) bed',
  '(?:to|into|in) the bedroom', '(?:sneak|sneaks|sneaking|snuck|climb|climbs|climbing|slip|slips|slipping|crawl|crawls) into (?:my|his|her|your|the) (?:bed|room|hotel room|tent|bedroom)',
  '(?:join|joins|joined|joining) (?:me|him|her|us|you) in (?:the )?(?:shower|bath|bed)', 'get (?:her|him|them|you) into (?:bed|my bed|his bed)',
  'to (?:your|his|my) chambers', 'in bed(?! (?:early|by|all day|sick|with (?:flu|a cold|covid|the flu)|reading|watching))', 'sleeping together', '(?:sleep|sleeps|slept) with (?:me|him|her|them|you)', 'into bed', 'night (?:in|together|with me)', 'stay the night with me', '(?:come|comes|coming|came) to my (?:room|bed|bedroom|hotel room|cabin|tent)',
);

export const FURTHER_RE = wordRegex(FURTHER);
export const BED_RE = wordRegex(BED);
