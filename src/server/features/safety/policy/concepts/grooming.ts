import { hasMatch } from '../context.js';
import { alt, wordRegex } from '../patterns.js';
import { MINOR_NUMBER } from './numbers.js';
import type { Concepts } from './index.js';
import { KIN_OWNED_RE } from './intent.js';

/**
 * Grooming and child marriage (decision 0028): an adult luring or isolating a child needs no
 * sexual word — secrets kept from the parents, gifts to win trust, meeting alone, photos asked
 * for — and marrying a child is refused whatever the scene says. Both need a child in the text
 * (Concepts.minor), not the writer's own; a question about warning signs or protection is
 * about grooming, not grooming.
 */
const PARENT = alt(
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'parents',
  'folks',
  'teacher',
  'family',
  'mommy',
  'mummy',
  'daddy',
  'mama',
  'papa',
);
const CHILD_PERSON = alt(
  'her',
  'him',
  'them',
  '(?:the|a|this|that) (?:little |young )?(?:kid|child|girl|boy)',
  '(?:the|a|this|that) [a-z0-9]+ year old(?: girl| boy| kid)?',
  'one of the (?:kids|children|girls|boys|campers|players|students)',
);
// prettier-ignore
const LURING = alt(
  `(?:dont|do not|never|wont|not to) tell (?:your|ur|her|his|their|anyone|anybody|no one|nobody)(?: ${PARENT})?`,
  'our (?:little |special )?secret', `keep (?:it|this|us|them) (?:a )?secret(?: from (?:your |her |his )?${PARENT})?`, 'just between (?:us|you and me|the two of us)',
  `(?:come|comes|coming) (?:over|round|to my (?:place|house|car|flat|room)) (?:alone|by (?:yourself|herself|himself|themselves))`,
  '(?:alone|by (?:herself|himself|yourself)) (?:to|at) my (?:place|house|car|flat|room|apartment)',
  `(?:when|while|until|til|till) (?:your|her|his|their) ${PARENT} (?:are|is|arent|isnt) (?:not )?(?:home|around|looking|away|out)`,
  `without (?:your|her|his|their) ${PARENT} knowing`, `alone with ${CHILD_PERSON}`,
  `(?:gain|win|earn|get) (?:her|his|their|the (?:kids|childs|girls|boys)) trust`, `(?:get|make) ${CHILD_PERSON} (?:to )?trust me`, 'sweet ?talk',
  `(?:buy|give|get|bring|send)(?:s|ing)? ${CHILD_PERSON} (?:gifts?|presents?|candy|sweets|a phone|toys?)(?: so| to| and)`,
  `(?:ask|get|make|have)(?:s|ing)? ${CHILD_PERSON} (?:to send|for|send)(?: me)? (?:some |a few )?(?:pics|pictures|photos|selfies)`,
  '(?:groom|grooming) (?:her|him|them|the (?:kid|child|girl|boy))',
  `keep (?:secrets?|it|this|things) from (?:her|his|their|your) ${PARENT}`, '(?:special|little) secret', '(?:wont|not|never|doesnt|dont) tell (?:anyone|anybody)',
  '(?:meet|see|visit) me(?: [a-z]+){0,4} alone', `(?:get|getting) (?:one of )?${CHILD_PERSON}(?: [a-z]+){0,2} alone`,
  `(?:her|his|their|your) ${PARENT} (?:wouldnt|would not|wont|will not|never|dont|do not) (?:understand|know|find out|see|have to know)`,
  '(?:delete|deletes|deleting|hide|hides) (?:our|the|these|those) (?:chats|messages|texts|dms)',
  // round 11 (decision 0033): secrecy, staying behind, unseen by other adults, gifts for photos
  `(?:dont|do not|never) tell ${PARENT}`, '(?:no one|nobody) (?:can|must|will|should|needs to|is allowed to|may) (?:ever )?(?:know|find out)',
  'stay (?:behind )?after (?:clas|school|practice|training|camp|lesons?)',
  'without (?:the )?other (?:coaches|parents|teachers|adults|staf|counsel?lors|leaders|volunteers) (?:noticing|seeing|knowing|finding out)',
  '(?:i|ill|i will) (?:send|give|buy) you (?:game )?(?:credits|gift cards?|robux|v ?bucks|gems|coins|skins|money)',
);
/** An age asked and a minor's age answered: "how old are you? 12? perfect". */
const AGE_PROBE_RE = wordRegex(
  `how old (?:are|r) (?:you|u)(?: \\.)?(?: [a-z]+)?(?: \\.)? ${MINOR_NUMBER}(?= \\.| [a-z]+ \\.|$)`,
);
/** An adult's desire for a child named beside it (Concepts.minor): "a grown man's longing for". */
const ADULT_DESIRE_RE = wordRegex(
  '(?:man|mans|man s|adult|adults|grown mans?|older mans?|teacher|teachers|coach|coaches) (?:desire|lust|longing|yearning|craving|attraction) (?:for|to)',
);
/** Marriage bound to the child: "marry a 12 year old", "a child bride", "girls marry at 14". */
// prettier-ignore
const CHILD_MARRIAGE = alt(
  'child brides?', 'child marriage', `(?:marry|marries|married|marrying|wed|weds|wedding) (?:at|aged?) ${MINOR_NUMBER}`,
  `(?:marry|marries|married|marrying|wed|weds|engaged to|betrothed to|promised to)(?: (?:a|an|the|this|that|my|our|her|his))?(?: [a-z]+){0,2} (?:${MINOR_NUMBER}(?: years? old| yo|(?! (?:years?|months?|weeks?|days?|times|kids|children|of)(?![a-z])))|little girl|little boy|young girl|child|kid|schoolgirl|girl of ${MINOR_NUMBER})`,
  `${MINOR_NUMBER}(?: years? old)? (?:bride|wife|husband|groom)`, `(?:bride|groom|wife) (?:at|aged?) ${MINOR_NUMBER}`, `(?:bride|wife|husband|groom) (?:is|was) (?:only |just )?${MINOR_NUMBER}`,
);
/** Protection, teaching or reporting: asked about, not done. */
// prettier-ignore
const ABOUT = alt(
  'warning signs?', 'red flags?', 'signs of', 'is (?:this|it|that) grooming', 'what is grooming', 'how (?:do|can|should) (?:i|we|parents|teachers)', 'protect(?:s|ing)?',
  'teach(?:ing)? (?:my|our|the|kids|children)', 'difference between (?:a )?secrets? and (?:a )?surprises?', 'surprises? (?:are|is) (?:ok|okay|fine|fun)', 'report(?:ed|ing)?', 'police',
  'safeguarding', 'worried', 'illegal', 'laws?', 'ban(?:ed|s)?', 'end(?:ing)? child marriage', 'statistics', 'history', 'documentary', 'charity', 'human rights',
);
const LURING_RE = wordRegex(LURING);
const CHILD_MARRIAGE_RE = wordRegex(CHILD_MARRIAGE);
const ABOUT_RE = wordRegex(ABOUT);
/** A bride or groom named beside a stated minor age or school year: "the bride is in seventh grade". */
const BRIDE_RE = wordRegex('(?:bride|groom|marry|marries|married|marrying|betrothed)');
/** A child's part at an adult's wedding. */
const WEDDING_PART_RE = wordRegex(
  '(?:flower girl|ring bearer|bridesmaid|page ?boy|best man|guests?)',
);
const OWN_CHILD_RE = wordRegex('(?:my|our) (?:[a-z0-9]+ )?(?:year old|yo|little one)s?');

export function groomingConcept(c: Concepts): boolean {
  const marriage =
    hasMatch(CHILD_MARRIAGE_RE, c.text) ||
    (c.minorAge &&
      hasMatch(BRIDE_RE, c.text) &&
      !hasMatch(WEDDING_PART_RE, c.text) &&
      !hasMatch(KIN_OWNED_RE, c.text) &&
      !hasMatch(OWN_CHILD_RE, c.text));
  // A parent's own child and a family surprise ("don't tell your dad") are not luring.
  const child = c.minor || hasMatch(AGE_PROBE_RE, c.text);
  const luring =
    child &&
    (hasMatch(LURING_RE, c.text) || (c.minor && hasMatch(ADULT_DESIRE_RE, c.text))) &&
    !hasMatch(KIN_OWNED_RE, c.text) &&
    !hasMatch(OWN_CHILD_RE, c.text);
  if (!marriage && !luring) return false;
  return !hasMatch(ABOUT_RE, c.text);
}
