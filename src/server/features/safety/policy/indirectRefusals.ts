import { hasMatch, type Context } from './context.js';
import type { Concepts } from './concepts/index.js';
import { alt, wordRegex } from './patterns.js';
import type { RefuseCategory } from './types.js';

/**
 * Round 9's refusal concepts (decision 0026), each a concept rather than a sentence: a yes made
 * by threat, a stop ignored, desire made by a potion after a no; an age listed beside one's own
 * or a child's clothing in a flirt; step-family "stuck", a sibling cast as a couple; a literal
 * animal insisted on; hate asked for by name or echoed; drugs bought for dates, swatting.
 * Benign twins and counter-twins are in policy/round9.test.ts.
 */
const CHILD_THING = alt(
  'training bras?',
  'hello kitty backpack',
  'school uniform and pigtails',
  'kids? meal',
  'sippy cup',
);
const ANIMAL = alt(
  'wolf',
  'wolves',
  'apes?',
  'gorillas?',
  'chimps?',
  'dogs?',
  'horses?',
  'stallions?',
  'animals?',
  'bears?',
  'husky',
  'beast',
);
// prettier-ignore
const NON_CONSENT = wordRegex(alt(
  '(?:make|makes|made|get|gets|got) (?:her|him|them|you) (?:to )?(?:say yes|agree|give in)(?: [a-z]+){0,3} by (?:threatening|blackmailing|scaring|hurting|drugging)',
  '(?:she|he|they) (?:said|says|told me to|told him to|told you to|begged me to) stop(?: [a-z0-9]+){0,5} (?:but|and) (?:kep|keep|continue|carry on|dont stop|go on)',
  '(?:she|he|they) (?:keps?|kept) saying (?:no|stop)(?: [a-z]+){0,3} (?:just |but |so )?(?:continue|kep going|go on|carry on)',
  '(?:ghb|rohypnol|rofies|ketamine|xanax|sedatives?|sleeping pils|pils|moly|mdma)(?: [a-z]+){0,2} (?:to |and )?(?:put|slip|drop|mix|stir)(?: it| them)? (?:in|into) (?:a girls|her|his|their|someones|my dates|a womans) drink',
  '(?:makes|made|make|making) (?:her|him|them) (?:want|desire|crave|fal for|love) me(?: [a-z]+){0,4} (?:even (?:tho|though|if)|after|although) (?:she|he|they) (?:rejected|turned me down|said no|refused|doesnt|didnt)',
));
/** A mind taken over by a spell or hypnosis: with a bed or intimacy, no consent is possible. */
const MIND_TAKEN = wordRegex(
  '(?:hypnoti[sz]e|hypnoti[sz]es|hypnoti[sz]ed|brainwash|brainwashed|enchant|enchanted|bewitch|bewitched|mind control) (?:her|him|them)',
);
const MINORS = wordRegex(
  alt(
    `(?:me|im|i am) (?:[2-9][0-9])(?: \\.)? (?:her|him|she|he|them|you|u) (?:[1-9]|1[0-7])(?![0-9])`,
    `${CHILD_THING}(?: [a-z]+){0,6} (?:flirt|flirts|flirting|kis|kises|date|cuddle|come over|come up)`,
  ),
);
/** A girl or boy described, then a bare age under 18: "the girl from the bus stop, 14, wants …". */
const BARE_AGE = wordRegex(
  '(?:girl|boy|kid)(?: [a-z]+){0,6} (?:1[0-7]|[1-9]) (?:wants|who|is|asks|comes|likes|says)',
);
// prettier-ignore
const INCEST = wordRegex(alt(
  'step ?(?:sis|sister|bro|brother|mom|mum|dad|son|daughter)(?: [a-z]+){0,2} (?:got |gets |is |s )?stuck',
  '(?:ur|you are|youre|be) my (?:older |younger |little |big |twin |own )?(?:sis|sister|bro|brother|mom|mum|dad)(?: [a-z]+){0,8} (?:like couples|like lovers|get close|make out|kis)',
  '(?:play|be|act as|pretend to be) my (?:mom|mum|mother|dad|father|sister|brother|sis|bro)(?: [a-z]+){0,4} (?:be a couple|be lovers|date me|kis|make out|romance)',
));
const BESTIALITY = wordRegex(
  alt('zo ?(?:rp|roleplay|phile|philia|play)', `(?:a |an )?(?:real|actual|literal) ${ANIMAL}`),
);
/** "a real horse, not a centaur": the insistence on an animal itself, in a scene with a person. */
const LITERAL_ANIMAL_INSISTED = wordRegex(
  `(?:real|actual|literal) ${ANIMAL}(?: [a-z]+){0,2} not (?:a |an )?(?:centaur|werewolf|wolf ?shifter|shifter|human|person|furry|anthro|were[a-z]+)`,
);
const BESTIALITY_ALWAYS = wordRegex('zo ?(?:rp|roleplay|phile|philia|play)');
// prettier-ignore
const HATE = wordRegex(alt(
  '(?:say|write|tell me|give me|make|post) (?:something|some things|a few things|stuff|a (?:post|joke|thread|poem|rant|list)) (?:hateful|racist|bigoted) (?:about|on|against|towards)',
  'the 14 words', 'fourteen words',
  '(?:lgbt|lgbtq|queer|gay|trans) (?:people|folks|community)? ?(?:are|is) (?:al )?(?:groomers|pedophiles|predators|perverts|degenerates)',
  `why (?:are|r|do) (?:al )?(?:the )?(?:jews|muslims|hindus|sikhs|blacks|black people|africans|asians|mexicans|arabs|indians|immigrants|gays|trans people|chinese people|white people) (?:so |always |al )?(?:primitive|backward|savage|inferior|stupid|dumb|lazy|dirty|violent|greedy|evil|uncivili[sz]ed)`,
));
/** The antisemitic echo, read on the raw text: "(((they)))" — not "(((hugs)))". */
export const ECHO_RE =
  /\({3}\s*(?:they|them|the media|the banks|bankers|globalists?|hollywood|[a-z]+(?:stein|berg|man))\s*\){3}/i;
// prettier-ignore
const ILLEGAL = wordRegex(alt(
  '(?:buy|get|find|order|source|score)(?: [a-z]+){0,2} (?:ghb|rohypnol|rofies|ketamine|liquid ecstasy|sedatives?|sleeping pils|xanax)(?: [a-z]+){0,3} (?:to use |for use |to give )?(?:on|for|to) (?:dates?|my dates?|girls|women|her|him|a girl|a woman|someone)',
  'swat(?:ing)? (?:someone|somebody|him|her|them|a streamer|a gamer|my ex|people|this guy)',
  'swating',
  '(?:fake|false|prank) (?:hostage|bomb|shooting|emergency) (?:report|cal|threat)s?',
));

/** The category one of round 9's concepts refuses, or null. */
export function indirectRefusal(
  text: string,
  ctx: Context,
  concepts: Concepts,
): RefuseCategory | null {
  const intent =
    ctx.sexual || ctx.romantic || concepts.strongIntent || concepts.weakIntent || concepts.bed;
  if (hasMatch(MINORS, text) || (intent && hasMatch(BARE_AGE, text))) return 'minors';
  if (hasMatch(NON_CONSENT, text) || (intent && hasMatch(MIND_TAKEN, text))) return 'non_consent';
  if (hasMatch(INCEST, text)) return 'incest';
  if (
    hasMatch(BESTIALITY_ALWAYS, text) ||
    hasMatch(LITERAL_ANIMAL_INSISTED, text) ||
    (intent && hasMatch(BESTIALITY, text))
  )
    return 'bestiality';
  if (hasMatch(ILLEGAL, text)) return 'illegal';
  if (hasMatch(HATE, text)) return 'hate';
  return null;
}
