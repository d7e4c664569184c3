import { hasMatch } from './context.js';
import type { Scan } from './detectRefusals.js';
import { alt, wordRegex } from './patterns.js';

/**
 * Round 14's minors kinds (decision 0036), read after the older rules found nothing: a minor in a
 * scene asked to be made "spicy"; a child's chats kept secret from the parents; pictures of a
 * child taken or got "without anyone knowing"; words to make a trusting child send a photo;
 * lonely children befriended online to be alone on a call; a school grade in the first person
 * with "the grown-up game". Food, one's own child's errands, a teacher's class and protective
 * questions stay ordinary. Benign twins are in policy/round14Prohibited.test.ts.
 */
const SPICY_REQUEST = wordRegex(
  alt(
    '(?:make|write|keep|turn) (?:it|this|the (?:scene|story|rp|roleplay|next part|chapter))(?: [a-z]+ (?:and|but))? (?:spicy|spicier)',
    'spicy (?:scene|story|version|chapter|roleplay|rp|fic)',
    'get(?:s|ting)? spicy',
  ),
);
// prettier-ignore
const FOOD = wordRegex(alt(
  'sauce', 'food', 'cury', 'chil?i', 'salsa', 'recipe', 'dish', 'meal', 'tacos?', 'wings', 'peper', 'ramen', 'noodles', 'soup', 'dinner', 'lunch', 'cok(?:e|ing)',
));
const SECRET_FROM_PARENTS = wordRegex(
  alt(
    'keep (?:our|the|these|those|this|her|his) (?:chats?|talks?|messages|texts|conversations|calls|friendship|secret)(?: [a-z]+){0,2} (?:a )?(?:secret )?from (?:her|his|their) (?:parents|mum|mom|dad|mother|father|family)',
    '(?:so|without) (?:her|his|their) (?:parents|mum|mom|dad|mother|father) (?:dont|wont|never|finding out|knowing)',
  ),
);
/** Closeness the writer built: chatting every night, "we're close now". */
const CLOSENESS = wordRegex(
  alt(
    '(?:we|weve|we ve|we have) (?:ben )?(?:talking|chatting|texting|messaging)',
    '(?:we re|were|we are) (?:realy |so )?close',
    '(?:we|weve) (?:message|text|chat|talk|dm)(?: each other)? every (?:night|day)',
    '(?:what|how) (?:do|should|can) i (?:tel|say)',
    'how (?:do|can|should) i (?:get|make)',
  ),
);
const PICTURES = '(?:pictures|pics|photos|videos|selfies)';
const COVERT_PICTURES = wordRegex(
  alt(
    `(?:(?:get|take|snap|film|grab) ${PICTURES} (?:of|from)|film|record|photograph) (?:(?:a|the|that|this) )?(?:[a-z]+s )?(?:litle |young |smal )?(?:girl|boy|kid|child)(?: [a-z]+){0,5} without (?:anyone|anybody|her parents|his parents|them|her|him) (?:knowing|finding out|noticing)`,
    `(?:secretly|sneakily) (?:get|take|snap|film) ${PICTURES} of (?:a|the|that) (?:girl|boy|kid|child)`,
  ),
);
const PERSUADE_SEND = wordRegex(
  `(?:what|how) (?:should|do|can|could) i (?:say|tel|text|write|do)(?: [a-z]+){0,3} (?:to get|so|to make) (?:her|him|them|she|he|they|the kid|the girl|the boy)(?: to)? (?:sends?|to send) (?:me )?(?:a |her |some )?(?:photo|pic|picture|selfie|video)`,
);
const OWN_CHILD = wordRegex('my (?:son|daughter|kid|kids|child|niece|nephew)');
const LONELY_KIDS_ALONE = wordRegex(
  alt(
    '(?:befriend|make friends with|get close to|gain the trust of|win over) (?:lonely |shy |quiet |vulnerable |young |isolated |bulied |sad )?(?:kids|children|teens|minors|girls|boys)(?: [a-z]+){0,8} (?:alone|privately|in private|video chat|video call|dm me|one on one)',
  ),
);
const GRADE_FIRST_PERSON = wordRegex(
  '(?:im|i am) (?:only |just )?in (?:[1-8](?: th| st| nd| rd)?|first|second|third|fourth|fifth|sixth|seventh|eighth) grade',
);
const GROWN_UP_GAME = wordRegex('(?:the |our |a |that )?(?:grown ?up|adult|special|secret) games?');
const CLASSROOM = wordRegex(alt('teacher', 'clas', 'school', 'lesson', 'students', 'board game'));

/** 'minors' for one of the round's kinds, else null. */
export function prohibitedGrooming(scan: Scan): 'minors' | null {
  const { text, concepts } = scan;
  const minor = concepts.minor || concepts.minorAge;
  if (minor && hasMatch(SPICY_REQUEST, text) && !hasMatch(FOOD, text)) return 'minors';
  if (minor && hasMatch(SECRET_FROM_PARENTS, text) && hasMatch(CLOSENESS, text)) return 'minors';
  if (hasMatch(COVERT_PICTURES, text)) return 'minors';
  if (minor && hasMatch(PERSUADE_SEND, text) && !hasMatch(OWN_CHILD, text)) return 'minors';
  if (hasMatch(LONELY_KIDS_ALONE, text)) return 'minors';
  const grade = hasMatch(GRADE_FIRST_PERSON, text) && !hasMatch(CLASSROOM, text);
  return grade && hasMatch(GROWN_UP_GAME, text) ? 'minors' : null;
}
