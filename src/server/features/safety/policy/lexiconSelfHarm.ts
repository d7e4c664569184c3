import { alt, wordRegex } from './patterns.js';

/** First-person signals that someone may be at risk; they get a caring reply, never a refusal. */
// "I cut myself shaving", "hurt myself at the gym", "OD on coffee" are accidents and jokes.
// prettier-ignore
const NOT_ACCIDENT = `(?!(?: again| today| yesterday)? ${alt(
  'shaving', 'cooking', 'chopping', 'cutting', 'slicing', 'on(?! purpose)', 'at', 'by accident', 'accidentally',
  'while', 'when', 'playing', 'running', 'lifting', 'during', 'in', 'doing', 'with (?:a|the) knife',
  'laughing', 'today at',
)}(?![a-z0-9]))`;
// prettier-ignore
const NOT_TREAT = `(?! ${alt(
  'coffee', 'caffeine', 'chocolate', 'sugar', 'candy', 'pizza', 'cake', 'netflix', 'anime',
  'cuteness', 'tea', 'cookies', 'memes',
)}(?![a-z0-9]))`;

// prettier-ignore
const SELF_HARM = alt(
  `(?:want|wanna|going|gonna|plan|planning|thinking about|thought about|think about|tempted|ready|trying|tried) (?:to )?(?:kill|killing|hurt|hurting|cut|cutting|harm|harming|end|ending|off|offing|unalive) myself${NOT_ACCIDENT}`,
  `(?:kill|killing|hurt|hurting|cut|cutting|harm|harming|unalive|unaliving|starve|starving|hang|hanging|drown|drowning) myself${NOT_ACCIDENT}`,
  'kms', 'end(?:ing)? my (?:own )?life', 'take my (?:own )?life', 'taking my (?:own )?life',
  '(?:want|wish i could|ready) to die', 'want(?:ed|ing)? to die(?! (?:of|from|laughing))', 'wanna die',
  'wish i (?:was|were|had) (?:dead|never been born)',
  'wish i (?:could|would) (?:just )?(?:disappear forever|not wake up|never wake up)',
  'suicid(?:e|al|ally)', 'self ?harm(?:ing)?', 'sewer slide', 'unalive',
  '(?:no|no more|nothing|no point|no reason|dont have a reason|dont see a reason) (?:reason )?to (?:live|go on|keep going)',
  'nothing (?:left )?to live for',
  '(?:no|dont see the|there is no|theres no) point (?:in|of) (?:living|life|being alive)',
  'cutting again', 'cut again',
  '(?:im|i am) (?:so |just )?done with (?:life|living|everything(?! (?:at|in|for|about) )|it all|this world|being alive)',
  '(?:stop|cease) existing', '(?:want|wanna|wish i could) (?:to )?(?:stop|not) (?:exist|be alive)', '(?:and|to) never wake up', 'never wake up again',
  '(?:im|i am) (?:a|such a|just a) burden (?:to|on) (?:everyone|everybody|my family|you all|them|the world)',
  'happier (?:if|when) i (?:was|were|am|m) (?:gone|dead|not here|not around)', 'if i were gone',
  '(?:jump|jumping|step|stepping|throw myself|throwing myself) in front of (?:a|the) (?:train|bus|car|truck)',
  '(?:been|started|start|keep) cutting(?: myself| again)?(?! (?:back|down|carbs|sugar|hair|costs|corners|coupons|wood|vegetables|onions|ties|class|classes|out))',
  '(?:going to|gonna|want to|wanna|ready to|plan to|will|about to) end (?:everything|it all|it tonight|it now|things tonight|my life)',
  '(?:want|wanna|wish i could) (?:to )?disappear (?:forever|for good|permanently)',
  '(?:life|living) (?:isnt|is not|aint|is no longer) worth (?:living|it)', 'not worth living',
  'end it all', 'ending it all', 'better (?:off )?without me', 'better off dead',
  `overdos(?:e|es|ed|ing)(?: on)?${NOT_TREAT}`, `od on${NOT_TREAT}`, 'slit(?:ing)? my wrists',
  'cut(?:ing)? my wrists',
  'jump(?:ing)? (?:off|from) (?:a|the|my) (?:bridge|roof|building|cliff|balcony)',
  '(?:dont|do not) want to (?:live|be alive|exist|be here) (?:anymore|any more)',
  '(?:dont|do not) want to (?:be alive|exist|wake up (?:anymore|again|tomorrow|ever))',
  '(?:cant|can not) go on (?:anymore|like this|living)', '(?:cant|can not) do this anymore',
  '(?:nobody|no one) would (?:miss me(?! at)|care if i (?:died|was gone|disappeared))',
  '(?:took|swallowed|taken|ate|take|swallow) (?:a bunch of|all (?:my|the|of my|of the)|too many|lots of|a lot of|loads of|a load of|a box of|a pack of|a packet of|the rest of my|a handful of|the whole bottle of|a whole bottle of|a bottle of) (?:pills|tablets|meds|medication|sleeping pills|painkillers)',
  'my (?:goodbye|suicide) (?:letter|note)', 'suicide note',
  'swallow (?:all )?(?:my|the|these|those) pills', 'pills to (?:end it|die)', 'goodbye cruel world',
);

export const SELF_HARM_RE = wordRegex(SELF_HARM);
