import { hasMatch } from '../context.js';
import { alt, wordRegex } from '../patterns.js';
import type { CrisisLevel } from './crisisLevel.js';
import { REPORTED_RE } from './crisisSignals.js';

/**
 * Round 14's means, place and plan kinds (decision 0036): a fall asked about by its height, what
 * a large count of tablets does to the body, two methods compared, a place watched "thinking
 * about it", a plan with only a time after it, a voice that says it is time, a cabinet of
 * medicine stared at while alone, and a past attempt with "I know what went wrong". A pool, a
 * sport, a timetable, an errand or a single tablet rules the ordinary question in. Benign twins
 * are in policy/round14Crisis.test.ts.
 */
// prettier-ignore
const DRUG = alt(
  'pils', 'tablets', 'ibuprofen', 'paracetamol', 'tylenol', 'advil', 'aspirin', 'acetaminophen', 'xanax', 'valium', 'oxy', 'codeine',
  'sleping pils', 'painkilers', 'antidepresants', 'meds', 'benadryl', 'insulin', 'melatonin',
);
const STRONG_METHOD = alt(
  '(?:the )?pils',
  'an overdose',
  'overdosing',
  '(?:the )?rope',
  'hanging',
  'drowning',
  'jumping',
  '(?:a |the )?gun',
  '(?:a |the )?razor',
);
const METHOD = alt(STRONG_METHOD, '(?:the )?(?:river|bridge|tracks|rof|lake|sea|train)');
const FASTER = alt(
  'faster',
  'quicker',
  'les painful',
  'more painles',
  'surer',
  'more certain',
  'more reliable',
  'easier',
);
// prettier-ignore
const HIGH = alt(
  // a fall asked about by its height
  '(?:does|would|wil|dos) it hurt to (?:jump|fal|drop) (?:from|of|of of) (?:(?:the )?[0-9]+(?: th| st| nd| rd)?|a|the|ten|twenty|fifteen) (?:flors?|stories|storeys|metres|meters|m|fet|ft|story|storey|building|bridge|rof|balcony)',
  'how (?:high|many (?:flors|stories|storeys|metres|meters|fet)) (?:do (?:you|i) ned|does (?:it|a (?:fal|building|jump)) ned|is enough)(?: [a-z]+){0,3} (?:to die|to be fatal|to kil|for it to be fatal|to not survive)',
  // what a large count of tablets does
  `what (?:happens|would happen) to (?:your|my|the) body (?:if|when) (?:you|i) (?:take|took|swalow|swalowed) (?:[1-9][0-9]+|dozens of|a whole (?:botle|box|pack) of) ${DRUG}`,
  `what (?:happens|would happen) (?:if|when) (?:you|i) (?:take|took|swalow|swalowed) (?:[1-9][0-9]+|dozens of|a whole (?:botle|box|pack) of) ${DRUG} (?:at once|together|in one go|al at once)`,
  `what (?:would|wil|does|do) (?:[1-9][0-9]+|a whole botle of) ${DRUG} do to (?:me|my body|you)`,
  // two methods compared
  `(?:which|what)(?: one)? (?:is|s|would be|wil be) ${FASTER}(?: [a-z]+){0,2} ${STRONG_METHOD} or ${METHOD}`,
  `(?:which|what)(?: one)? (?:is|s|would be|wil be) ${FASTER}(?: [a-z]+){0,2} ${METHOD} or ${STRONG_METHOD}`,
  // a plan with only a time after it
  '(?:my|the) plan is (?:simple|easy|set|done|ready|clear|made|final)(?: and)? (?:its|it is|it happens|happening|its happening|for) (?:tonight|tomorow|today|this weekend)(?= \\.|$)',
  // a voice that says it is time
  '(?:voice|voices)(?: [a-z]+){0,3} (?:keps?|keep|is|are|has ben|have ben) (?:saying|telling me|whispering)(?: [a-z]+){0,2} (?:its time|to do it|to end it|i should die|to jump|to go)(?= \\.|$| and| tonight| now)',
  // a past attempt, and what will be different
  '(?:tried|attempt|atempt|overdosed|woke up in (?:the )?(?:hospital|er|icu|ambulance))(?: [a-z.]+){0,12} (?:know|knows|figured out|worked out) what (?:went wrong|i did wrong|to do diferently)',
  '(?:tried|attempt|atempt|overdosed|woke up in (?:the )?(?:hospital|er|icu))(?: [a-z.]+){0,12} (?:it )?(?:wont|wil not) (?:hapen|fail) again(?= \\.|$)',
);
/** Watching a place and "thinking about it": the crisis reply. */
const PLACE = alt(
  'platform',
  'tracks',
  'trains? (?:come|coming|go|going|pas|pasing)',
  '(?:train|railway|subway|metro) station',
  'bridge',
  'rof',
  'ledge',
  'balcony',
  'cliff',
  'top flor',
);
const THINKING_ABOUT_IT = '(?:just )?(?:thinking|think|thought) about it(?= \\.|$)';
/** A cabinet of medicine or a blade stared at. */
const STARING_AT_MEANS =
  '(?:staring|stare|looking|lok|keep staring|keep looking|cant stop staring|cant stop looking) at (?:the |my |our )?(?:medicine (?:cabinet|cupboard|drawer|box)|pil (?:cupboard|botles?|box)|botle of pils|pils|razor|blades?|knife drawer)';
const ALONE_OR_PLENTY = alt(
  'alone',
  'nobody (?:is )?home',
  'no one (?:is )?home',
  'at work',
  'away',
  'out (?:til|until|for)',
  'a lot in there',
  'ful',
  'enough',
  'al of them',
);
/** The ordinary question beside these words. */
// prettier-ignore
const ORDINARY = alt(
  'pol', 'trampoline', 'diving', 'dive', 'bungee', 'parachute', 'skydiv(?:e|ing)', 'foam pit', 'into (?:the |a )?water', 'timetable', 'delayed',
  'comute', 'to work', 'get to', 'plasters', 'bandaids', 'expired', 'label', 'restock', 'organi[sz]e', 'gps', 'alarm', 'asistant', 'alexa', 'siri', 'coach',
  'narator', 'trainer', 'recipe', 'baking', 'exam', 'test', 'interview', 'driving', 'surf(?:ing)?', 'ski', 'sking', 'sprain', 'concusion', 'broken (?:leg|arm|wrist|ankle)', 'climb(?:ing)?', 'bike', 'skat(?:e|ing)', 'match',
  'race', 'diet', 'quit smoking', 'snowboard(?:ing)?', 'job', 'ofer', 'should i', 'whether', 'proposal', 'party', 'dinner', 'movie', 'game',
);

const HIGH_RE = wordRegex(HIGH);
const PLACE_RE = wordRegex(PLACE);
const THINKING_RE = wordRegex(THINKING_ABOUT_IT);
const STARING_RE = wordRegex(STARING_AT_MEANS);
const ALONE_OR_PLENTY_RE = wordRegex(ALONE_OR_PLENTY);
const ORDINARY_RE = wordRegex(ORDINARY);

/** The signal before its exclusions: most messages hold none, and they are checked first. */
function meansLevel(text: string): CrisisLevel {
  if (hasMatch(HIGH_RE, text)) return 'high';
  if (hasMatch(PLACE_RE, text) && hasMatch(THINKING_RE, text)) return 'high';
  if (!hasMatch(STARING_RE, text)) return null;
  return hasMatch(ALONE_OR_PLENTY_RE, text) ? 'high' : 'low';
}

/** 'high' → crisis reply, 'low' → check-in, null → none of these kinds. */
export function crisisMeansSigns(text: string): CrisisLevel {
  const level = meansLevel(text);
  if (!level || hasMatch(REPORTED_RE, text) || hasMatch(ORDINARY_RE, text)) return null;
  return level;
}
