import { UNDER_18_AGE } from '../lexiconAges.js';
import { CHILD_STRONG, CHILD_WEAK } from '../lexiconMinors.js';
import { NOT_A_THING, NOT_A_UNIT } from '../lexiconAges.js';
import { alt, gap, wordRegex } from '../patterns.js';
import {
  ADULT_NUMBER,
  MINOR_BIRTH_YEAR,
  MINOR_NUMBER,
  MINOR_ORDINAL,
  SCHOOL_NUMBER,
  SMALL_NUMBER_WORD,
} from './numbers.js';

const YEARS_OLD = alt(
  'years? olds?',
  'yrs? olds?',
  'yos?',
  'y o',
  'years? young',
  'summers',
  'winters',
);
const SCHOOL_LEVEL = alt(
  '(?:middle|primary|elementary|junior high|secondary|grade|prep|grammar|junior|infant) ?school',
  'junior high',
  'kindergarten',
  'preschool',
  'sixth form',
  'high school',
);
// prettier-ignore
const PUPIL = alt('pupils?', 'students?', 'girls?', 'boys?', 'kids?', 'cheerleaders?', 'freshman', 'freshmen', 'sophomores?', 'juniors?', 'seniors?');

const PERSON_IS = alt(
  'shes',
  'she is',
  'hes',
  'he is',
  'youre',
  'you are',
  'im',
  'i am',
  `${NOT_A_THING}(?:is|was)`,
  'aged',
  'age',
);
/** "she is nine", "he's only seven": small number words are ages after a person. */
const SMALL_AGE = `${PERSON_IS} (?:only |just |barely |still |not even )?${SMALL_NUMBER_WORD}${NOT_A_UNIT}(?! (?:step|lucky|ofthe|twenty|thirty|forty|fifty|sixty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?![a-z]))`;
// prettier-ignore
const STAFF = ['teacher', 'teaches', 'teaching', 'works', 'working', 'nurse', 'coach', 'principal', 'staff', 'counsellor', 'counselor', 'tutor', 'volunteer', 'volunteers', 'parent', 'mum', 'mom', 'dad', 'governor', 'cleaner', 'cook'];
/** "you're in your first week of high school": a school bound to the person, staff aside. */
const AT_SCHOOL_NOW = `(?:youre|you are|shes|she is|hes|he is|theyre|they are)${gap(4, STAFF)} (?:of|at|in) (?:the |a |her |his |your )?(?:local )?${alt(SCHOOL_LEVEL, 'secondary', 'primary', 'nursery(?: school)?', '(?:infant|junior) school')}(?! ${alt('teachers?', 'staff', 'reunion', 'sweetheart', 'crush', 'memories')}(?![a-z0-9]))`;
/**
 * A teen number word on its own ("maybe thirteen", "between twelve and thirteen"), not a time, a
 * count of things ("ten dates") or a unit. It only counts with sexual intent (MINOR_SIGNAL).
 */
const BARE_TEEN = `(?<!(?:at|by|until|till|around|after|before|from|past|to|about|for|of|top|number|room|page|chapter|level|season|episode|size|day|week|year|the|a|an|its|it is|is it) )${alt('ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen')}${NOT_A_UNIT}(?! (?:[a-z]+s|oclock|pm|am|thirty|fifteen|forty|fifty|tonight|minutes?|hours?|days?|weeks?|months?|years?|more|less|times|out of)(?![a-z]))`;
/** "he's just a boy", "she's only a girl": the person is called a child. */
const YOUNG_PERSON = `(?:hes|shes|youre|he is|she is|you are|theyre|they are) (?:just|only|still|barely) (?:a |an )?(?:little |young )?(?:boy|girl|kid|child|baby|teenager)`;
/** Bodies and milestones only children have: baby teeth, before puberty, too young to drive. */
// prettier-ignore
const CHILD_TRAIT = alt(
  '(?:still has|still have|with) (?:her|his|their|your|my) baby teeth', 'baby teeth', '(?:first|a|her|his|your) baby tooth', 'grade ?schoolers?', 'age (?:her|him|you|them|yourself) down',
  `(?:girls|boys|kids|they|both|we|you) are (?:both |all |only |just )?${MINOR_NUMBER}(?! (?:minutes?|hours?|days?|weeks?|months?|percent|times|of|out|dollars|pounds))`,
  '(?:shes|hes|youre|im|she is|he is|you are|i am) 1 [0-7](?![0-9])',
  `(?:had|have|having|celebrat(?:e|ed|ing)|after) (?:your|her|his|my) ${MINOR_ORDINAL}(?! (?:time|try|attempt|date|place|round|visit|drink|glass|cup|go|game))`,
  '(?:hasnt|has not|havent|not yet|before|didnt|hadnt)(?: even| yet)? (?:hit |reached |started |gone through |been through )?puberty', 'pre ?pubescent',
  'too young to (?:drive|vote|drink|date|consent|understand|know|be (?:here|dating|with)|(?:buy|order|get) (?:a )?(?:drinks?|alcohol|beer|cigarettes))',
  'not old enough to (?:drive|vote|drink|date|consent|know|be)', 'learners permit', '(?:hasnt|has not|not yet|havent|yet to) (?:started|start|gone to|begun) (?:secondary|high school|middle school|junior high|primary|school)',
  'younger than (?:my|her|his|our) (?:daughter|son|niece|nephew|kid|child|grandchild|granddaughter|grandson)', `younger than ${MINOR_NUMBER}`,
  '(?:shes|hes|youre|she is|he is|you are) a (?:high school )?freshman(?! (?:at|in) (?:college|university|uni))', '(?:her|your) first period', 'only just started (?:her|your) periods?', 'in short trousers',
  'believes? in (?:the )?(?:tooth fairy|santa|father christmas)', 'kindergarteners?', 'a kindergartener', 'still in nappies', 'still in diapers',
  `(?:blew|blow|blows|blowing) out ${MINOR_NUMBER} candles`, `${MINOR_NUMBER} candles on (?:her|his|the|my|your) (?:birthday )?cake`,
  `born in ${MINOR_BIRTH_YEAR}`, `class of ${alt('20[3-9][0-9]', '202[7-9]')}`,
);
/** An age, birthday or school year that only a minor has. */
// prettier-ignore
const MINOR_AGE = alt(
  `${MINOR_NUMBER} ${YEARS_OLD}`,
  `(?:a |the )?(?:[a-z]*girl|[a-z]*boy|child|kid|tot|toddler|infant|tyke|scout|pupil|student|lad|lass|youngster|daughter|son|niece|nephew|brownie|cub|gymnast|dancer) of ${MINOR_NUMBER}`,
  `${MINOR_ORDINAL} birthday`, 'sweet sixten', 'quinceaneras?', 'ba[rt] mitzvahs?',
  // French collège years (decision 0024)
  'in (?:sixieme|cinquieme|quatrieme|troisieme)',
  `(?:turned|turning|turns|just turned) ${MINOR_NUMBER}(?! (?:minutes?|hours?|days?|weeks?|months?|percent|times|degrees))`,
  `(?:year|grade|yr|primary) ${SCHOOL_NUMBER}`, `${MINOR_ORDINAL} (?:grade|graders?|form|standard|year (?:student|pupil)s?)`,
  UNDER_18_AGE, SMALL_AGE, CHILD_TRAIT,
);
/**
 * A minor described anywhere in the text: an age under 18 in any spelling, a birthday or a
 * school year that only children have, a school setting or a child word.
 */
// prettier-ignore
const MINOR_SIGNAL = alt(
  MINOR_AGE,
  `(?:in|at|to|from|attends|attending|started|starting|starts) (?:the )?(?:local |nearby )?${SCHOOL_LEVEL}`,
  `${SCHOOL_LEVEL} ${PUPIL}`, `${PUPIL} (?:at|from|in) (?:the )?(?:local |nearby )?${SCHOOL_LEVEL}`,
  'school ?(?:girls?|boys?|bus|uniform|playground|kids?|backpack|bag|satchel|shorts|tie|blazer|skirt|jumper|socks|locker|toilets|corridor|canteen|trip|disco|yard)', 'playground', AT_SCHOOL_NOW,
  BARE_TEEN, YOUNG_PERSON, 'barely legal', 'sixth formers?', 'gcses?', `(?:the|a|this|that) ${alt('year', 'grade')} ${SCHOOL_NUMBER} (?:girl|boy|kid|pupil|student)`, 'pupils?', 'freshman girl', 'sophomore', '(?:high )?school sleepover', 'in form (?:one|two|three|four|[1-4])(?![a-z0-9])',
  `(?:first|second|final|last) year (?:of|at) (?:the )?${SCHOOL_LEVEL}`, 'little one', 'hasnt finished (?:school|middle school|high school)',
  CHILD_STRONG, CHILD_WEAK,
);

export const MINOR_AGE_RE = wordRegex(MINOR_AGE);
/** "younger than my daughter" compares someone in the scene with the writer's child. */
export const YOUNGER_THAN_KIN_RE = wordRegex('younger than (?:my|her|his|our)', 'g');
export const MINOR_SIGNAL_RE = wordRegex(MINOR_SIGNAL);

/** The writer says they are an adult: "I'm 34", "I'm thirty-two", "a 50 year old grandmother". */
export const ADULT_SELF_RE = wordRegex(
  alt(
    `(?:im|i am|iam) (?:a |an )?(?:only |just |nearly |almost )?${ADULT_NUMBER}`,
    `im (?:a |an )(?:[a-z]+ )?${ADULT_NUMBER} (?:years? old|yo|year old)`,
    'im (?:an? )?(?:adult|grown (?:man|woman|up)|grandmother|grandfather|grandma|grandpa|dad|mum|mom)',
    // "me at 25 acting like…", "at 38 i still…" (decision 0025).
    `(?:me|myself) at ${ADULT_NUMBER}`,
    `^ ?at ${ADULT_NUMBER} (?:i|im)`,
    // "is that bad at 40", "i'm turning 35" (decision 0033).
    `(?:is (?:that|it|this) (?:bad|weird|normal|ok|okay|cringe|embarasing|too much)|for (?:someone|a (?:man|woman|guy|girl))) at ${ADULT_NUMBER}`,
    `(?:im|i am|i) (?:turning|turned) ${ADULT_NUMBER}`,
  ),
);

const YOUNG = alt(
  'teenagers?',
  '(?:high|middle) ?schooler',
  'teenage [a-z]+',
  'school ?(?:boy|girl)',
  'kid',
  'child',
  'little (?:girl|boy)',
  `${MINOR_NUMBER}(?: ${YEARS_OLD})?`,
  'young',
);
// prettier-ignore
const LIKE_VERB = alt(
  'feel', 'feels', 'felt', 'feeling', 'blush', 'blush(?:es|ing)', 'giggl(?:e|es|ing)',
  'grin(?:s|ing)?', 'nervous', 'giddy',
);
/**
 * Comparisons and memories: "I feel like a teenager when I see you", "back in eighth grade",
 * "when I was fifteen". They mention youth without describing anyone in the chat as young.
 */
// prettier-ignore
const NOT_ABOUT_NOW = alt(
  `${LIKE_VERB} (?:like |as if )(?:im |i am |a |an )?(?:giddy |shy |lovesick |silly |little |nervous )?${YOUNG}(?: again)?`,
  `(?:make|makes|made) me feel (?:like )?(?:im |a |an )?${YOUNG}(?: again)?`,
  `(?:when|since|back when|while) (?:i|we) (?:was|were) (?:a |an |in |at )?(?:[a-z]+ )?(?:[a-z]+ )?(?:${YOUNG}|${SCHOOL_LEVEL}|(?:year|grade) ${SCHOOL_NUMBER}|${MINOR_ORDINAL} grade)`,
  `back (?:in|at) (?:${SCHOOL_LEVEL}|(?:year|grade) ${SCHOOL_NUMBER}|${MINOR_ORDINAL} grade)`,
  `(?:i|we) (?:was|were) (?:a |an )?(?:shy |awkward |nervous |quiet )?${YOUNG}`,
  `(?:my|our) (?:first crush|teenage (?:years|crush|self|daughter|son)|school days)`,
  // "what age was your first kiss? mine was 14" answers about the writer's past.
  `mine was (?:at |when i was )?${MINOR_NUMBER}`,
  'teenage years',
);
const COMPARISON_RE = wordRegex(NOT_ABOUT_NOW, 'g');
/** With an adult age stated, "I dress like a 16-year-old" and "people think I'm 18" compare. */
const ADULT_COMPARISON_RE = wordRegex(
  alt(
    `(?:like|than) (?:im |i am |a |an )?(?:[a-z]+ )?${YOUNG}`,
    `think im ${ADULT_NUMBER}`,
    // "like a seventh grader", "like i'm in middle school again" (decision 0025).
    `like (?:im |i am |i was |a |an )?(?:in |back in )?(?:[a-z]+ )?(?:${SCHOOL_LEVEL}|${MINOR_ORDINAL} grader|(?:year|grade) ${SCHOOL_NUMBER})`,
  ),
  'g',
);

/**
 * An adult stated and then compared, in one breath: "turning 40 and acting like a 15 year old",
 * "he's 40 and still giggles like a schoolboy". Narrower than the writer's own age above: "she
 * is 40 and you act like a 15 year old" is not masked (the comparison is about "you").
 */
const ADULT_THEN_COMPARED_RE = wordRegex(
  `(?:turning|turned|hes|shes|he is|she is) ${ADULT_NUMBER}(?: [a-z]+){0,4} (?:and|but) (?:still )?(?:acting|acts|behaves|behaving|giggles|grins|blushes) like (?:a |an )?(?:[a-z]+ )?${YOUNG}`,
  'g',
);

export function maskYouthComparisons(text: string): string {
  const masked = text.replace(COMPARISON_RE, ' # ').replace(ADULT_THEN_COMPARED_RE, ' # ');
  return ADULT_SELF_RE.test(masked) ? masked.replace(ADULT_COMPARISON_RE, ' # ') : masked;
}

/** A persona described as a child: "she is a teenager", "a shy schoolgirl", "a high schooler". */
export const CHILD_PERSONA_RE = wordRegex(
  alt(
    `(?:is|a|an|as|plays|playing) (?:[a-z]+ )?${alt('teenagers?', 'teenage (?:girl|boy)', 'school ?(?:girl|boy)', 'child', 'kid', 'minor', 'high ?schooler', 'middle ?schooler', 'little (?:girl|boy)', 'pre ?teenager', 'tween', 'student (?:in|at) (?:middle|high|elementary|junior high|primary|secondary) school')}`,
    `still (?:in|at) (?:${SCHOOL_LEVEL})`,
  ),
);
