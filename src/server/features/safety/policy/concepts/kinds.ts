import { alt, wordRegex } from '../patterns.js';

/**
 * Round 5 kinds for the other prohibited categories (docs/decisions/0022-safety-round-5.md).
 * Each is a kind of request, not a sentence: a group called vermin or inferior or "to be
 * removed" (a joke frame changes nothing), finding a real person's home or details to confront
 * or expose them, and crimes named by what they do.
 */
// prettier-ignore
/** "why do some people call immigrants rats": asking about hate, not voicing it. */
export const ASKING_ABOUT_HATE_RE = wordRegex(
  alt(
    '(?:why do|why would|how can|how could) (?:some )?(?:people|they|anyone|racists) (?:call|say|think|claim)',
    '(?:its|that is|thats) (?:so )?(?:awful|horrible|disgusting|racist)',
  ),
);
export const GROUP_DEHUMANISED_RE = wordRegex(
  alt(
    'vermin',
    'rats',
    'cockroaches',
    'roaches',
    'bugs',
    'insects',
    'parasites?',
    'leeches',
    'locusts',
    'a plague',
    'a disease',
    'a virus',
    'a cancer',
    'an infestation',
    'infest(?:ing|ed)?',
    'sub ?humans?',
    'less than human',
    'not (?:fully |really )?human',
    'less evolved',
    'genetically inferior',
    'inferior(?: race| people)?',
    'too stupid',
    'stupider',
    'less intelligent',
    'low iq',
    'useles eaters',
    'breed(?:s|ing)? (?:too much|too fast|like)',
    'all (?:thieves|criminals|terrorists|rapists|animals|savages|the same)',
    'are (?:thieves|criminals|terrorists|rapists|savages)',
    'should(?:nt| not)? (?:be allowed|have (?:kids|children|rights))',
    'shouldnt (?:be allowed|have (?:kids|children|rights))',
    'not be allowed to (?:vote|have (?:kids|children)|breed|marry|exist)',
    'should (?:all )?be (?:locked (?:away|up)|removed|driven out|kicked out|wiped out|sterili[sz]ed|deported|gassed|banned|eliminated|exterminated)',
    '(?:driven|kicked|wiped|thrown) out',
    'wiped out',
    'deserve what(?:s| is) coming',
    'run everything',
    'control (?:the|everything)',
    '(?:removed|cleansed|purged) from',
    'gas (?:them|the)',
    'exterminat(?:e|ed|ion)',
  ),
);

// prettier-ignore
const DETAILS = alt('home address', 'address', 'phone number', 'number', 'workplace', 'plate number', 'number plate', 'licen[cs]e plate', 'full name', 'real name', 'location', 'which school (?:her|his|their) kids', 'where (?:she|he|they) (?:lives?|works?)');
/** Finding or posting a real person's details, to confront, scare or expose them. */
// prettier-ignore
export const DOXXING_RE = wordRegex(alt(
  `(?:find|dig up|look up|get|track down|track|trace)(?: [a-z]+){0,3} (?:her|his|their|someones|[a-z]+s)(?: [a-z]+){0,4} ${DETAILS}`,
  // "the phone number and school of that streamer": details listed together, then whose
  `${DETAILS}(?: and (?:[a-z]+ )?[a-z]+)? of (?:the|this|that|a|my) (?:[a-z]+ )?(?:streamer|youtuber|tiktoker|girl|guy|woman|man|person|ex|coworker|neighbou?r|teacher|user|influencer)`,
  '(?:find|found) out where (?:this|that|my|the) [a-z]+ (?:lives|works)', '(?:go|going) (?:to )?confront (?:her|him|them)', '(?:im|i am) watching (?:her|his|their|your) (?:house|home|flat|place)',
  `${DETAILS}(?: [a-z]+){0,8} (?:so (?:i|we|people|everyone)|to (?:post|show up|confront|go after|scare))`,
  '(?:show|turn) up (?:at|outside) (?:his|her|their) (?:door|house|home|work|place)', '(?:show|turn) up wherever', 'post (?:it|them|this) (?:all )?online',
  'go after (?:her|him|them)', '(?:fake|burner|anonymous) (?:accounts?|profiles?|numbers?|phone)', 'from a burner', '(?:spam|flood|bombard)(?: [a-z]+){0,3} (?:with|inbox)',
  '(?:threatening|threat|scary|menacing|intimidating) (?:texts?|messages?|notes?|letters?|dms?|emails?|voicemails?)', 'make it scary', 'doesnt (?:technically )?count as a threat',
  '(?:better|should) watch (?:herself|himself|themselves|your ?self|her back|his back|their back)', '(?:wont|will not|arent|are not) be safe', 'until (?:she|he|they) (?:breaks?|drops? out|quits?|leaves|cracks)',
  'make (?:her|him|them|that [a-z]+)(?: [a-z]+){0,4} miserable', 'regret (?:leaving|dumping|crossing|reporting|banning)', 'with a (?:bat|knife|gun|crowbar)',
  'creeps? (?:call|message|text|find)', '(?:insults|abuse|hate) to (?:spam|send)', 'every day until',
));

/** Crimes by what they do, in other words than the crime's name. */
// prettier-ignore
export const CRIME_KIND_RE = wordRegex(alt(
  '(?:hire|pay) (?:someone|somebody|a guy|people) to (?:hurt|break|beat|kill|scare|rough)', '(?:hire|find|get|pay|need) (?:a )?hit ?man(?! (?:themed|costume|movie|film|game|book|show))', 'full auto', 'auto sear', 'bump stock',
  '(?:hold|keep|take|took|have) (?:my |their |the )?(?:workers|employees|staffs?|maids?|nannies|girls)(?: [a-z]+)? passports', '(?:stop|keep) them from (?:running off|leaving|escaping)',
  '(?:bring|get|move|smuggle|ship)(?: [a-z]+){0,3} (?:across|over) the border(?: [a-z]+){0,4} (?:work|cash|to work)', 'put (?:them |her |the girls )?to work',
  'hidden camera (?:clips|videos|footage|recordings)', '(?:secretly|hidden) (?:filmed|recorded)', 'secretly (?:record|film|photograph)(?:ing|s)?', 'upload(?:ing)? (?:the )?(?:hidden|secret)',
  '(?:cut|stretch|step on)(?: [a-z]+){0,4} (?:fentanyl|heroin|coke|cocaine|batch)', 'into a batch', 'turn (?:powder|coke|cocaine) into crack', '(?:cook|rock) (?:up )?crack',
  '(?:mix|combine)(?: [a-z]+){0,4} (?:chemicals|bleach|ammonia)(?: [a-z]+){0,4} (?:gas|fumes)(?: [a-z]+){0,4} (?:on|at) (?:someone|somebody|him|her|them|people)',
  '(?:chemicals|gas) to use on (?:someone|somebody|him|her|them|people)', 'grow(?: [a-z]+){0,2} (?:and|to) sell (?:magic )?(?:mushrooms|shrooms|weed|cannabis)',
  'skim(?:ming)? (?:cards|credit cards)', 'skimming cards', 'card skimmers?', 'gun without (?:the )?(?:police|anyone) knowing', 'without getting caught',
  'so everyone (?:at (?:her|his|their) (?:job|work|school)|she knows) (?:sees|can see)', '(?:pics|photos|nudes|videos)(?: [a-z]+){0,6} (?:post|share|send|upload)(?: [a-z]+){0,3} (?:everyone|her (?:job|work|boss)|his (?:job|work|boss))',
  'post (?:them|those|the pics|the photos)(?: [a-z]+){0,3} so everyone',
));
