import { alt, wordRegex } from '../patterns.js';

/**
 * Crisis by means and place (decision 0029), without the words "suicide" or "kill myself": a car
 * running in a closed garage, pills taken to a lake, the tallest bridge asked for "quick",
 * someone asked to stay while the pills work — the crisis reply. Standing high up looking down,
 * peace made with a morning, not waking up being fine — the gentle check-in.
 */
const PILLS = alt('pills', 'tablets', 'meds', 'medication', 'sleeping pills', 'painkillers');
/** Pills taken on their own, not a treatment ("painkillers after surgery"). */
const BARE_PILLS = alt('pills', 'tablets', 'sleeping pills');
const AFTER_TREATMENT =
  '(?! (?:after|from|for) (?:my |the )?(?:surgery|operation|procedure|dentist|injury))';
const MEANS = alt(
  PILLS,
  'every pill',
  'pill',
  'rope',
  'razor',
  'razors',
  'blades?',
  'gun',
  'pistol',
);
const WATER_OR_HEIGHT = alt(
  'lake',
  'river',
  'sea',
  'ocean',
  'bridge',
  'cliffs?',
  'roof',
  'rooftop',
  'woods',
  'forest',
  'tracks',
  'railway',
  'quary',
  'parking garage',
  'dam',
  'pier',
);
const GOING = alt(
  'driving',
  'going',
  'heading',
  'walking',
  'taking',
  'bringing',
  'drove',
  'went',
  'ive driven',
  'im driving',
  'on my way',
);
// prettier-ignore
const HIGH = alt(
  // exhaust in a closed space
  '(?:car|engine|motor)(?: is| s)? (?:running|on|idling)(?: [a-z]+){0,4} (?:in|inside) (?:the|a|my) (?:closed|shut|locked|sealed) garage',
  'garage(?: door)?(?: is| s)? (?:closed|shut|locked|sealed|taped)(?: [a-z.]+){0,8} (?:car|engine|motor)(?: is| s)? (?:running|on|idling)',
  'hose (?:from|to|into|on) the exhaust',
  '(?:engine|car|motor)(?: is| s)? (?:running|on|idling)(?: [a-z.]+){0,8} garage(?: door)?(?: is| s)? (?:closed|shut|sealed|locked|taped)',
  // taking a means to water or a height
  `${GOING} (?:out )?(?:to|towards) (?:the|a) (?:[a-z]+ )?${WATER_OR_HEIGHT}(?: [a-z.]+){0,8} (?:with )?(?:the |a |my |all my |all the |every )?(?:bottle of |box of |pack of |packet of )?${MEANS}`,
  `(?:with )?(?:the |a |my |all my )?(?:bottle of |box of )?${MEANS}(?: [a-z]+){0,3} (?:in|on) (?:the )?(?:car|my bag|my pocket)(?: [a-z]+){0,4} ${GOING} (?:to|towards) (?:the|a) ${WATER_OR_HEIGHT}`,
  // the highest place asked for, to be quick
  `(?:bridge|building|cliff|tower|parking garage|dam)(?: [a-z]+){0,4} (?:is |s )?(?:the )?(?:tallest|highest)(?: [a-z.]+){0,8} (?:quick|fast|painless|for sure|certain|for good)`,
  `(?:tallest|highest|biggest|deepest) (?:bridge|building|cliff|tower|parking garage|dam|drop)(?: [a-z.]+){0,10} (?:quick|fast|painless|for sure|certain|for good|no way back)`,
  // company asked for while the pills work
  `(?:(?:stay|sit|be) (?:here )?with me|(?:keep )?talk(?:ing)? to me|hold my hand) (?:while|until|til) (?:the |my )?${BARE_PILLS} (?:kick in|start working|take effect|work)${AFTER_TREATMENT}`,
  `(?:the |my )?${BARE_PILLS} (?:are|re) (?:kicking in|starting to work|taking effect)(?: [a-z.]+){0,8} (?:dont|do not) (?:call|tell|try)`,
);
// prettier-ignore
const LOW = alt(
  `(?:(?:im|i am|standing|sitting|here) (?:up )?)?(?:on|at) (?:the )?(?:roof|rooftop|ledge|edge|railing|tracks|rails|bridge)(?: of (?:my|the|a) [a-z]+)?(?: [a-z.]+){0,4} (?:looking down|so high|the drop|one step|its (?:so )?quiet|its peaceful)`,
  '(?:if|when) i (?:dont|do not|never) wake up(?: tomorrow| again)?(?: [a-z]+){0,2} (?:im|i am|i d be|id be|that s|thats|its|it s) (?:ok|okay|fine|at peace|alright)',
  'made (?:my )?peace with it(?: [a-z.]+){0,6} (?:tomorrow|tonight|before (?:my family|everyone|they) wakes?)',
  '(?:the )?last thing (?:i ll|il|i will) (?:ever )?see',
  '(?:im |i am )?(?:standing|sitting|lying|waiting) on the (?:rails|tracks|railway line|train tracks)',
);
export const MEANS_AT_PLACE_RE = wordRegex(HIGH);
export const PLACE_CONTEMPLATION_RE = wordRegex(LOW);
