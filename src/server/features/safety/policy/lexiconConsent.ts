import { alt, wordRegex } from './patterns.js';

// prettier-ignore
const PERSON = alt(
  'her', 'him', 'them', 'you', 'me', 'someone', 'somebody', 'a girl', 'a woman', 'a guy',
);
const THIRD = alt('her', 'him', 'them', 'someone', 'somebody');

/** Non-consent words that are refused on their own. */
// prettier-ignore
const NON_CONSENT_ALWAYS = alt(
  'rap(?:e|es|ed|ing|ist|ists|ey)', 'date rape', 'non ?con', 'non ?consensual', 'cnc',
  'consensual non ?consent', 'roofie(?:s|d)?', 'rohypnol', 'chloroform(?:ed)?',
  'molest(?:s|ed|ing|er|ation)?', 'grop(?:e|es|ed|ing)', '(?:sexually|sexual) assault(?:s|ed|ing)?',
  'without (?:her|his|their|your|my)? ?consent', 'no consent', 'not consenting', 'unwilling',
  `spike (?:${THIRD}|her|his|their|your|a girls|someones) drink`,
  'against (?:her|his|their|your) will',
  `force (?:${PERSON}) (?:to|into) (?:have sex|sleep with|undress|strip|kiss|touch|get naked|do it|bed)`,
  '(?:say|says|saying|scream|screams|screaming|yell|yelling|beg|begging|cry|crying) no (?:while|as|but|and) (?:i|we|he|they|you)',
  '(?:so|and) (?:she|he|they|you) (?:wont|cant|doesnt|will not|cannot|can not|wouldnt) (?:resist|fight back|remember|say no|stop (?:me|us|him))',
  'kept going(?: [a-z]+){0,4} (?:told|asked|begged) (?:him|her|them|me|you) to stop',
  // a refusal met with a threat (decision 0033)
  '(?:refuses|refused|said no|says no|doesnt want to|wont do it)(?: [a-z]+){0,3}(?: \\.)? (?:so|then|but) (?:ill|i will|im going to|i ll|im gona) (?:threaten|blackmail|force|make her|make him)',
  `make (?:${THIRD}|you) (?:have sex|sleep with|undress|strip|get naked)`,
  `(?:drug|drugs|drugged|drugging) (?:${THIRD}|her drink|his drink) (?:and|so|to|then)`,
  'sex slaves?', 'forced (?:sex|intercourse|kiss(?:es|ing)?|nudity|to strip)',
  'forc(?:e|es|ed|ing) (?:yourself|himself|herself|myself|themselves) on (?:me|her|him|you|them)',
  '(?:tied up|restrained|drugged|drunk|asleep|unconscious) and (?:cant|can not|unable to|couldnt) (?:say no|resist|fight back|move)',
  '(?:slip|slips|sliped|sliping|put|puts|spike|drop|drops)(?: a| some)? (?:something|pill|pills|drugs?|roofies?) (?:in|into) (?:her|his|their|your|my|a girls|someones) drink',
  '(?:take|took|taking|takes) advantage of (?:her|him|them|someone)(?: [a-z]+)? (?:when|while|because|since) (?:she|he|they) (?:was|were|is|are|s) (?:drunk|asleep|passed out|high|wasted|unconscious|drugged)',
  '(?:things|stuff|it) (?:she|he|they) (?:doesnt|does not|didnt|did not) want',
  'make (?:her|him|them|you) do (?:things|stuff|it)(?: [a-z]+)? (?:she|he|they|you) (?:doesnt|dont|does not|do not|didnt)',
);

/** Signals that are only non-consent in a sexual or touching context ("she fell asleep" is fine). */
const NON_CONSENT_IF_SEXUAL = alt(
  `for(?:ce|ces|ced|cing) (?:${PERSON}|to)`,
  `(?:drug|drugged|drugging) (?:${PERSON})`,
  'against my will',
  '(?:she|he|they) (?:doesnt|does not|didnt|did not) want (?:to|it)',
  'even (?:though|if|when) (?:she|he|they|you) (?:doesnt|dont|does not|do not|didnt) want',
  '(?:she|he|they) (?:said|says|is saying|keeps saying|kept saying) no',
  '(?:even (?:though|if|when)|ignore|ignoring|dont care if) (?:she|he|they|you) (?:says?|said) no',
  '(?:while|when|as) (?:shes|she is|hes|he is|theyre|they are|she was|he was|they were) (?:asleep|sleeping|unconscious|passed out|blacked out|drunk|wasted|out cold|knocked out|drugged)',
  // A partner kissing "you" while you sleep is a tender scene; unconscious or drugged is not.
  '(?:while|when|as) (?:youre|you are|you were) (?:unconscious|passed out|blacked out|out cold|knocked out|drugged)',
  '(?:asleep|sleeping|unconscious|passed out|knocked out|blackout drunk) (?:girl|woman|guy|man|her|him)',
  '(?:she|he|they) (?:was|were|is|are) (?:asleep|sleeping|unconscious|passed out|blacked out|out cold|knocked out)',
  '(?:drugged|unconscious|passed out) (?:girl|woman|guy|man|her|him)',
  '(?:too drunk|too wasted|too high|too out of it|too sleepy) to (?:know|consent|say no|stand|remember|understand|resist|notice|stop)',
  '(?:shes|hes|theyre|she is|he is|they are) (?:really |so |very |too |completely )?(?:drunk|wasted|passed out|unconscious|asleep|sleeping|drugged|out cold)',
  '(?:while|when|as) (?:she|he|they) (?:sleeps|sleep|naps|is sleeping|are sleeping)',
  'overpower(?:s|ed|ing)? (?:her|him|me|you|them)',
  '(?:cant|can not|couldnt|could not|unable to) (?:escape|get away|fight (?:him|her) off|stop (?:him|her|it))',
  `knock (?:${PERSON}) out`,
  `hold (?:${THIRD}) down`,
  `pin (?:${THIRD}) down`,
  `tie (?:${THIRD}) up`,
  'whether (?:she|he|they|you) (?:wants?|likes?) it or not',
  'wont take no',
  'no means yes',
  '(?:cant|can not|unable to) (?:say no|fight back|resist(?! (?:you|your|kissing|touching|him|her|it|this|that|the|temptation)))',
  `make (?:${THIRD}|you) (?:do it|have sex|sleep with|undress|strip)`,
  'begging (?:me |you |him |her )?to stop',
  '(?:crying|screaming) (?:for help|no|stop)',
  '(?:she|he|they) (?:said|says|told me|told him|told her|asked me|asked him|begged me|begged him|screamed|yelled) (?:to )?stop',
  '(?:pushing|pushes|pushed|trying to push) (?:me|him|them|you) away',
  'even though (?:she|he|they)(?:s| is| are)? (?:says?|said|crying|pushing|scared|afraid|resisting|struggling|not into it)',
  '(?:she|he|they) (?:passed out|blacked out|is unconscious|was unconscious|is knocked out)',
  'give (?:her|him|them) (?:a )?(?:pill|pills|something|drugs?)',
  'give you (?:a )?(?:pill|pills|drugs?)',
  'kidnap(?:s|ed|ing|per|ping)?',
  'struggl(?:e|es|ing) (?:against|to get away)',
  `take advantage of (?:${PERSON})`,
  'have (?:my|his) way with',
);

/** Touching words that count as context for the signals above, besides SEXUAL. */
// prettier-ignore
export const TOUCH = alt(
  'kiss(?:es|ed|ing)?', 'touch(?:es|ed|ing)?', 'grab(?:s|ed|ing)?', 'feel (?:her|him) up',
);

export const NON_CONSENT_ALWAYS_RE = wordRegex(NON_CONSENT_ALWAYS);
export const NON_CONSENT_IF_SEXUAL_RE = wordRegex(NON_CONSENT_IF_SEXUAL);
export const TOUCH_RE = wordRegex(TOUCH);

/** Survivors talking about what happened to them are not asking for that content. */
// prettier-ignore
export const DISCLOSURE = alt(
  '(?:i was|i got|ive been|i have been|i had been|was|been|got) (?:raped|molested|groped|sexually assaulted)',
  '(?:he|she|they|someone|somebody|my [a-z]+) (?:raped|molested|groped|sexually assaulted) me',
  '(?:rape|sexual assault) (?:survivor|crisis|hotline|center|centre|support|victim)',
  'survivor of (?:rape|sexual assault)',
);
