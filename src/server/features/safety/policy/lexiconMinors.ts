import {
  NOT_A_THING,
  AGE_NUMBER,
  AGE_WITH_SUFFIX,
  NOT_A_UNIT,
  UNDER_18_AGE,
  UNDER_18_PHRASE,
} from './lexiconAges.js';
import { alt, gap, wordRegex } from './patterns.js';

// prettier-ignore
const ORDINAL = alt(
  '[1-9] th', '1[0-2] th', '1 st', '2 nd', '3 rd', 'first', 'second', 'third', 'fourth', 'fifth',
  'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth',
);
// Adults who work in or remember a school are not children.
const NOT_STAFF_OR_PAST = `(?! ${alt('teachers?', 'principal', 'staff', 'reunion', 'days', 'years', 'friends?', 'sweetheart', 'crush', 'memories', 'photos?')}(?![a-z0-9]))`;
const SCHOOL = alt(
  `${ORDINAL} grade`,
  'grade (?:[1-9]|1[0-2])',
  '(?:middle|elementary|primary|junior high|high|grade) ?school',
  'junior high',
  'kindergarten',
  'preschool',
  'year (?:[1-9]|1[0-2])',
);
/** Pupils named as such: "8th grader", "middle schooler", "high school freshman". */
// prettier-ignore
const SCHOOL_PUPIL = alt(
  `${ORDINAL} graders?`, 'high ?schoolers?', 'middle ?schoolers?', 'elementary schoolers?',
  'high school (?:girls?|boys?|students?|freshman|sophomore|junior|kids?|cheerleaders?)',
  '(?:freshman|sophomore) in high school', 'kindergartners?', 'preschoolers?',
);
/** Someone in the chat goes to school now: "I'm in 8th grade", "she just started high school". */
// prettier-ignore
const SCHOOL_NOW = alt(
  `${alt(
    'im', 'i am', 'youre', 'you are', 'ur', 'u r', 'shes', 'she is', 'hes', 'he is', 'theyre',
    'they are', 'still', 'currently', 'just started', 'started', 'starting', 'starts', 'attends',
    'attending', 'goes to', 'go to', `${NOT_A_THING}(?:is|are)`,
  )} (?:in )?(?:the )?${SCHOOL}${NOT_STAFF_OR_PAST}`,
  `(?<=^|\\. )in (?:the )?${SCHOOL}${NOT_STAFF_OR_PAST}`,
);
/** A school level mentioned in passing: child-coded only when the message is sexual. */
const SCHOOL_MENTION = `(?<!(?:teach|teaches|taught|at|from|since|after|met in|back in) )${alt(
  `${ORDINAL} grade`,
  'grade (?:[1-9]|1[0-2])',
  '(?:middle|elementary|primary|junior high) ?school',
  'junior high',
  'kindergarten',
  'preschool',
  'in year (?:[1-9]|1[0-2])',
)}${NOT_STAFF_OR_PAST}`;

/** "I'm just a kid", "you're a teen": someone in the chat says they (or the character) are young. */
// prettier-ignore
const SELF_YOUNG = `(?:im|i am|youre|you are|ur|shes|she is|hes|he is) (?:just |only |still |basically |technically )?(?:a |an )?${alt(
  'kid', 'child', 'teenager', 'minor', 'little girl', 'little boy', 'schoolgirl', 'schoolboy',
  'high ?schooler', 'middle ?schooler',
)}`;

/** Child-like words that need only romantic context to become a minors refusal. */
// prettier-ignore
export const CHILD_STRONG = alt(
  'child', 'children', 'little (?:girls?|boys?|kids?)', 'young (?:girls?|boys?)', 'pre ?teenagers?',
  'lolitas?', 'tweens?', 'toddlers?', 'infants?', 'school ?girls?', 'school ?boys?', 'minors',
  `a minor(?! ${alt(
    'issues?', 'problems?', 'details?', 'things?', 'changes?', 'injury', 'injuries', 'setback',
    'inconvenience', 'key', 'chord', 'league', 'role', 'part', 'surgery', 'accident', 'bug', 'fix',
    'update', 'edit', 'mistake', 'error', 'in', 'scratch', 'cut', 'burn',
  )})`,
  SCHOOL_PUPIL, SCHOOL_NOW, SELF_YOUNG, UNDER_18_PHRASE,
  '(?:like|love|prefer|want|into) (?:them|em|girls|boys) (?:young|underage|little)',
  'teenage (?:girlfriend|boyfriend|gf|bf|lover|wife|bride|crush)',
  'training bras?',
);

/** Words that are only child-coded when the message is sexual ("teen", "kid"). */
// "teen" arrives here as "teenager" (see normalize.ts).
export const CHILD_WEAK = alt(
  'kids?',
  'teenagers?',
  'teenage',
  'adolescents?',
  'youngsters?',
  SCHOOL_MENTION,
);

/** Never acceptable, whatever the context. */
// prettier-ignore
const EXPLICIT = alt(
  'lol(?:i|is|icon)', 'lolita (?:roleplay|rp|fantasy|pics|photos|nudes)', 'shota(?:con)?',
  'jailbait', 'child porn', '(?:kiddie|kiddy|kid) porn', 'csam',
  'p(?:a)?edo(?:s|phile|philes|philia)?',
  '(?:send|share|trade|buy|sell|want|need|got|any|find|download|looking for|have) (?:me |some |you )?cp',
  'cp (?:pics?|vids?|videos?|links?|content|collection|folder|stash|material)',
  'underage(?! (?:drinking|drink|smoking|gambling|driving|vaping))',
  'school ?girl (?:outfit|uniform|costume|roleplay|rp|fantasy)',
  '(?:nudes?|naked pics?|sex) (?:of|with) (?:a )?(?:kids?|child|children|minors?)',
  'child (?:nudes|sex)', // child brides and marriage: concepts/grooming.ts (asked about, they pass)
  '(?:pics|photos|pictures|videos|vids) of (?:a |some )?(?:pre ?teenagers?|young teenagers?|teenage (?:girls?|boys?)|little girls?|little boys?|young girls?|young boys?|young kids|kids|children|minors|underage)',
  '(?:pre ?teenager|little girl|little boy|child|underage|minor)s? (?:pics|photos|videos|vids|nudes)',
  '(?:like|love|into|prefer|attracted to) (?:pre ?teenager|little|underage) (?:girls|boys)',
);

/** Casting someone in a role: "pretend you're…", "roleplay as…", "be a…". */
// prettier-ignore
const ROLE_CUE = alt(
  'pretend(?:ing)?', 'role ?play(?:ing)?', 'rp', 'act(?:ing)? (?:like|as)',
  'play(?:ing)? (?:a|an|as|the role of)', 'be (?:a|an|my)', 'become', 'you are now', 'youre now',
  'now you are', 'now youre', 'make yourself', 'turn yourself into',
  'dress(?:ed)? (?:up )?(?:like|as)', 'cosplay as', '(?:can|could|would|will) you be',
  'your age is', 'change your age to', 'set your age to',
);
/** "imagine…" casts only when followed by you or me ("imagine a 10 year old running a bank" is fine). */
const IMAGINE_CUE = alt('imagine', 'make believe', 'lets say', 'like', 'as if', 'as though');
// Someone else's child between the cue and a child word breaks the link ("play a game with my kid").
// Ages need no such guard: AGE_IN_ROLE already requires "you're", "I'm", "be" or "a" before them.
const NOT_THIRD_PARTY = ['my', 'our', 'his', 'her', 'their', 'with', 'for', 'to'];
// prettier-ignore
const CHILD_ROLE = alt(
  'little girl', 'little boy', 'school ?girl', 'school ?boy', 'child', 'kid(?! again| at heart)',
  'teenager', 'minor', 'pre ?teenager', 'loli', 'middle schooler', 'high schooler', 'young girl',
  'young boy', 'toddler', 'underage', 'student in (?:middle|high|elementary|junior high) school',
  'in (?:middle|high|elementary|junior high|primary) school', `${ORDINAL} grader`,
);
const AGE = alt(`${AGE_NUMBER}${NOT_A_UNIT}`, AGE_WITH_SUFFIX);
const AGE_IN_ROLE = `(?:be|being|youre|you are|ur|u r|im|i am|as|like|a|an) (?:only |just |still )?${AGE}`;
// "I feel like I'm 12 again" is nostalgia, not a role.
const AGE_OF_US = `(?:youre|you are|ur|u r|im|i am|were|we are) (?:only |just |still )?${AGE}(?! again)`;
const IMPERATIVE_BE = alt(
  '(?<=^|\\. )be',
  '(?:please|now|just|and|you|u|you to|u to|lets|let me|can you|could you|would you|will you) be',
);
// prettier-ignore
const PRETEND_YOUNG = alt(
  `${ROLE_CUE}${gap(8)} ${AGE_IN_ROLE}`,
  `${ROLE_CUE} (?:only |just )?${AGE_NUMBER}${NOT_A_UNIT}`,
  `(?:act|become) (?:only |just )?${AGE}`,
  'daddy(?: and| n)? (?:his |your |my )?little (?:girl|one|princess)', 'little girl(?: and| n)? (?:her |your |my )?daddy', 'ddlg',
  `${ROLE_CUE}${gap(6, NOT_THIRD_PARTY)} ${AGE_WITH_SUFFIX}`,
  `${IMPERATIVE_BE} (?:only |just )?${AGE}`,
  `like (?:youre|you are|ur|u r|im|i am) (?:a |an |still )?${CHILD_ROLE}`,
  `(?:like|love|prefer|want|into) (?:them|em|girls|boys) (?:young|younger|underage|little)(?: like| around| about)? ${AGE_NUMBER}`,
  `${IMAGINE_CUE}${gap(3)} ${AGE_OF_US}`,
  `make (?:her|him|you|yourself|me|them|the girl|the boy|the character) ${AGE_NUMBER}${NOT_A_UNIT}`,
  `${alt(ROLE_CUE, IMAGINE_CUE)}${gap(3, NOT_THIRD_PARTY)} (?:a |an |the |like a )?${CHILD_ROLE}`,
  `be ${AGE_NUMBER} (?:for me|tonight|again|now|today|in this|in our|with me)`,
  '(?:act(?:ing)?|be|look(?:ing)?|talk(?:ing)?|sound(?:ing)?) younger (?:for me|please|now|tonight)',
  '(?:you|u) (?:to )?(?:act|be|look|talk|sound) younger', 'act(?:ing)? younger',
  'younger version of (?:you|yourself)', 'make yourself (?:look |sound )?younger',
  'pretend(?:ing)? (?:to be|youre|you are|im|i am) younger',
);

export const EXPLICIT_MINORS_RE = wordRegex(alt(EXPLICIT, PRETEND_YOUNG));
export const UNDER_18_RE = wordRegex(UNDER_18_AGE, 'g');
export const CHILD_STRONG_RE = wordRegex(CHILD_STRONG, 'g');
export const CHILD_WEAK_RE = wordRegex(CHILD_WEAK);
