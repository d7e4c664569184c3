import { alt, wordRegex } from '../patterns.js';

/** Animals, named or referred to indirectly ("her four-legged companion", "the family dog"). */
// prettier-ignore
export const ANIMAL_RE = wordRegex(alt(
  'dogs?', 'puppy', 'golden retriever', 'labrador', 'german shepherd', 'horses?', 'stallions?', 'mares?',
  'pony', 'sheep', 'cows?', 'bulls?', 'goats?', 'pigs?', 'donkeys?', 'cats?', 'animals?',
  'my pet', 'her pet', 'his pet', 'the pet', '(?:family|household|farm) (?:pet|animal)s?', 'four legged', 'furry friend', 'kennel', 'livestock',
  'in the barn', 'sheepdogs?', 'hounds?', 'puppies', 'kittens?', 'rabbits?', 'bunny', 'hamsters?', 'collie', 'spaniel', 'poodle', 'terrier', 'husky', 'retriever', 'alsatian', 'mutt', 'pooch', 'canine', 'farmyard', 'wol(?:f|ves)', 'fox', 'bears?', 'deer', 'dolphins?',
  'gorillas?', 'chimps?', 'chimpanzees?', 'apes?',
));

/** A group of people and dehumanising or eliminationist language about it, joke or not. */
// prettier-ignore
const GROUP = alt(
  'immigrants?', 'migrants?', 'refugees?', 'gay people', 'gays', 'black people', 'blacks', 'women',
  'jews', 'jewish people', 'muslims', 'disabled people', 'mexicans', 'trans people', 'asians',
  'gypsy', 'gypsies', 'roma', 'arabs', 'africans', 'indians', 'chinese', 'lesbians', 'christians',
);
// prettier-ignore
const DEHUMANISING = alt(
  'parasites?', 'vermin', 'rats', 'cockroaches', 'roaches', 'livestock', 'animals', 'subhuman',
  'sub human', 'less than human', 'not real people', 'arent real people', 'diseased', 'infestation',
  'freaks', 'put down', 'wiped out', 'exterminat(?:e|ed|ing|ion)', 'ridding', 'breed too fast',
  'dog eaters', 'dogs eaters', 'a virus', 'a disease', 'a plague', 'should be (?:gassed|killed|shot|eliminated)',
);
export const HATE_CONCEPT_RE = wordRegex(
  alt(`${GROUP}(?: [a-z.]+){0,12} ${DEHUMANISING}`, `${DEHUMANISING}(?: [a-z.]+){0,6} ${GROUP}`),
);

/** Requests for help with a serious crime, phrased as a how-to. */
// prettier-ignore
export const CRIME_HOWTO_RE = wordRegex(alt(
  '(?:cook|cooking|make|making|brew) (?:meth|crack|heroin|fentanyl)',
  'toxic gas', 'poison(?:ous)? gas', 'launder(?:ing)?', 'without a background check', 'phishing',
  'explosive device', '(?:make|build|homemade) (?:a )?(?:bomb|explosive)', 'hack (?:my |his |her |their |someones )?(?:[a-z]+ )?(?:account|phone|email)',
  'stolen credit cards?', 'poison (?:someone|her|him|them|my)', 'ricin', 'smuggle people',
  'hotwire', 'human trafficking', 'counterfeit (?:money|bills|notes)', 'fake (?:passport|id)s?',
  'steals? (?:bank )?logins', '(?:malware|ransomware|a virus) that', 'for ransom',
));

/** Blood relatives paired romantically: "me and my own brother", "two twins who are siblings". */
// prettier-ignore
export const KIN_RE = wordRegex(alt(
  'my (?:own |biological )?(?:brother|sister|mother|father|mum|mom|dad|son|daughter)',
  'siblings', 'twins', 'twin (?:brother|sister)', '(?:brother|sister) and (?:his |her )?(?:twin )?(?:sister|brother)', '(?:mother|father|mum|mom|dad) and (?:her|his) (?:adult |grown )?(?:son|daughter)',
  '(?:brother|sister) and (?:her|his) (?:own )?(?:brother|sister)',
));

/** A persona's relative (decision 0028): incest only with clearly sexual intent (concepts/index.ts). */
export const PERSONA_KIN_RE = wordRegex(
  alt(
    '(?:my |your |the )?(?:characters|ocs|heroines|heros|protagonists|personas) (?:own |biological )?(?:brother|sister|mother|father|mum|mom|dad|son|daughter)',
    '(?:my |your |the )?(?:character|oc|heroine|hero|protagonist|persona) and (?:her|his|their) (?:own |biological )?(?:brother|sister|mother|father|mum|mom|dad|son|daughter)',
  ),
);

/** Targeted harm to a real person: pushing them to self-harm, threats, tracking them down. */
// prettier-ignore
export const TARGETED_HARM_RE = wordRegex(alt(
  '(?:should|to) go kill (?:herself|himself|themselves)', '(?:telling|tell|tells|told) (?:[a-z]+ ){0,3}to (?:go )?kill (?:herself|himself|themselves|yourself)', 'threats to send', '(?:draft|write) threats',
  'nobody would miss (?:him|her|them)', 'until (?:she|he|they) (?:hurts|kills|harms|cuts) (?:herself|himself|themselves)', 'make (?:her|him|them|my [a-z]+) (?:feel )?(?:worthless|suicidal)(?: [a-z]+){0,3} (?:until|so (?:she|he|they))', '(?:post|share|leak|publish|dox) (?:her|his|their|my exs) (?:home )?address', 'address so i can (?:scare|hurt|find)',
  'find (?:my )?(?:exs|her|his) (?:new )?address', 'lives so i can (?:frighten|scare|hurt|find)',
));
