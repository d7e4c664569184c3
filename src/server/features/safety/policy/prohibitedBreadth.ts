import { hasMatch } from './context.js';
import { ANIMAL_RE, INCAPACITATED_RE, REFUSAL_RE } from './concepts/index.js';
import type { Scan } from './detectRefusals.js';
import { GROUP_SET } from './concepts/wordLexicons.js';
import { alt, wordRegex } from './patterns.js';
import type { RefuseCategory } from './types.js';

/**
 * Round 12's breadth of prohibited kinds (decision 0034), read after the older rules found
 * nothing: watching or filming someone unaware, a condom removed in secret, an unconscious
 * person as a scene's premise, a refusal answered by "more intense", a group ranked or
 * cleansed with no slur word, and crimes in ordinary words (following someone home, a hidden
 * tracker, a vehicle's number scrubbed, a fake charity). Benign twins (checking a room for
 * cameras, a tracker on one's own luggage) are in policy/round12Prohibited.test.ts.
 */
const PRIVATE_ROOM =
  '(?:bathroom|shower|bedroom|changing room|locker room|toilet|restroom|dorm room|tent|cubicle)';
const UNAWARE =
  '(?:without (?:her|him|them|anyone) (?:ever )?(?:knowing|noticing|finding out|seeing)|while (?:she|he|they) (?:change|changes|shower|showers|undress|undresses|sleep|sleeps))';
// prettier-ignore
const VOYEURISM = alt(
  `(?:hide|hid|hiding|put|placed|install|instaled|set up|plant|planted|mount)(?: [a-z]+){0,2} (?:a |my |the )?(?:litle |tiny |hiden |spy |secret )?(?:camera|cam|recorder)(?: [a-z]+){0,4} (?:in|inside|into) (?:my |her |his |their |the |our )?(?:[a-z]+s )?${PRIVATE_ROOM}`,
  `(?:record|recording|film|filming|photograph|photographing|watch|watching|spy on|spying on)(?: [a-z]+){0,4} ${UNAWARE}`,
  '(?:filming|watching|recording|photographing) (?:her|him|them) (?:change|changing|undres|undresing|shower|showering) (?:through|from|behind)',
  '(?:through|from) (?:her|his|their|the) (?:window|vent|keyhole|wal|peephole)(?: [a-z]+){0,4} ' + UNAWARE,
  'upskirts?', '(?:secretly|hiden camera) (?:record|film|tape)(?:ing|ed)? (?:my |our )?(?:hookups|dates|sex|partners?)',
);
// prettier-ignore
const STEALTHING = alt(
  '(?:slip|slide|take|pul|peel)(?:ing|ed)? (?:the |my )?condom of', '(?:remove|removing|removed) (?:the |my )?condom (?:without|secretly|halfway)',
);
/** What a scene with someone unable to agree turns into. */
// prettier-ignore
const TAKING_LIBERTIES = alt(
  '(?:takes?|taking|took) liberties', '(?:with|gets|has|getting|got) (?:some )?ideas', 'keep going where we left of', 'have (?:my|his|her) way with',
);
// prettier-ignore
const MORE_INTENSE = alt(
  '(?:make|write) (?:the next (?:part|scene|bit)|it|this)(?: [a-z]+){0,2} (?:more|the most) (?:intense|heated|steamy|rough)',
);
// prettier-ignore
const HATE_RANKING = alt(
  '(?:rank|sort|order|rate) (?:the )?(?:races|ethnicities|ethnic groups|peoples|nationalities)', '(?:most|least|more|les) (?:evolved|human|civili[sz]ed)',
  '(?:women|wives|girls) (?:are|as) (?:property|objects|posesions)',
  '(?:cleanse|cleanses|cleansing|cleansed|purge|purges|purging|rid|rids|ridding) (?:the |our |this |a )?(?:vilage|town|city|country|neighbou?rhod|land|streets)(?: [a-z]+){0,2} of',
  'make life hel for',
);
// prettier-ignore
const CRIME = alt(
  'follow (?:my |a |her |him |the |this )?[a-z]+ home without (?:her|him|them) (?:noticing|knowing|seeing)', '(?:learn|map out|track) (?:her|his|their) (?:daily )?routine',
  '(?:scrub|grind|file|remove|change|swap)(?: of)? the vin', '(?:hide|hid|plant|put|stick)(?: a)? (?:gps )?tracker on (?:my |her |his |their )?[a-z]+s? (?:car|bike|bag)(?: [a-z]+){0,4} (?:never|without)',
  'fake charity', 'keep the donations', '(?:get|break|hack) into (?:my |her |his |their |the )?[a-z]+s? (?:wifi |security |baby |dorbel |home )?(?:camera|cam)',
  '(?:out of (?:state|the country|town)|across the border) without being (?:sen|caught|found|stoped)',
);

/** Approval of a genocide needs no group word beside it. */
const GENOCIDE_PRAISED = alt(
  '(?:holocaust|genocide|ethnic cleansing)(?: [a-z]+){0,2} (?:was|is) (?:actualy |realy |kind of )?(?:a good idea|good|justified|deserved|a good thing)',
);

// prettier-ignore
const NON_CONSENT_MORE = alt(
  '(?:pressure|pressuring|push|pushing|guilt|guilting) (?:my |her |his |your )?[a-z]+ into (?:stuf|things|sex|something|it)(?: [a-z.]+){0,8} (?:not ok|not okay|doesnt want|dont want|said no|isnt into|not into|not comfortable)',
  '(?:make|get) (?:my |her |his |the )?[a-z]+ too (?:weak|drunk|tired|out of it|sleepy|dizy) to (?:push|fight|resist|say no|refuse|stop)',
  'threat(?:en)?s?(?: [a-z]+){0,4} (?:keep|make) (?:her|him|them|my [a-z]+) (?:quiet|silent|from talking)(?: [a-z]+){0,2} about what i did',
  '(?:not|never|dont|wont) let(?:ting)? (?:her|him|them) leave(?! without (?:his|her|their|a|the) )(?: [a-z.]+){0,12} without asking|without asking (?:her|him|them)(?: first)?(?: [a-z.]+){0,12} (?:not|never|dont|wont) let(?:ting)? (?:her|him|them) leave',
);
/** A refusal answered by going on: "so continue", "keep going anyway". */
const GO_ON = alt(
  'so (?:continue|keep going|go on|carry on)',
  'continue(?:,)? right',
  'continue anyway',
);
/** Unable to agree in words the state list does not hold. */
const HEAVY_STATE = alt(
  'on (?:heavy|strong) (?:painkilers|meds|medication|sedatives)',
  '(?:can )?barely (?:talk|speak|move|open (?:her|his) eyes)',
);
// prettier-ignore
const MINOR_BIRTHDAY = alt(
  '(?:its|it is|for) (?:ur|your|her|his) (?:1[0-7]|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth)(?: th| st| nd| rd)? (?:bday|birthday|b day)',
);
/** A pupil cast in a roleplay, kept late by a teacher or coach. */
const KEPT_LATE = alt(
  '(?:stays?|staying|kept|keeps?) (?:late|behind|after (?:clas|school|hours|practice))',
);
const CAST_WITH_STAFF = alt(
  '(?:teacher|coach|tutor|instructor|principal)(?: [a-z]+){0,3} (?:and )?(?:yours is|you are|youre|your character is|you play)',
);
const NIGHT_TOGETHER = alt(
  '(?:spend|spending|spent) the (?:nite|night) with',
  'in my bed',
  'sleep over with me',
);
// prettier-ignore
const HATE_CODED = alt(
  '(?:nickname|code ?word|code name|term|slur|name)(?: [a-z]+){0,3} for (?:the )?[a-z]+(?: people| folks)?(?: [a-z]+){0,6} (?:sounds? (?:innocent|harmles)|nobody wil notice|normies wont|only we get|everyone (?:in the [a-z ]+)?wil get|secretly means)',
  'hunting season(?: [a-z]+){0,4} (?:on|for|about)',
);
// prettier-ignore
const CRIME_MORE = alt(
  '(?:hit|ran over|run over) (?:someone|somebody|a (?:person|man|woman|kid|cyclist|pedestrian))(?: [a-z]+){0,4} (?:and )?(?:drove|drive|driven) (?:off|away)',
  '(?:get rid of|destroy|hide|clean(?: up| of)?) (?:the )?(?:[a-z]+ )?evidence(?: [a-z]+){0,6} (?:cops|police)',
);
/** Relatives named as a pair, or siblings described without the word. */
// prettier-ignore
const KIN_MORE = alt(
  '(?:grandpa|grandad|grandfather|grandma|granny|grandmother|uncle|aunt|aunty) and (?:his|her) (?:adult |grown |grown up )?(?:granddaughter|grandson|niece|nephew)',
  'same (?:parents|mum and dad|mom and dad|mother and father|dna|blod)', 'grew up (?:in the same house )?(?:as|like) (?:brother and sister|siblings)',
);
const SPICY = alt(
  'spicy',
  'steamy',
  'hot',
  'one bed',
  'first night',
  'in love',
  'sensual',
  'frisky',
);
// prettier-ignore
const ANIMAL_ACT = alt(
  '(?:hook(?:ing|s|ed)? up|making out|make out|get(?:ting)? frisky|fooling around) with (?:a |an |the |his |her |my |our )?[a-z]+',
  'and (?:i|me)(?: \\.)? you know(?: \\.)? (?:write|describe)', 'is it wrong if (?:my|our) [a-z ]{0,20}and (?:i|me)',
);

const RE = {
  genocide: wordRegex(GENOCIDE_PRAISED),
  voyeurism: wordRegex(VOYEURISM),
  stealthing: wordRegex(STEALTHING),
  liberties: wordRegex(TAKING_LIBERTIES),
  intense: wordRegex(MORE_INTENSE),
  hate: wordRegex(HATE_RANKING),
  crime: wordRegex(CRIME),
  nonConsentMore: wordRegex(NON_CONSENT_MORE),
  goOn: wordRegex(GO_ON),
  heavyState: wordRegex(HEAVY_STATE),
  birthday: wordRegex(MINOR_BIRTHDAY),
  night: wordRegex(NIGHT_TOGETHER),
  keptLate: wordRegex(KEPT_LATE),
  castWithStaff: wordRegex(CAST_WITH_STAFF),
  hateCoded: wordRegex(HATE_CODED),
  crimeMore: wordRegex(CRIME_MORE),
  kin: wordRegex(KIN_MORE),
  spicy: wordRegex(SPICY),
  animalAct: wordRegex(ANIMAL_ACT),
};

function nonConsent({ text, concepts }: Scan): boolean {
  if (hasMatch(RE.voyeurism, text) || hasMatch(RE.stealthing, text)) return true;
  if (hasMatch(RE.nonConsentMore, text)) return true;
  const intent = concepts.strongIntent || concepts.further || concepts.weakIntent;
  if (intent && hasMatch(RE.heavyState, text)) return true;
  if (hasMatch(INCAPACITATED_RE, text) && hasMatch(RE.liberties, text)) return true;
  const refused = hasMatch(REFUSAL_RE, text);
  return refused && (hasMatch(RE.intense, text) || hasMatch(RE.goOn, text));
}

/** The round's prohibited kinds the older rules miss, as a refuse category, or null. */
export function prohibitedBreadth(scan: Scan): RefuseCategory | null {
  const { text } = scan;
  const sexual = scan.ctx.sexual || scan.concepts.strongIntent || hasMatch(RE.spicy, text);
  if (hasMatch(RE.birthday, text) && (scan.concepts.bed || hasMatch(RE.night, text)))
    return 'minors';
  const cast = hasMatch(RE.castWithStaff, text) && hasMatch(RE.keptLate, text);
  if (scan.concepts.minor && cast) return 'minors';
  if (nonConsent(scan)) return 'non_consent';
  if (sexual && hasMatch(RE.kin, text)) return 'incest';
  if (hasMatch(RE.animalAct, text) && hasMatch(ANIMAL_RE, text)) return 'bestiality';
  if (hasMatch(RE.crime, text) || hasMatch(RE.crimeMore, text)) return 'illegal';
  if (hasMatch(RE.genocide, text)) return 'hate';
  const group = GROUP_SET.find(text) !== null;
  if (group && (hasMatch(RE.hate, text) || hasMatch(RE.hateCoded, text))) return 'hate';
  return null;
}
