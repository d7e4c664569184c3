import { alt, wordRegex } from '../patterns.js';

/**
 * Indirect crisis signals (decision 0025), each a concept rather than a sentence: a means bought
 * "not for" its ordinary use, being hit or not waking up hoped for, not being around much longer,
 * a last message, notes written for the family, being done with everything for good, no future
 * pictured, self-injury pressed harder, fear of what one might do tonight. Many pills already
 * taken is the crisis reply itself (OVERDOSE_TAKEN_RE). Each answers with the gentle check-in (two together with the crisis reply, see
 * crisisIntensity); ordinary readings ("not for sale", "won't be around much this month, exams")
 * are kept out by the wording each needs.
 */
const MEANS = alt(
  'gun',
  'pistol',
  'rifle',
  'rope',
  'pills',
  'tablets',
  'razors?',
  'blades?',
  'knife',
  'poison',
  'charcoal',
);
const ACCIDENT = alt(
  'hit by (?:a|the) (?:car|bus|truck|train|lorry)',
  '(?:a|the) (?:car|bus|truck|train|lorry) (?:would |will |to |could )?(?:hit|hits|ran over|run over|runs over) me',
  '(?:didnt|dont|wont|never|not) wake up',
  '(?:the )?plane (?:goes|went|would go) down',
);
// prettier-ignore
export const INDIRECT_CRISIS_RE = wordRegex(alt(
  `(?:bought|got|buying|picked up|ordered) (?:a |an |some |the )?(?:new )?${MEANS}(?: [a-z]+){0,5} (?:\\. )?not for (?:protection|climbing|camping|hunting|work|the garden|self defen[cs]e|anything (?:normal|else))`,
  `(?:hope|hoping|wish|wishing|wouldnt mind|would not mind|wouldnt care|pray)(?: [a-z]+){0,5} ${ACCIDENT}`,
  `if ${ACCIDENT}(?: [a-z]+){0,4} (?:wouldnt|would not) (?:mind|care)`,
  `if (?:i|id) (?:died|was gone|were gone|disappeared)(?: [a-z]+){0,4} (?:nobody|no one|anyone) (?:would|will|to) (?:notice|care|miss)`,
  '(?:not|wont|wasnt) (?:going to|gonna)? ?be (?:around|here) (?:much|for much) longer',
  'wont be (?:around|here) (?:much|for much) longer',
  '(?:the |my )?last time (?:ill|i will|youll|you will) (?:bother|hear from|talk to|see) (?:u|you|me)',
  '(?:u|you) wont (?:have to|need to) (?:deal with|worry about|put up with|listen to) me',
  '(?:written|wrote|writing|finished|left) (?:the |my )?(?:goodbye |last |final )?(?:notes|letters)(?: [a-z]+){0,4}(?: \\.)? one for',
  '(?:goodbye|final|last) (?:notes?|letters?) (?:for|to) (?:my|each|every|everyone)',
  '(?:done|finished) with (?:all of it|it all|everything|life)(?: \\.)? (?:permanently|for good|forever)',
  '(?:cant|can not|dont|do not) (?:picture|imagine|see) (?:myself|me) (?:alive|being alive|living|still here|here)',
  '(?:press|pressing|pushed|cut|cutting) (?:harder|deeper) (?:each|every) time',
  '(?:each|every) time i cut',
  '(?:scared|afraid|worried) (?:ill|i will|i might|i could|of what i(?:ll| might| could)?) (?:do something|hurt myself|do)(?: [a-z]+){0,2} tonight',
  '(?:dont|do not|cant) trust myself (?:tonight|right now|alone|anymore)',
  '(?:whats|what is) (?:even )?the point (?:of )?(?:trying|anything|living|going on)? ?(?:anymore|any more)',
  'plan (?:my|ur|your) (?:own )?funeral',
));

/** Many pills already taken: the crisis reply, whatever else the message says. */
export const OVERDOSE_TAKEN_RE = wordRegex(
  '(?:took|swallowed|taken|had) (?:like |about |a |all |already )?(?:whole )?(?:bunch|lot|handful|load|[0-9]+|twenty|thirty|forty)(?: of)? (?:my |the )?(?:them|pills|tablets|meds)',
);
