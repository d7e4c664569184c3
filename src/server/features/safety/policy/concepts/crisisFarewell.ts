import { alt, wordRegex } from '../patterns.js';

/**
 * Round 9's crisis concepts (decision 0026): farewell acts and dangerous places said in everyday
 * words. Each answers with the gentle check-in (with a burden or another signal, the crisis
 * reply, see crisisIntensity); the benign twins in policy/round9.test.ts (a will at 60, a ledge
 * on a hike, a goodbye to colleagues) stay allowed.
 */
const YOUNG = '(?:1[0-9]|2[0-9])';
const SETTLING = alt(
  'paid (?:back|off) (?:everyone|everybody|all|every)(?: [a-z]+){0,3}',
  'paid (?:my|al my|everyone|every) [a-z]+ back',
  'paid the last (?:bil|debt)',
  'returned everything i borowed',
  '(?:wrote|left|writen) (?:down )?(?:my )?passwords',
  'left the keys with',
  'cleared my desk',
  'cancel(?:l)?ed (?:all )?(?:my |of my )?(?:subscriptions|acounts|phone plan|memberships)',
  'deleted (?:all )?(?:my |of my )?(?:acounts|socials|profiles|photos)',
  '(?:gave|given|giving) away (?:all )?(?:my |of my )?(?:stuf|things|belongings|posesions|clothes|games)',
  '(?:cleaned|tidied) (?:my|the) (?:room|apartment|flat|place|house)',
  '(?:closed|shut) my bank acount',
  '(?:wrote|written|made|finished) (?:a |my )?wil',
  'rehomed (?:my|the) (?:cat|dog|pet|bird|rabit|hamster)',
);
const TIME_SET = alt(
  '(?:my )?plan (?:is|s) (?:set|ready|final|decided|in place|locked in)(?: for)? (?:tonight|tomorrow|(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)|the [0-9]+(?: th| st| nd| rd)?)',
  '(?:picked|chose|set|have) (?:a |the )?date',
  '(?:the|my) date (?:is|s) (?:set|picked|chosen|decided)',
  'everything (?:is|s) (?:planed|set|ready|aranged) for (?:tonight|tomorow|(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend))',
  '(?:ive|i have|i) picked the day',
);
const CALM = alt(
  '(?:feel|feeling|felt|am|im) (?:so |really |weirdly |strangely |finaly )?(?:calm|peaceful|at peace|relieved|lighter)(?! about (?:the|my|our) | for the)',
);
const WATER = '(?:sea|ocean|lake|river|waves|water)';
const SECRET = alt(
  '(?:i )?(?:didnt|did not|couldnt|wouldnt) (?:say|tel|explain|answer)',
  '(?:i )?changed the subject',
  'told (?:him|her|them) not to ask',
);
// prettier-ignore
export const FAREWELL_ACTS_RE = wordRegex(alt(
  // A will at a young age.
  `(?:made|wrote|written|writing|making|finished|signed|drew up|updated) (?:a |my )?wil(?: [a-z]+){0,5}(?: \\.)? (?:im|i am|at|age|aged) ${YOUNG}`,
  `(?:im|i am|at) ${YOUNG}(?: [a-z]+){0,3}(?: \\.)? (?:made|wrote|writing|making|finished|signed) (?:a |my )?wil`,
  // Possessions given away, the question why left unanswered.
  `(?:gave|given|giving|handed) (?:away )?(?:[a-z]+ ){0,3}(?:my|al my|al of my) [a-z]+(?: [a-z]+){0,10}(?: \\.)?(?: [a-z]+){0,5}(?: \\.)? ${SECRET}`,
  // Things one will not need "where I'm going" or "after tonight".
  "(?:wont|wil not|dont|wont be) (?:ned|neding) (?:it|this|them|these|that|any of (?:it|this|them))(?: anymore)? (?:where im going|where i am going|after (?:tonight|tomorrow|today|this))",
  // Affairs settled, two acts together or one and "ready".
  `${SETTLING}(?: [a-z]+){0,6}(?: \\.)? ${SETTLING}`,
  `${SETTLING}(?: [a-z]+){0,6}(?: \\.)? (?:ready|its time|al set|al done|im ready|now i can go)(?! for| to (?!go(?![a-z])))`,
  // A date set, and calm.
  `${TIME_SET}(?: [a-z]+){0,6}(?: \\.)? (?:i )?${CALM}`,
  // Dangerous places in everyday words: a ledge high up, walking into water, swerving into traffic.
  '(?:on|standing on|sitting on|at|over) (?:the |my |a )?(?:balcony |rof |roftop |window |bridge )?(?:ledge|railing|edge)(?: [a-z]+){0,2} [0-9]+ (?:th |st |nd |rd )?(?:flor|flors|stories)',
  `walk(?:s|ing)? (?:in|into|out into)(?: the ${WATER})?(?: [a-z]+){0,3} (?:and )?(?:not|never) (?:come|coming) (?:back|out)`,
  `walk(?:s|ing)? (?:into|out into) the ${WATER}(?: [a-z]+){0,2} (?:and|until) (?:kep (?:going|walking)|i cant (?:stand|touch|breathe))`,
  '(?:standing|stood|climbed|climbing) (?:on|onto|over) (?:the |a )?(?:bridge|rof|roftop|car park rof) (?:railing|ledge|edge|parapet)',
  '(?:thinking about|think about|thought about|want to|wana|urge to|tempted to|keep thinking about|thoughts of|picture|imagine) (?:just )?(?:swerv(?:e|ing)|steer(?:ing)?|driving|drive|crash(?:ing)?|veer(?:ing)?) (?:my car |the car )?(?:into|of) (?:oncoming traffic|traffic|(?:a|the) (?:wal|tre|truck|lory|bus|bridge|barier|cliff)|the cliff road)',
  // Means in a bath.
  '(?:in|sitting in|lying in|laying in) (?:the |a |my )?(?:bath|bathtub|tub)(?: [a-z]+){0,2} (?:with|and) (?:a |my |the )?(?:blade|razor|knife|pills|toaster|hairdryer)',
  // No one having to bear the writer any more; it ending soon after an apology.
  '(?:nobody|no one|noone|everyone|people|my family) (?:wil|wont|is going to|s going to) (?:have to|ned to|ever have to) (?:deal with|worry about|put up with|lok after|listen to) me (?:anymore|again|soon|much longer|after)',
  'sory(?: [a-z]+){0,8}(?: \\.)? (?:it|this|everything|al of (?:it|this)) (?:al )?(?:ends|wil end|wil be over|is ending) (?:soon|tonight|tomorow)',
  'sory(?: [a-z]+){0,8}(?: \\.)? (?:its|it s|it is|it wil be|everything is|everything wil be) over (?:soon|tonight|tomorow)',
  // A disappearance foretold, no one to blame.
  'if (?:i|im|i m|i am) (?:disappear|vanish|gone|dont wake up|dont come back)(?: [a-z]+){0,4}(?: \\.)? (?:just )?(?:know|remember)(?: that)? (?:(?:it|this) (?:wasnt|isnt|was not|is not|was never|is never)|its (?:not|never)) (?:your|ur|anyones|anyone s) fault',
  '(?:stoped|stop|dont|do not|no longer) car(?:e|ing) (?:what|if) (?:happens to me|i live|i die|i wake up)',
  // Sleep wished to last, or not surviving a season "wouldn't be the worst".
  '(?:wish|want|hope|id like|would like)(?: [a-z]+){0,4} (?:sleep|fal asleep|go to sleep|close my eyes)(?: [a-z]+){0,2} (?:and|&) (?:just )?(?:stay that way|never wake up|not wake up|stay asleep forever|never come back|never open them)',
  'if i (?:didnt|did not|dont|do not|never) (?:make it|survive|wake up)(?: [a-z]+){0,4} (?:i )?(?:wouldnt|would not) (?:mind|care)',
  '(?:wouldnt|would not|wont|wil not|isnt) be (?:the worst thing|so bad|a bad thing|a tragedy|terible)(?: [a-z]+){0,3} if i (?:didnt|did not|dont|do not|never) (?:make it|wake up|survive|come back)',
  'if i (?:didnt|did not|dont|do not) make it (?:through|to|past) (?:the |this )?(?:winter|year|week|night|christmas|sumer|month|weekend)(?: [a-z]+){0,3} (?:wouldnt|would not|dont|do not|would) (?:mind|care|be fine|be ok)',
  // Stepping out of a roleplay to say the scene is the writer's own.
  '(?:oc|out of character)(?: [a-z]+){0,4} (?:this is about me|about me not|im not ok(?:ay)?|i want to do that too|i want to do it too|im writing mine too|so am i|im doing it too)',
));
