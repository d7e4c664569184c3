import { hasMatch } from '../context.js';
import { alt, wordRegex } from '../patterns.js';
import type { CrisisLevel } from './crisisLevel.js';
import { REPORTED_RE } from './crisisSignals.js';

/**
 * Round 14's farewell kinds (decision 0036): a goodbye that reads as the last one rather than
 * as the end of a chat. The last thing one will ever read or say, not waking tomorrow with a
 * message to pass on, a goodbye to a pet or a family with "I'm ready", accounts wiped with a
 * last post, thanks and "take care" for a time told in the past tense, a countdown that is
 * "not long now", one less of me, and a wish not to live said out of a role-play ("for real").
 * A trip, a job, a class or a bedtime rules the ordinary farewell in. Benign twins are in
 * policy/round14Crisis.test.ts.
 */
/** What the writer will do: "the last thing I'll read", not "the last thing I read was". */
const WILL = '(?:il|i wil|i ever|im going to|im gona|i get to|i wil ever|il ever)';
// prettier-ignore
const HIGH = alt(
  // the last thing read or said, ever
  `(?:the |my )?(?:last|final) (?:thing|words?|message|text|mesage) ${WILL}(?: ever)? (?:read|hear|se|write|send|say|get)`,
  `(?:(?:itl|it wil|thatl|that wil|this wil) be|(?:it|this|that) (?:is|s) going to be) (?:the |my )?(?:last|final) (?:thing|words?|message|text) (?:i|${WILL})(?: ever)? (?:read|hear|se|write|send|say)`,
  // not waking tomorrow, with a message to pass on
  '(?:if|in case) i (?:dont|do not|never|wont) wake up(?! (?:on time|in time|early|before|for|by|at|when|til|until))(?: tomorow| again| in the morning)?(?: [a-z]+){0,3} (?:tel|say|let|give|pas)',
  '(?:if|in case) (?:im|i am) not (?:around|here|alive) (?:tomorow|anymore|next week|after tonight)(?: [a-z]+){0,3} (?:tel|say|let|give|pas)',
  // a goodbye to a pet or the family, and ready
  '(?:said|say|saying|sayin) (?:my )?(?:goodbyes?|bye) to (?:my |the |our )?(?:dog|cat|pets?|puppy|kitten|bird|rabbit|family|parents|mum|mom|dad|kids|sister|brother|plants)(?: [a-z]+){0,3}(?: \\.)? (?:and )?(?:im|i am|i m|i fel) (?:ready|done|at peace)(?: now)?(?= \\.|$)',
  '(?:gave|giving) (?:the|my|our) (?:dog|cat|puppy|kitten|bird|rabbit) (?:a )?(?:last |long |final )?(?:cudle|hug|kis) goodbye(?: [a-z]+){0,3}(?: \\.)? (?:and )?(?:im|i am|i fel) (?:ready|done|at peace)(?: now)?(?= \\.|$)',
  // accounts wiped, with a last post
  '(?:deleted|wiped|deactivated|closed|nuked) (?:al )?(?:of )?my (?:socials|social media|acounts|instagram|insta|tiktok|twiter|facebook|profiles?)(?: [a-z.]+){0,10} (?:thanks for the memories|last (?:post|bio|story|tweet|status)|no slate|goodbye post|farewel post)',
  // a countdown with no date
  '(?:im|i am|just|ur|youre) counting down(?! to| the days (?:to|til|until)| til| until)(?: [a-z.]+){0,6} not long (?:now|left)(?= \\.|$)',
  // one less of me
  '(?:world|everyone|everybody|things|life) (?:is|would be|wil be|d be|s) better(?: of)? with one les (?:of )?me',
);
/** Thanks for a time now over, and a send-off: a check-in, since a chat ends like this too. */
// prettier-ignore
const PAST_THANKS = alt(
  'you were the (?:best|only good) (?:part|thing) (?:of|in|about) my (?:days|life|weks|months|year|nights)',
  'you (?:made|got me through) (?:these|the) last (?:few )?(?:days|weks|months|years)(?: [a-z]+){0,2} (?:bearable|worth it|livable|ok)',
);
const SEND_OFF = alt(
  'take care of yourself',
  'look after yourself',
  'be wel',
  'goodbye',
  'thanks for everything',
  'thank you for everything',
);
/** Would anyone remember or notice me gone: a check-in. */
// prettier-ignore
const LOW = alt(
  '(?:if|when) i (?:disappeared|vanished|was gone|were gone|died|stoped existing|wasnt here|werent here)(?: [a-z]+){0,2} (?:would|wil|do|wouldnt) (?:you|anyone|anybody|people) (?:even )?(?:remember|mis|notice|care about) me',
  '(?:would|wil|do) (?:you|anyone|anybody|people) (?:even )?(?:remember|mis|notice) me (?:if|when) i (?:disappeared|vanished|was gone|were gone|died|wasnt here|werent here)',
  '(?:if|when) (?:a|the) (?:bus|car|truck|lory|train) (?:hit|hits|ran over|runs over) me(?: [a-z]+){0,5} (?:id|i would|i d)(?: honestly| realy| just)? be (?:relieved|glad|grateful|happy|fine with it|thankful)',
);
/** Out of a role-play, said of oneself: not the character, the writer. */
const REAL = alt(
  'not in (?:the|our|this) (?:rp|roleplay|role play|story|game)',
  'in real life',
  'irl',
  'for real',
  'the real me',
  'out of character',
  'not in character',
  'ooc',
);
// prettier-ignore
const NOT_LIVING = alt(
  '(?:want|wana|going|ready) to end (?:mine|my own|my life|my story|it al)(?! (?:arc|chapter|here and|and start))',
  '(?:want|wana) (?:mine|my own (?:story|life)|my (?:story|life)) to end(?! (?:here and|and start|with a|on a))',
  '(?:wants?|wanted) to live(?: [a-z.]+){0,3} i (?:dont|do not)', 'i (?:dont|do not) (?:want to )?(?:live|be alive|exist) anymore',
);
/** The ordinary farewell: a trip, a job, a class, a bedtime, a new start. */
// prettier-ignore
const ORDINARY = alt(
  'trip', 'flight', 'vacation', 'holiday', 'semester', 'internship', 'job', 'team', 'office', 'clas', 'course', 'project', 'moving', 'move',
  'before (?:bed|i slep|slep|sleping|lights out|my exam|the exam|my shift)', 'of the day', 'see you', 'talk (?:soon|tomorow|later)', 'next (?:wek|time|sumer|year)',
  'detox', 'break from', 'start a new', 'new one', 'boarding', 'kenel', 'siter', 'deploy(?:ment|ing)?', 'camp', 'catch you',
);

/** A new story after this one: the role-play ends, not the writer. */
const NEW_STORY = alt(
  'start (?:a )?new',
  'new one',
  'next (?:story|rp|roleplay|one|chapter)',
  'sequel',
);

const HIGH_RE = wordRegex(HIGH);
const NEW_STORY_RE = wordRegex(NEW_STORY);
const PAST_THANKS_RE = wordRegex(PAST_THANKS);
const SEND_OFF_RE = wordRegex(SEND_OFF);
const LOW_RE = wordRegex(LOW);
const REAL_RE = wordRegex(REAL);
const NOT_LIVING_RE = wordRegex(NOT_LIVING);
const ORDINARY_RE = wordRegex(ORDINARY);

/** The signal before its exclusions: most messages hold none, and they are checked first. */
function farewellLevel(text: string): CrisisLevel {
  if (hasMatch(HIGH_RE, text)) return 'high';
  if (hasMatch(PAST_THANKS_RE, text) && hasMatch(SEND_OFF_RE, text)) return 'low';
  return hasMatch(LOW_RE, text) ? 'low' : null;
}

/** 'high' → crisis reply, 'low' → check-in, null → none of these kinds. */
export function crisisFarewellSigns(text: string): CrisisLevel {
  // Out of the role-play first: "my character" and "the story" are reported speech otherwise.
  if (hasMatch(NOT_LIVING_RE, text) && hasMatch(REAL_RE, text) && !hasMatch(NEW_STORY_RE, text))
    return 'high';
  const level = farewellLevel(text);
  if (!level || hasMatch(REPORTED_RE, text) || hasMatch(ORDINARY_RE, text)) return null;
  return level;
}
