import { alt, wordRegex } from '../patterns.js';

const THEM = alt('she', 'he', 'they', 'you');
const OBJ = alt('her', 'him', 'them', 'you');
const THIRD = alt('her', 'him', 'them');
const THIRD_SUBJECT = alt('she', 'he', 'they');

/**
 * Unwilling in other words: pleading to stop or to be let go, trying to leave, struggling free,
 * frozen with fear. Unlike "cries" or "please don't" these are never part of a tender scene, so
 * they need only physical contact to be non-consent.
 */
// prettier-ignore
const UNWILLING = alt(
  `(?:beg|begs|beged|beging|plead|pleads|pleaded|pleading)(?: with)?(?: me| him| her| them| you)? (?:to stop|to let|to leave|to go|not to|for (?:me|him|her|them|you) to stop|for mercy|to be let|to be untied|to be released)`,
  `let (?:${OBJ}|me) (?:go|leave)(?! (?:first|ahead|of))`, 'be let go',
  `${THEM}(?: [a-z]+){0,2} (?:wants?|wanted|asks?|asked|asking|tries|tried|trying|try|begs?|beged|beging) to (?:leave|go home|get out|get away|get free|escape)`,
  'asking to (?:go home|leave|stop)', `(?:while|as) ${THEM} (?:struggles|resists|protests|pleads|begs|sobs)`,
  `(?:${THEM}|shes|hes|theyre|youre) (?:is |was |are |were )?(?:struggling|resisting|fighting) (?:against|to get|to break|free|in my)`,
  `${THEM} (?:says|said|tells me|told me|keeps telling me|asks me|asked me|begs me|begged me|screams|yells) (?:to stop|stop|no)(?! [a-z]+ing)`,
  `(?:screaming|screams|shouting|shouts|calling|calls|crying|cries) (?:out )?(?:for help|help)`, `fights? (?:me|him|her) off`,
  '(?:frozen|freezes|froze|paraly[sz]ed) (?:with|in|by) (?:fear|shock|terror)', 'get off me', 'dont touch me', 'wants? me to stop', `(?:tries|tried|trying|try) to (?:[a-z]+ )?(?:away|free|loose|out of (?:my|his|her) (?:arms|grip|hold))`,
  `${THEM} (?:said|says|told me|tells me) (?:she|he|they) (?:didnt|doesnt|dont|did not|does not) want (?:to|it|this)`, 'leave (?:me|him|her) alone',
  `(?:asks?|asking|asked|begs?|begging|begged|wants?) (?:me )?to (?:take|drive|let) (?:her|him|them) (?:home|out|go)`,
  `(?:push|pushes|pushed|pushing|shove|shoves|shoved|shoving) (?:me|him|her) (?:off|away|back)`,
  `${THEM} (?:says|said|tells me|told me) (?:shes|hes|theyre|she is|he is|they are|she was|he was) not (?:ready|sure|comfortable|into)`,
  `(?:against|despite|ignore|ignoring|ignored) (?:her|his|their|your) (?:protests|wishes|pleas|tears|no)`,
);
/** Someone said no or tried to leave, in any words. */
// prettier-ignore
const REFUSAL = alt(
  `${THEM} (?:said|says|saying|told me|tells me|keeps saying|kept saying|cries and says|begged|begs|asked|asks) (?:no|stop|to stop|please dont|dont|not to|they|she|he|wasnt|isnt|wants to|wanted to)(?! [a-z]+ing)`,
  'asking me to stop', 'saying stop', 'turning (?:his|her|their) head away', 'push(?:es|ed)? me away',
  `${THEM} (?:wasnt|isnt|werent|arent) (?:ready|sure|into it|comfortable)`,
  `push(?:es|ed|ing)? (?:my|me|his|her) (?:hands? )?away`, `${THEM} (?:tried|tries|try|trying) to (?:leave|get away|go|stop|escape)`,
  `wants? to go home`, `${OBJ} protests`, 'please dont', 'says no', 'said no', 'cries', 'crying', `${THEM} (?:refuses|refused)`,
  UNWILLING,
  `${THEM} (?:[a-z]+s|[a-z]+ed) (?:no|stop)(?! but (?:then|smiles|laughs|kisses)| (?:one|way|matter|thing|body|more|longer|[a-z]+ing))`,
  `${THEM}(?: [a-z]+){0,2} (?:wants?|wanted|asks?|asked|tries|tried|trying) to (?:go|leave)(?= but| and i| so i| \\.|$)`,
  // round 5: a refusal in other words
  '(?:saying|crying|says|keeps? (?:saying|crying)|kept (?:saying|crying)) no', '(?:i|she|he|they|you) says? stop', 'said no(?: [a-z]+){0,2} times',
  `wants? (?:it|this) to (?:end|stop)`, `${THEM} (?:told me|said|says) (?:she|he|they) (?:hates?|hated|doesnt like|dont like) (?:that|it|this)`, 'safe ?word',
);
/** ... and the scene goes on anyway. */
// prettier-ignore
const CONTINUING = alt(
  'kept going', 'keep going', 'keeps going', 'anyway', 'ignores', 'didnt listen', 'dont listen', 'ignore', 'ignoring', 'ignored',
  `(?:dont|didnt|wont) let ${OBJ} (?:leave|go|stop)`, `pull(?:ed|s)? ${OBJ} back`, 'went ahead', '(?:but )?i made (?:her|him|them)(?= *$| \\.| do)', '(?:i )?(?:didnt|dont|wont|did not) stop(?! [a-z]+ing)', 'dont care',
  '(?:but )?i (?:dont|didnt|wont)(?= *$| \\.)',
  'keep (?:undressing|touching|kissing)', 'but (?:her|his) body says yes', 'carry on', 'even though', 'take (?:that|it|this|her silence|his silence) as a yes',
  '(?:doesnt|dont|wont|does not|will not) take no', '(?:doesnt|dont|wont) let (?:her|him|them)', 'ignore (?:it|that|her|him)', 'get over it', 'deep down (?:she|he|they) wants? it', 'even after', '(?:but )?i continue', 'held (?:her|his|their) (?:wrists|arms) down', 'held (?:her|his|their) wrists', 'keep kissing',
);
/** Fear and tears: with someone pressing on, they mean the scene is not wanted. */
const DISTRESS = alt(
  '(?:shakes|shook|shaking) (?:her|his|their) head',
  'pul(?:s|ed|ing)? away',
  'tries to push',
  '(?:trembling|shaking) (?:with|in) (?:fear|terror)',
  '(?:trembling|shaking)(?= but)',
  '(?:freezes|froze|freezing|frozen) up',
  'goes (?:stiff|rigid|still|quiet)',
  'uncomfortable',
  'not comfortable',
  'whimper(?:s|ed|ing)?',
  'frightened',
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
  `(?:but|and|so|then) (?:i|he|she) (?:keep|keeps|kept|continue|continues|start|starts|started|go on|get|take|just|pull|pulls|push|pushes|drag|drags|carry|carries)`,
  `(?:hold|holds|held|holding|pin|pins|pined|pining) (?:${OBJ}) (?:down|still|against|there)`, `while (?:${THEM}) (?:struggles|cries|begs|protests|resists|pleads|sobs|tries)`,
  `(?:lock|locks|locked|block|blocks|blocked) (?:the )?(?:car |front |bedroom )?doors?`, `wont let (?:${OBJ}) (?:go|leave|out)`, 'no matter what (?:she|he|they) says?',
  'do it anyway', 'keeps? (?:on )?(?:touching|kissing|undressing|going)', '(?:while|as) i (?:take|undress|kiss|touch|strip|pull|push|hold|carry on|continue|keep)',
);
/** Asleep, unconscious, drunk or drugged: unable to agree. */
// prettier-ignore
const INCAPACITATED = alt(
  'passed out', 'blacked out', 'out cold', 'fell asleep', 'falls asleep', 'asleep', 'sleeping pills?',
  'too drunk', 'too high', 'so drunk', 'wasted', 'sedated', 'semi ?conscious', 'unconscious', 'barely awake',
  'drowsy', 'drugged', 'intoxicated', 'fainted', 'sleep ?walk(?:ing|s|ed)?', 'too out of it', 'took advantage', 'asleep on', 'slip(?:ed|s)? something', 'spiked', 'from the (?:pills|drinks)', 'knocked out',
  // drifting off, medicated, restrained: any state in which someone cannot agree or stop it
  '(?:drifting|drifts|drifted|dozing|dozes|dozed|nodding|nods|nodded) off', 'dozing', 'half asleep', 'groggy', 'out of it', 'black ?out drunk', 'blacked out',
  'passed out drunk', 'falling down drunk', 'paralytic', 'legless', 'medicated', 'sedatives?', 'tranquili[sz](?:ed|ers?)',
  'dead drunk', 'blind drunk', 'out for the count', 'stinking drunk', 'rolling drunk',
  'from (?:the|her|his|their) (?:[a-z]+ )?(?:morphine|painkillers|medicine|medication|meds|sedative|tablets|pills|anaesthetic|anesthetic)', 'sleeping (?:tablets|pills|draught)',
  'under (?:anaesthe|anesthe)(?:sia|tic)', '(?:anaesthe|anesthe)tic', 'in a coma', 'comatose', 'sleeps like a (?:rock|log|baby)', 'without waking (?:her|him|them)', 'barely stand', 'so wasted', 'frozen in fear', 'cant answer', 'knocked out', 'wakes up halfway',
  `(?:${THIRD_SUBJECT}|shes|hes|theyre)(?: [a-z]+){0,2} (?:cant|can not|cannot|couldnt|unable to) (?:move|speak|talk|respond|react|wake up|say anything)`,
  'paraly[sz]ed', 'not awake', '(?:isnt|is not|wasnt|was not|not) (?:awake|conscious)(?: yet)?', 'too far gone', 'off (?:her|his|their) (?:face|head)', 'snoring', '(?:conked|zonked|spark|flaked) out', 'dead to the world', 'comatose', 'slurring', 'limp',
  `(?:cant|can not|barely|hardly) (?:stand|walk|stay awake|keep (?:her|his|their) eyes open)`, '(?:stops?|stopped|isnt|is not|not) responding', 'wont wake up', 'unresponsive', 'barely (?:conscious|awake)',
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
  // ("you" is often the partner in a playful scene, so most of these name a third person)
  `(?:drag|drags|draged|draging|abduct|abducts|abducted) (?:${OBJ})`, `(?:trap|traps|traped|traping|corner|corners|cornered|cornering) (?:${THIRD})`,
  `(?:lock|locks|locked) (?:${OBJ}) in`, `wont let (?:${OBJ}) (?:go|leave|out)`,
  `(?:keep|keeps|kept) (?:${OBJ}) (?:locked|captive|prisoner|tied|chained|in (?:the|my) (?:basement|cellar|cage|cabin|van|dungeon|attic))`,
  `or (?:ill|i will|i ll) (?:tell|post|send|share|fire|hurt|leak|report|expose|call)`,
  `(?:ill|i will|i ll) (?:leak|post|share|send|expose|show) (?:her|his|their|your) (?:private )?(?:photos|pictures|pics|nudes|videos|secrets|messages)`,
  `(?:ill|i will|i ll) (?:tell|call) (?:her|his|their|your) (?:husband|wife|boss|parents|family|partner|boyfriend|girlfriend)`, '(?:ill|i will|i ll) call the police',
  `(?:ill|i will|i ll) (?:fire|sack|expel|fail|report|expose|evict|deport) (?:${OBJ})`, `(?:her|his|their) (?:job|visa|grades?|rent|promotion|career|contract) depends`,
  `(?:she|he|they) owes? me (?:money|rent|a debt|for)`, 'pay (?:off )?(?:her|his|their) debt', `(?:she|he|they) (?:has|have|had) to (?:sleep with|have sex with|undress for|get naked for) me`,
  '(?:take|took|keep|kept|hide|hid) (?:her|his|their) (?:phone|keys|passport|papers)', '(?:so|until) (?:she|he|they) (?:has|have) to (?:stay|sleep with|stay the night)', `so (?:${THIRD_SUBJECT}) (?:cant|can not) (?:leave|call|escape|get away|run)`, `(?:${THIRD_SUBJECT}|shes|hes|theyre) (?:is |are )?(?:stuck|trapped|locked) in`,
  'in exchange for (?:her|his|their) (?:job|rent|visa|grades?|silence|freedom)',
  `(?:id|i would|ill|i will|i ll|i said id) (?:tell|reveal|expose|post|share|leak) (?:everyone|the world|(?:her|his|their) (?:secret|photos|pics|past))`,
  '(?:locked|kept|held|chained|handcuffed|tied|trapped) (?:up )?in (?:my|the|a|his|her) (?:basement|cellar|dungeon|cage|van|shed|attic|trunk|boot)', 'hide (?:her|his|their) (?:passport|papers|phone|keys)',
  '(?:make sure|ensure) (?:she|he|they) (?:fails?|loses?|gets? (?:fired|sacked|deported|expelled))', '(?:if|unless) (?:she|he|they) (?:doesnt|dont|wont|does not|will not) (?:come to my bed|sleep with|have sex|get naked|undress|kiss)',
  `(?:tie|ties|tied|tying|strap|straps|straped|chain|chains|chained|cuff|cuffs|cuffed|handcuff|handcuffs|handcuffed) (?:${THIRD})(?: up| down| to)`, `(?:block|blocks|blocked) (?:${THIRD})`,
  `(?:${THIRD_SUBJECT}|shes|hes|theyre) (?:is |are |was |were )?(?:tied|handcuffed|chained|restrained|strapped) (?:up|down|to|in)`,
  `(?:hold|holds|held|holding|point|points|pointed|pointing) (?:a |my |the )?(?:knife|gun|blade|weapon) (?:to|at|against) (?:${OBJ})`,
  // round 5: no choice in other words, and leverage named by what it does
  '(?:has|have|gets?|get) no (?:say|choice|option)', '(?:dont|doesnt|wont) get (?:a |any )?(?:say|choice|to refuse|to say no)', '(?:cant|can not|unable to|not allowed to|dont let (?:me|her|him)) refuse',
  '(?:has|have) to (?:agree|please|give in|submit|obey|do (?:it|what))', 'whether (?:she|he|they|you) (?:likes?|wants?) it or not', 'no (?:really )?means yes',
  '(?:wear|wears|wearing) (?:her|him|them) down', '(?:keep|keeps|kept) pressur(?:e|ing)', 'pressur(?:e|es|ed|ing) (?:her|him|them) (?:into|until)', 'until (?:she|he|they) (?:gives? in|caves?|says? yes|gives up)',
  '(?:drunk|high|wasted) enough (?:that|so|to)', '(?:wont|cant|will not|can not|couldnt) say no', 'or (?:im|youre|shes|hes|theyre|you are|she is|he is) (?:fired|sacked|out|evicted|deported)',
  `or (?:ill|i will|hell|he will|shell|she will|they will|theyll) (?:cancel|take|revoke|report|fire|hurt|kill|evict)`, '(?:use|using|uses|used) (?:them|the (?:pics|photos|secrets)|her (?:fear|secrets|pics)|his (?:fear|secrets|pics)|(?:the )?(?:prisoners|captives|hostages|maids) fear) to',
  '(?:said|says|told (?:her|him|them)) (?:id|i would|i will|ill) (?:hurt|kill|tell|post|send|fire)', 'or i (?:send|post|show|share|tell)', '(?:terrified|scared|afraid) of losing (?:her|his|their) (?:job|visa|home|kids)',
  'forc(?:e|es|ed|ing) (?:himself|herself|themselves) on', 'captor', 'my captive', 'the prisoner', 'the hostage', 'pay(?:s)? with (?:her|his|their) body',
);

/** Drugging someone's drink is non-consent whatever follows. */
export const DRUGGING_RE = wordRegex(
  alt(
    `(?:spik|dos|lac|drug|doctor)(?:e|es|ed|ing)? (?:her|his|their|your|a girls|someones|the characters|the girls) (?:[a-z]+ )?(?:drink|cocktail|wine|beer|glass|coffee|tea|juice|water|pint|shot)`,
    '(?:tablets|pills|drugs|something|a drink|drinks|sedatives?) i (?:gave|slipped|put in|fed) (?:her|him|them)',
    '(?:pills?|tablets?|something|sedatives?|powder|drugs?)(?: [a-z]+){0,3} (?:crush|grind|dissolve|slip|mix|put|drop)(?: [a-z]+){0,2} (?:into|in) (?:her|his|their|a dates?|my dates?|someones|a girls|the girls|my girlfriends|my boyfriends)(?: [a-z]+)? (?:drink|wine|cocktail|beer|glass|coffee|tea|juice|water|shot)',
    '(?:slip|put|drop|pour|mix|spike|stir)(?:ed|s|ing)? (?:something|a pill|pills|a powder|powder|drugs?|a drug|sedatives?|a sedative|(?:a )?sleeping (?:pills?|tablets?)) (?:in|into) (?:her|his|their|your|a|the characters|the girls|the womans)',
  ),
);
export const REFUSAL_RE = wordRegex(REFUSAL);
export const UNWILLING_RE = wordRegex(UNWILLING);
/** "she can't say no because I'm her boss": power that leaves no real choice. */
export const CANNOT_REFUSE_RE = wordRegex(
  alt(
    `${THEM} (?:cant|can not|couldnt|could not) (?:say no|refuse)(?: me)? (?:because|since|as) (?:im|i am|of (?:me|my|who))`,
    '(?:agrees?|agreed|says yes|said yes) (?:only )?because (?:i|im|of)',
    `${THEM} (?:cant|can not|couldnt|could not|is unable to) stop (?:me|him|us)`,
    'pay(?:s|ing)? (?:me|him|you|us) (?:back )?(?:with|in) (?:her|his|their) body',
    // round 5: no real choice, whatever the scene
    '(?:drunk|high|wasted|out of it) enough (?:that|so|to)',
    'until (?:she|he|they) (?:gives? in|caves?|gives up)',
    'forc(?:e|es|ed|ing) (?:himself|herself|themselves) on',
    'pay(?:s)? with (?:her|his|their) body',
    'whether (?:she|he|they|you) (?:likes?|wants?) it or not',
    '(?:dont|doesnt|wont) get (?:a |any )?(?:choice|say)',
    '(?:cant|can not|unable to|not allowed to) refuse',
    '(?:so|until) (?:shes|hes|theyre|she is|he is) pliant',
    '(?:has|have) to please (?:her|his|their) (?:employer|boss|master|owner|landlord)',
    '(?:said|told (?:her|him|them)) (?:id|i would|ill|i will) hurt',
    '(?:cant|can not|unable to|too [a-z]+ to) consent',
    '(?:takes|taking|take|took) advantage of (?:his|her|their) (?:date|friend|colleague|coworker|partner|girlfriend|boyfriend)(?: [a-z]+){0,3} (?:so )?(?:wasted|drunk|high|asleep|out of it)',
    'silence means yes',
    '(?:make|makes|made) (?:her|him|them) do it even (?:if|though|when)',
    'too (?:shy|scared|afraid|frightened) to (?:refuse|say no)',
  ),
);
export const CONTINUING_RE = wordRegex(CONTINUING);
export const DISTRESS_RE = wordRegex(DISTRESS);
export const PRESSING_ON_RE = wordRegex(PRESSING_ON);
export const INCAPACITATED_RE = wordRegex(INCAPACITATED);
/**
 * The writer's own state, or both falling asleep together ("I'm tipsy, kiss me", "we fell asleep
 * in each other's arms"): masked before incapacitation is read, since nobody else is unable.
 */
export const OWN_OR_SHARED_REST_RE = wordRegex(
  alt(
    '(?:im|i am|i was|i feel|im feeling|i got|were|we are|we were|we got|both)(?: so| too| a bit| really| very| completely| half| getting)? (?:sleepy|drowsy|tipsy|drunk|high|out of it|groggy|medicated|dozing|asleep|tired|wasted)',
    '(?:we|you and i|both of us|us) (?:fall|fell|falling|drift|drifted|drifting|doze|dozed) (?:asleep|off)',
    '(?:fall|falls|fell|falling) asleep (?:in (?:each others|my|your|his|her|our) arms|together|afterwards|next to)',
    '(?:the )?(?:medicine|medication|pills|tablets) (?:made|makes|make) me',
    // the writer's own means asked about in a crisis: "the lethal dose of my sleeping pills"
    '(?:lethal|fatal|deadly) (?:dose|amount) of my (?:own )?(?:sleeping (?:pills|tablets)|sedatives?|tranquili[sz]ers)',
    // the writer wishing for their own sleep (decision 0026)
    'i (?:could|can|cant|would|want to|wana|need to|just want to) (?:fall|go to|get to) (?:sleep|asleep)',
  ),
  'g',
);
export const COERCED_RE = wordRegex(COERCED);
