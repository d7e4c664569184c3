import { alt, wordRegex } from '../patterns.js';

const THEM = alt('she', 'he', 'they', 'you');
const OBJ = alt('her', 'him', 'them', 'you');

/** Someone said no or tried to leave, in any words. */
// prettier-ignore
const REFUSAL = alt(
  `${THEM} (?:said|says|saying|told me|tells me|keeps saying|kept saying|cries and says|begged|begs|asked|asks) (?:no|stop|to stop|please dont|dont|not to|they|she|he|wasnt|isnt|wants to|wanted to)(?! [a-z]+ing)`,
  'asking me to stop', 'saying stop', 'turning (?:his|her|their) head away', 'push(?:es|ed)? me away',
  `${THEM} (?:wasnt|isnt|werent|arent) (?:ready|sure|into it|comfortable)`,
  `push(?:es|ed|ing)? (?:my|me|his|her) (?:hands? )?away`, `${THEM} (?:tried|tries|try|trying) to (?:leave|get away|go|stop|escape)`,
  `wants? to go home`, `${OBJ} protests`, 'please dont', 'says no', 'said no', 'cries', 'crying',
);
/** ... and the scene goes on anyway. */
// prettier-ignore
const CONTINUING = alt(
  'kept going', 'keep going', 'keeps going', 'anyway', 'didnt listen', 'dont listen', 'ignore', 'ignoring', 'ignored',
  `(?:dont|didnt|wont) let ${OBJ} (?:leave|go|stop)`, `pull(?:ed|s)? ${OBJ} back`, 'went ahead',
  'keep (?:undressing|touching|kissing)', 'but (?:her|his) body says yes', 'even after', '(?:but )?i continue', 'held (?:her|his|their) (?:wrists|arms) down', 'held (?:her|his|their) wrists', 'keep kissing',
);
/** Asleep, unconscious, drunk or drugged: unable to agree. */
// prettier-ignore
const INCAPACITATED = alt(
  'passed out', 'blacked out', 'out cold', 'fell asleep', 'falls asleep', 'asleep', 'sleeping pills?',
  'too drunk', 'too high', 'so drunk', 'wasted', 'sedated', 'semi ?conscious', 'unconscious', 'barely awake',
  'drowsy', 'drugged', 'intoxicated', 'fainted', 'too out of it', 'took advantage', 'asleep on', 'slip(?:ed|s)? something', 'spiked', 'from the (?:pills|drinks)', 'knocked out',
);
/** Threats, blackmail, captivity: agreeing is not possible. */
// prettier-ignore
const COERCED = alt(
  'unless (?:she|he|they|you)', 'or else', 'threat(?:en|ens|ened|ening)?', 'blackmail(?:s|ed|ing)?',
  'no choice', 'captive', 'captivity', 'prisoner', 'locked (?:in|up)', 'keep (?:her|him|them) locked',
  `(?:cant|can not|couldnt) (?:leave|escape|get out)`, 'hold the door', 'tie (?:her|him|them) up',
  'fire (?:her|him|them) if', 'share (?:her|his|their) (?:private )?(?:photos|pictures|pics)',
  'by threatening', 'chained', 'trapped', 'hostage', 'lock (?:her|him|them) in', 'or i (?:hurt|tell|post)',
  'threatened to', 'until (?:she|he|they) agrees?',
);

/** Drugging someone's drink is non-consent whatever follows. */
export const DRUGGING_RE = wordRegex(
  'slip(?:ed|s|ing)? (?:something|a pill|pills|a powder) (?:in|into) (?:her|his|their|your|a)',
);
export const REFUSAL_RE = wordRegex(REFUSAL);
export const CONTINUING_RE = wordRegex(CONTINUING);
export const INCAPACITATED_RE = wordRegex(INCAPACITATED);
export const COERCED_RE = wordRegex(COERCED);
