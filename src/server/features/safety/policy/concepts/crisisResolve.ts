import { hasMatch } from '../context.js';
import { alt, wordRegex } from '../patterns.js';
import { REPORTED_RE } from './crisisSignals.js';

/**
 * Round 13's crisis kinds (decision 0035): a means asked as a question (how many of a painkiller
 * would be too many, the highest dose before it is fatal, whether drowning hurts), a mind made up
 * and at peace, a plan waiting for an empty house, being gone by a day with "don't worry",
 * logging off forever, and a bridge or a roof that brings jumping to mind. Someone else's story
 * does not count; a dose for a headache or a day's limit is an ordinary question. Benign twins
 * are in policy/round13Crisis.test.ts.
 */
const DRUG = alt(
  'pils',
  'pil',
  'tablets',
  'tylenol',
  'advil',
  'ibuprofen',
  'paracetamol',
  'acetaminophen',
  'aspirin',
  'sleping pils',
  'xanax',
  'valium',
  'oxy',
  'oxycodone',
  'codeine',
  'benadryl',
  'melatonin',
  'insulin',
  'antidepresants',
  'meds',
  'painkilers',
);
// prettier-ignore
const HIGH = alt(
  `how many (?:[a-z]+ ){0,2}${DRUG} (?:would|wil|does it|do i need to|should i) (?:be too many|kil|(?:it )?take to (?:die|kil me|not wake up)|be fatal|be lethal|be enough(?! for (?:a|the|my) (?:headache|pain|back|cold|fever|cramps)))`,
  `(?:what|which) (?:amount|dose|number) of (?:my |her |his )?(?:[a-z]+ ){0,2}${DRUG} (?:would|wil) (?:be )?(?:fatal|lethal|kil me)`,
  `(?:highest|max|maximum|biggest|largest) (?:dose|amount) of (?:[a-z]+ ){0,2}${DRUG}(?: [a-z]+){0,4} before (?:it s|its|it is|it becomes|it gets|being) (?:fatal|lethal|deadly)`,
  `(?:a |the )?whole (?:bottle|box|pack|packet|blister) of (?:my |her |his )?(?:[a-z]+ ){0,2}${DRUG} (?:at once|in one go|al at once)`,
  '(?:does it hurt to (?:drown|hang (?:yourself|myself)|bled out|overdose)|(?:does|would|wil) (?:drowning|hanging|bleding out|an overdose) hurt)(?! [a-z ]{0,20}(?:novel|story|character|book|scene|fish|dog))',
  '(?:fel|feel|feling|am|im|i m) (?:so )?(?:peaceful|calm|at peace|relieved|lighter)(?: [a-z]+){0,3} now that i(?: ve| have|ve)? (?:finaly )?(?:made up my mind|decided)(?= ?(?:\\.|\\?|$))',
  'my plan is (?:ready|set|ready to go)(?: [a-z.,]+){0,8} (?:house|place|apartment|flat) (?:to be )?empty',
  '(?:il|i ll|i wil) be gone (?:by|before) (?:the weekend|tomorow|tonight|friday|saturday|sunday|monday|morning|next week)(?: [a-z.,]+){0,3} (?:dont|do not|no need to) worry(?: about (?:it|me))?',
  '(?:log|loging|logs|sign|signing) of (?:forever|for good|permanently)',
  '(?:every time|whenever|each time) i (?:se|pas|cros|walk over|drive over) (?:a |the )?(?:[a-z]+ )?(?:bridge|rof|roftop|balcony|cliff|overpas|train tracks)(?: [a-z]+){0,3} (?:i )?(?:think|thinking|thought|picture|imagine) (?:about |of )?(?:jumping|stepping of|leaping|leting go)',
);
const LOW = alt(
  '(?:not|no longer|never) (?:scared|afraid|frightened) of (?:dying|death) (?:anymore|now)',
  '(?:death|dying) (?:doesnt|does not|no longer) (?:scare|scares|frighten|frightens) me(?: anymore| now)?',
);
const ORDINARY_RE = wordRegex(
  alt(
    'per day',
    'a day',
    'in a day',
    'in one day',
    'headache',
    'my back',
    'cramps',
    'fever',
    'conference',
    'trip',
    'vacation',
    'holiday',
    'asking for (?:my|a) (?:novel|story|clas|exam|nursing)',
  ),
);
const HIGH_RE = wordRegex(HIGH);
const LOW_RE = wordRegex(LOW);

/** 'high' → crisis reply, 'low' → check-in, null → none of this round's kinds. */
export function crisisResolve(text: string): 'high' | 'low' | null {
  if (hasMatch(REPORTED_RE, text)) return null;
  if (hasMatch(HIGH_RE, text) && !hasMatch(ORDINARY_RE, text)) return 'high';
  return hasMatch(LOW_RE, text) ? 'low' : null;
}
