import { alt, wordRegex } from '../patterns.js';

/**
 * Crisis signals that only mean something together: a means of harm and the writer having it
 * ready, a high or dangerous place and the writer being there now, an act of self-injury and
 * its getting worse. Each part alone is ordinary ("I bought a rope", "I'm on the roof"), so the
 * combination is scored, and an ordinary purpose ("for climbing", "taking photos") or a
 * negation ("I would never…") lowers it. See docs/decisions/0021-safety-round-4.md.
 */

// prettier-ignore
const MEANS = alt(
  'pills', 'tablets', 'meds', 'medications?', 'medicines?', 'painkillers', 'antidepressants', 'insulin', 'prescriptions?', 'paracetamol', 'sleeping (?:pills|tablets)',
  'rope', 'noose', 'razors?', '(?:razor )?blades?', 'knife', 'gun', 'pistol', 'rifle', 'shotgun',
  'bullets?', 'bleach', 'poison', 'weedkiller', 'antifreeze', 'pesticide', 'charcoal',
);
/** The means is within reach, counted, set up or about to be used. */
// prettier-ignore
const READY = alt(
  'ready', 'counted(?: out)?', 'counting', 'hoard(?:ed|ing)', 'stockpil(?:e|ed|ing)', 'saved(?: up)?',
  'saving(?: up)?', 'collect(?:ed|ing)', 'lined up', 'tied', 'hanging', 'hung', 'loaded',
  'in my (?:lap|hands?|pocket|bag|room|car)', 'holding', 'on the (?:table|desk|bed|floor)',
  'next to me', 'in front of me', 'under my (?:pillow|bed)', 'use it', 'use them',
  '(?:going to|gonna|about to|want to) (?:use|take|drink|swallow|load)', 'all (?:my|of my|the)',
  'the whole (?:bottle|box|pack|packet)', 'enough', 'stash(?:ed)?', '(?:took|taken|take|taking) (?:the |a )?(?:blades?|razors?) out', '(?:bottle|bottles) of (?:whisky|whiskey|vodka|wine|gin|rum|alcohol|booze)', 'and (?:shells|bullets|ammo|ammunition|cartridges)', '(?:know|knows|decided) what (?:im going to|i will|i have to|to) do', '(?:take|taking|swallow|swallowing) (?:them|it) all', 'bought (?:a|the|some)',
  'in the (?:garage|shed|loft|attic|basement|woods)', '(?:all|everything) here',
);
/** An ordinary reason to have it: climbing ropes, prescribed tablets, a glue gun, a game. */
// prettier-ignore
const MEANS_PURPOSE = alt(
  'climbing', 'camping(?! (?:knife|rope))', 'boat', 'harbou?r', 'sailing', 'tow(?:ing)?', 'swing', 'washing line',
  'craft', '(?:glue|nail|staple|water|nerf|paint|heat) guns?', 'range', 'hunting(?! (?:rifle|knife|gun))', 'safe',
  'doctors?', 'prescri(?:bed|ption)', 'for (?:the )?(?:morning|tomorrow|my (?:headache|cold|allergies|back|period))', 'this morning', 'as usual', 'with (?:breakfast|dinner|food)', 'pharmacy', 'allerg(?:y|ies)', 'headache', 'vitamins',
  'every (?:morning|evening|night|day)', '(?:dont|do not|wont) forget', 'remember to take', 'organi[sz]er', 'pil ?box', 'weekly', 'dosette', 'blister packs?', 'kitchen', 'chopping', 'cooking', 'sharpen(?:ed|ing)?',
  'game', 'level', 'film', 'movie', 'novel', 'story', 'chapter', 'character', 'toy', 'cleaning',
  'laundry', 'gym', 'tug of war', 'skipping', 'bathroom tiles', 'mould', 'garden', 'weeds',
);

/** Places that are a danger in themselves when the writer is on them now. */
// prettier-ignore
const DANGER_PLACE = alt(
  'ledge', 'roof(?:top)?', 'cliffs?(?: edge| top)?', 'railway(?: line| bridge| tracks)?', '(?:train )?tracks',
  'rail line', 'platform edge', 'edge of the platform', 'viaduct', 'overpass', 'flyover', 'bridge', 'top floor', '(?:top|highest) (?:level|floor|deck|storey) of',
  '(?:top|edge|roof|ledge) of (?:the |a |my |this |that )?(?:[a-z]+ ){0,2}(?:car park|building|block|tower|bridge|cliff|quarry|parking (?:garage|structure)|multi ?stor(?:e)?y|balcony|flats)',
);
/** Everyday places that are a danger only with a sign of it ("waiting for the train to come through"). */
// prettier-ignore
const ORDINARY_PLACE = alt(
  'platform', 'balcony', '(?:multi ?stor(?:e)?y )?car park', 'parking (?:garage|structure|deck)',
  'motorway', 'pier', 'dam', 'quarry', 'water', 'river', 'lake', 'sea', 'dock', 'quay', 'stairwell', 'tower block', 'canal', 'weir', 'harbou?r wall',
);
const PRESENCE =
  '(?:im|i am|ive|i have|i|sitting|standing|lying|waiting|climbed|walked|drove|went|up|out)(?: [a-z]+){0,4} (?:on|at|onto|to|by|near|over|up|of|in front of) (?:the |a |my |this |that )?(?:[a-z]+ ){0,3}';
export const AT_DANGER_PLACE_RE = wordRegex(PRESENCE + DANGER_PLACE);
export const AT_ORDINARY_PLACE_RE = wordRegex(PRESENCE + ORDINARY_PLACE);
/** What makes a place a danger rather than a view: looking down, the water, the next train. */
// prettier-ignore
export const PLACE_DANGER_RE = wordRegex(alt(
  'looking (?:down|at the water|over the edge)', 'over the (?:rail|railing|edge|side|barrier|parapet)', 'long way down', 'leaning over', '(?:express|train|freight)(?: train)? to (?:pass|come through|go past)', 'wrong side of', 'look down', 'step(?:ing)? off', 'jump(?:ing)?', 'let go',
  'next train', 'train to come', 'fast train', 'cant stop (?:looking|thinking)', 'one step', 'over the edge',
  '(?:nobody|no one) (?:can see|knows where)', 'for the last time', 'end it', 'goodbye', 'walk(?:ing)? into',
  'how (?:deep|high|cold)', 'it would be (?:so )?easy', 'no one would (?:find|see)', 'knows im here', 'cant swim', 'the water (?:looks|is|seems) (?:so )?(?:calm|cold|deep|inviting|peaceful|dark)',
));
// prettier-ignore
export const PLACE_PURPOSE_RE = wordRegex(alt(
  'photos?', 'pictures?', 'selfies?', 'view', 'sunset', 'sunrise', 'stars', 'fix(?:ing)?', 'cleaning',
  'repair(?:ing|ed)?', 'aerial', 'gutters?', 'hik(?:e|ed|ing)', 'walk(?:ing)? the dog', 'commute',
  '(?:to|for|from) work', 'my train', 'train home', 'to catch', 'holiday', 'tourists?', 'party',
  'drinks', 'with (?:my )?(?:friends|family|kids|partner|dog|wife|husband|mates)', 'fishing', 'picnic',
  'date', 'concert', 'festival', 'delayed', 'late', 'being repaired', 'bbq', 'barbecue', 'smoking',
  'fresh air', 'lunch', 'coffee', 'reading', 'painting', 'wish you were here', 'amazing', 'beautiful', 'gorgeous',
  'stunning', 'lovely', 'fun', 'excited', 'haha', 'lol', 'trip', 'visit(?:ing)?', 'terrace', 'wine', 'glass of',
  '(?:for a|go|going) swim', 'swimming', 'paddle', 'surf(?:ing)?', 'ferry', 'boat', 'where did you park', 'to meet (?:you|up|my|a|friends|someone)', 'water(?:ing)? the plants', 'train set', 'waiting for (?:you|my|the ferry|a friend)',
));

export const MEANS_RE = wordRegex(MEANS);
export const MEANS_READY_RE = wordRegex(READY);
export const MEANS_PURPOSE_RE = wordRegex(MEANS_PURPOSE);
/** A noose or a ligature set up is a means that needs no readiness cue. */
export const LIGATURE_RE = wordRegex(
  alt(
    'noose',
    '(?:belt|rope|cord|scarf|cable)(?: [a-z]+){0,6} strong enough',
    '(?:belt|rope|cord|scarf|cable)(?: [a-z]+){0,6} know (?:which|where)',
    '(?:shoelaces|laces|belt|cord|cable|scarf|rope|dressing gown cord)(?: [a-z]+){0,6} (?:hook|beam|banister|rafter|door handle|curtain rail|loft hatch)',
    '(?:rope|belt|cord|cable|scarf)(?: [a-z]+){0,4} (?:tied|hanging|hung|attached) (?:to|from|around|on) (?:the |a |my )?(?:door|beam|ceiling|hook|banister|neck|rafter|tree|railing)',
  ),
);

// prettier-ignore
const INJURY_ACT = alt(
  'cut(?:ing)?', 'burn(?:ing|ed|t)?', 'scratch(?:ing|ed)?', 'hit(?:ing)?', 'punch(?:ing|ed)?', 'bang(?:ing|ed)?',
  'carv(?:e|ing)', 'bit(?:e|ing)', 'hurt(?:ing)?', 'slash(?:ing)?', 'starv(?:e|ing)',
);
/** Hurting oneself on purpose: "I burn myself", "hitting my head against the wall". */
export const SELF_INJURY_RE = wordRegex(
  alt(
    `${INJURY_ACT} myself`,
    'cutting (?:more|deeper|again|every (?:day|night)|a lot)(?= *$| \\.| than| and| but)',
    '(?:making|made|make) (?:the |my )?cuts',
    '(?:my|the) cuts (?:are )?(?:deeper|worse|bigger|longer)',
    '(?:until|till|til) my (?:knuckles|hands|arms|skin|fingers|wrists|legs) (?:bleed|bled|bruise|break|split)',
    `${INJURY_ACT}(?: [a-z]+){0,2} (?:until|till|til) (?:i|it|they) bleeds?`,
    '(?<!(?:budget|price|tax|spending|pay|job|funding|hair) )(?:the |my )?cuts (?:arent|are not|dont|do not) (?:enough|help|working)',
    `(?:i|im|ive|i have|i keep|i still)(?: [a-z]+){0,2} ${INJURY_ACT} my (?:arms?|wrists?|legs?|thighs?|skin|stomach|head|hands?|body|face)`,
  ),
);
/** … and it is getting worse or out of control. */
// prettier-ignore
export const ESCALATING_RE = wordRegex(alt(
  '(?:until|till|til) (?:it|they|i) bleeds?', 'every (?:day|night|time|week)', 'each (?:day|night|week)',
  'deeper', 'worse', 'more (?:and more|often)', 'cant stop', 'again', 'on purpose', 'to feel',
  'to punish', 'with (?:cigarettes|a lighter|a razor|a blade|a knife|scissors)', 'against the wall',
  'bleed(?:s|ing)?', 'scars?', 'harder to stop',
));
// prettier-ignore
export const ACCIDENT_RE = wordRegex(alt(
  'on the (?:oven|stove|iron|tray|pan|kettle|hob|door|cupboard|table|hot [a-z]+|car seat)', 'by accident', 'ouch', 'oops', 'accidentally',
  'chopping', 'cooking', 'baking', 'shaving', 'mosquito', 'bites', 'clumsy', 'gym', 'sunburn',
  'in the sun', 'playing', 'doorway', 'low (?:door|ceiling|beam|shelf)', 'ceiling', 'football', 'rugby', 'training', 'fell', 'tripped',
));

/** Reported speech, fiction and news are about someone else's story. */
export const REPORTED_RE = wordRegex(
  alt(
    '(?:the|a|this|that) (?:film|movie|book|novel|show|series|song|play|documentary|article|story|episode|news|character|poem)(?: [a-z]+){0,2} (?:is|was|were|are)? ?(?:about|where|in which|has|had)',
    'in (?:the|this|that|a|my) (?:film|movie|book|novel|show|series|story|game|news|chapter|scene|history)',
    '(?:read|heard|saw|watched) (?:a|an|the|about|that)',
    'my character',
  ),
);

/**
 * "I would never hurt myself", "I'm not going to end my life": the writer rules it out. Masked
 * before the crisis rules only; any other signal in the message still counts.
 */
export const NEGATED_SELF_HARM_RE = wordRegex(
  `(?:would|will|could|am|im|i|i am|m) (?:never|not|not going to|never going to|dont want to|wont|do not want to)(?: ever)? (?:hurt|harm|kill|cut|end|take) (?:myself|my (?:own )?life)`,
  'g',
);
