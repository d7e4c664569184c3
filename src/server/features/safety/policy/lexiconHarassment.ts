import { alt, wordRegex } from './patterns.js';

// "I'm not going to hurt you" is the opposite of a threat.
const NOT_NEGATED = '(?<!(?:dont|not|never|wouldnt|didnt|cant|couldnt|wont|would never|do not) )';
// prettier-ignore
const INTENT = alt(
  'ill', 'i will', 'im going to', 'im gonna', 'gonna', 'going to', 'im about to', 'i want to',
  'i wanna', 'wanna', 'i am going to', 'let me', 'lets', 'help me', 'how (?:do|can|should) i',
  'i should', 'i need to', 'i plan to', 'i am planning to', 'im planning to',
);
// prettier-ignore
const HARM = alt(
  'kill', 'murder', 'beat', 'stab', 'shoot', 'strangle', 'choke', 'poison', 'hurt', 'beat up',
  'beat the shit out of', 'punch', 'attack', 'assault', 'run over', 'break (?:his|her) legs',
  'smash (?:his|her) face', 'make (?:him|her|them) pay', 'end',
);
// Real people; "you" (the character) and "it" ("kill it at the interview") are left out.
// prettier-ignore
const VICTIM = alt(
  'him',
  'her',
  'them',
  'that (?:guy|girl|woman|man|bitch|bastard|person|kid)',
  'this (?:guy|girl|woman|man|person)',
  'everyone',
  'everybody',
  'people',
  `(?:my|our|his|her) ${alt(
    'ex', 'boss', 'wife', 'husband', 'neighbou?r', 'roommate', 'flatmate', 'coworker', 'co worker',
    'colleague', 'teacher', 'mom', 'dad', 'mother', 'father', 'brother', 'sister', 'girlfriend',
    'boyfriend', 'landlord', 'friend', 'family', 'classmates?', 'manager', 'stepdad', 'stepmom',
  )}`,
);

// "shoot her a text", "hurt her feelings", "kill them with kindness".
// prettier-ignore
const NOT_FIGURATIVE = `(?! ${alt(
  '(?:a |an )?(?:text|message|msg|email|dm|line|look|smile|photo|pic|call)', 'feelings',
  'with kindness',
  'at (?:chess|cards|poker|games?|[a-z]+ kart|tennis|golf|pool|darts|scrabble|monopoly|checkers|fifa|this|that|it|trivia|bowling|karaoke|basketball|football|soccer)',
)}(?![a-z0-9]))`;

const HARASSMENT = alt(
  // telling someone to die
  'kill (?:your ?self|urself|yourselves)',
  'kys',
  'go (?:and )?die',
  '(?:you|u) (?:should )?just die',
  'hope (?:you|u|she|he|they) die',
  'hope (?:you|u|she|he|they) (?:get|gets) (?:raped|hurt|killed|cancer)',
  '(?:you|u) should (?:die|kill yourself)',
  'hang yourself',
  'drink bleach',
  'unalive yourself',
  'neck yourself',
  'end yourself',
  // Squeezed, "off" is "of": only an order or a wish, never "take care of yourself" (decision 0036).
  '(?:(?<!let )go|just|should|could|gona|going to|wana|pls|please|plz|to|u|you|why not|can you) off yourself',
  '^off yourself',
  'nobody (?:loves|likes|would miss|will ever love) (?:you|u)',
  'everyone hates (?:you|u)',
  'world (?:would be|is) better (?:off )?without (?:you|u)',
  '(?:you|u) (?:dont|do not) deserve to live',
  '(?:you|u) deserve to die',
  'i hope your family dies',
  // threats against real people
  `${NOT_NEGATED}${INTENT} ${HARM} ${VICTIM}${NOT_FIGURATIVE}`,
  `${NOT_NEGATED}${INTENT} (?:break (?:his|her|their) (?:legs?|arms?|neck|jaw|face|nose)|smash (?:his|her|their) face)`,
  `(?:someone|somebody) (?:should|needs to|ought to) (?:kill|shoot|stab|hurt|beat up|murder|run over|poison) ${VICTIM}`,
  'shoot up (?:the|my|a|our|his|her) (?:school|office|mall|church|mosque|synagogue|work|workplace|party|concert)',
  'bomb (?:the|my|a|our) (?:school|office|mall|church|mosque|synagogue|work|workplace|airport|station)',
  '(?:i know|i found out|i found) where (?:you|she|he|they) (?:live|lives)',
  '(?:i will|ill|im going to|im gonna|gonna) find (?:you|her|him|them) and (?:hurt|kill|beat|make|end|destroy)',
  '(?:make sure|ensure) (?:he|she|they|him|her|them|my [a-z]+) (?:never|wont|doesnt|cant) (?:walks?|wakes? up|breathes?|sees?|talks?) again',
  '(?:run|running|ran) (?:someone|somebody|him|her|them|people|my [a-z]+) over',
  '(?:he|she|they|my [a-z]+|that [a-z]+) deserves? to (?:be (?:punched|hit|beaten|beat up|killed|shot|stabbed|hurt|raped)|die)',
  'stalk(?:ing)? (?:her|him|them|my ex)',
  // targeted abuse
  '(?:you|u|your|ur|youre) (?:a )?(?:worthless|pathetic|useless|stupid|dumb|ugly|fat|disgusting) (?:piece of (?:shit|garbage|trash|crap)|bitch|whore|slut|cunt|pig|cow|loser|retard|trash|waste of space)',
  'piece of (?:shit|garbage|trash) like (?:you|u)',
  // round 5: abuse aimed at a third person the writer wants it sent to
  '(?:tell|telling|text|message|write to) (?:my|her|his|that) +(?:[a-z]+|#)(?: +[a-z]+){0,3} +(?:shes|hes|theyre|she is|he is|they are) (?:a )?(?:fat |ugly |stupid |worthless |useless |pathetic |disgusting )+(?:pig|cow|bitch|loser|trash|waste|whore|slut|idiot|failure)',
  // "I'm just a waste of space" is about the writer: a crisis signal, not harassment.
  '(?<!(?:im|i am|i feel like|feel like) (?:just |such |nothing but )?a )waste of (?:space|oxygen|air)',
  '(?:stupid|worthless|dumb|ugly|fat|useless) (?:bitch|whore|slut|cunt)',
  '(?:you|u) (?:stupid |worthless |fucking |dumb )?cunt',
  '(?:youre|you are|ur|u r) (?:so |such a |a )?worthless',
);

export const HARASSMENT_RE = wordRegex(HARASSMENT);
