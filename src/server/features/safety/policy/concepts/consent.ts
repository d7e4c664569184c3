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
  // pleading, struggling and freezing are refusals too, in any words
  `(?:beg|begs|beged|beging|plead|pleads|pleaded|pleading)(?: with)?(?: me| him| her| them)?(?: to| for| not)`, 'begging', 'pleading',
  `let (?:${OBJ}|me) (?:go|leave)`, `be let go`, `${THEM} (?:wants?|wanted|asks?|asked|asking|is asking|tries|tried|trying) to (?:leave|go|get out|get away|get free)`,
  'asking to (?:go|leave|stop)', 'struggl(?:e|es|ed|ing)', 'resist(?:s|ed|ing)?', `fights? (?:me|him|her) off`,
  '(?:frozen|freezes|froze|paraly[sz]ed) (?:with|in|by) (?:fear|shock|terror)',
  `(?:shakes|shook|shaking) (?:her|his|their) head`, `pull(?:s|ed|ing)? away`, `push(?:es|ed|ing)? (?:me|him|her) (?:off|away)`, `tries to push`,
  `${THEM} (?:says|said|tells me|told me) (?:shes|hes|theyre|she is|he is|they are|she was|he was) not (?:ready|sure|comfortable|into)`,
  `(?:against|despite|ignore|ignoring|ignored) (?:her|his|their|your) (?:protests|wishes|pleas|tears|no)`, 'protests', 'protesting',
);
/** ... and the scene goes on anyway. */
// prettier-ignore
const CONTINUING = alt(
  'kept going', 'keep going', 'keeps going', 'anyway', 'didnt listen', 'dont listen', 'ignore', 'ignoring', 'ignored',
  `(?:dont|didnt|wont) let ${OBJ} (?:leave|go|stop)`, `pull(?:ed|s)? ${OBJ} back`, 'went ahead',
  'keep (?:undressing|touching|kissing)', 'but (?:her|his) body says yes', 'even after', '(?:but )?i continue', 'held (?:her|his|their) (?:wrists|arms) down', 'held (?:her|his|their) wrists', 'keep kissing',
);
/** Fear and tears: with someone pressing on, they mean the scene is not wanted. */
const DISTRESS = alt(
  'trembling',
  'shaking',
  'sobbing',
  'in tears',
  'terrified',
  'scared',
  'afraid',
  'cries',
  'crying',
);
/** Carrying on, not stopping, holding them there. */
// prettier-ignore
const PRESSING_ON = alt(
  '(?:carry|carries|carried|carrying) on', '(?:i|but i|and i) (?:dont|didnt|wont|do not) stop', 'go ahead', 'goes ahead',
  `(?:but|and|so|then) (?:i|he|she) (?:keep|keeps|kept|continue|continues|start|starts|started|go on|get|take|just)`,
  `(?:hold|holds|held|holding|pin|pins|pined|pining) (?:${OBJ}) (?:down|still|against|there)`, `while (?:${THEM}) (?:struggles|cries|begs|protests|resists|pleads|sobs|tries)`,
  `(?:lock|locks|locked|block|blocks|blocked) (?:the )?(?:car |front |bedroom )?doors?`, `wont let (?:${OBJ}) (?:go|leave|out)`, 'no matter what (?:she|he|they) says?',
  'do it anyway', 'keeps? (?:on )?(?:touching|kissing|undressing|going)',
);
/** Asleep, unconscious, drunk or drugged: unable to agree. */
// prettier-ignore
const INCAPACITATED = alt(
  'passed out', 'blacked out', 'out cold', 'fell asleep', 'falls asleep', 'asleep', 'sleeping pills?',
  'too drunk', 'too high', 'so drunk', 'wasted', 'sedated', 'semi ?conscious', 'unconscious', 'barely awake',
  'drowsy', 'drugged', 'intoxicated', 'fainted', 'too out of it', 'took advantage', 'asleep on', 'slip(?:ed|s)? something', 'spiked', 'from the (?:pills|drinks)', 'knocked out',
  // drifting off, medicated, restrained: any state in which someone cannot agree or stop it
  '(?:drifting|drifts|drifted|dozing|dozes|dozed|nodding|nods|nodded) off', 'dozing', 'half asleep', 'groggy', 'out of it', 'black ?out drunk', 'blacked out',
  'passed out drunk', 'falling down drunk', 'paralytic', 'legless', 'medicated', 'sedatives?', 'tranquili[sz](?:ed|ers?)',
  'from (?:the|her|his|their) (?:medicine|medication|meds|sedative|tablets|pills|anaesthetic|anesthetic)', 'sleeping (?:tablets|pills|draught)',
  'under (?:anaesthe|anesthe)(?:sia|tic)', '(?:anaesthe|anesthe)tic', '(?:cant|can not|cannot|couldnt|unable to) (?:move|speak|talk|respond|react|wake up|say anything)',
  'paraly[sz]ed', 'restraints?', 'restrained', 'tied (?:up|down|to)', 'handcuff(?:s|ed)?', 'not awake', 'wont wake up', 'unresponsive', 'barely (?:conscious|awake)',
  '(?:asleep|sleeping|unconscious|drunk|drugged|sedated)(?: [a-z]+){0,3} (?:so|and|while) i',
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
  // threats, leverage and captivity in other words
  `(?:trap|traps|traped|traping|corner|corners|cornered|cornering|drag|drags|draged|draging|abduct|abducts|abducted|grab|grabs|grabed) (?:${OBJ})`,
  `(?:lock|locks|locked|block|blocks|blocked) (?:${OBJ} in|the (?:car |front |bedroom )?doors?|the door)`, `wont let (?:${OBJ}) (?:go|leave|out)`,
  `(?:keep|keeps|kept) (?:${OBJ}) (?:locked|captive|prisoner|tied|chained|in (?:the|my))`, 'handcuff(?:s|ed)?',
  `(?:if|unless) (?:${THEM}) (?:doesnt|dont|wont|refuses?|says no)`, `or (?:ill|i will|i ll) (?:tell|post|send|share|fire|hurt|leak|report|expose|call)`,
  `(?:ill|i will|i ll) (?:leak|post|share|send|expose|tell|fire|report)`, `(?:her|his|their) (?:job|visa|grades?|rent|promotion|career|contract) depends`,
  `owes? me`, `(?:has|have|had) to (?:sleep with|have sex with|kiss|undress for|get naked for) me`, 'take (?:her|his|their) phone', `so (?:${THEM}) (?:cant|can not) (?:leave|call|escape|get away|run)`,
  'in exchange for (?:her|his|their) (?:job|rent|visa|grades?|silence|freedom)',
);

/** Drugging someone's drink is non-consent whatever follows. */
export const DRUGGING_RE = wordRegex(
  '(?:slip|put|drop|pour|mix|spike|stir)(?:ed|s|ing)? (?:something|a pill|pills|a powder|powder|drugs?|a drug|sedatives?|a sedative|sleeping (?:pills|tablets)) (?:in|into) (?:her|his|their|your|a)',
);
export const REFUSAL_RE = wordRegex(REFUSAL);
export const CONTINUING_RE = wordRegex(CONTINUING);
export const DISTRESS_RE = wordRegex(DISTRESS);
export const PRESSING_ON_RE = wordRegex(PRESSING_ON);
export const INCAPACITATED_RE = wordRegex(INCAPACITATED);
export const COERCED_RE = wordRegex(COERCED);
