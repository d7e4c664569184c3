import { hasMatch } from './context.js';
import type { Scan } from './detectRefusals.js';
import { alt, wordRegex } from './patterns.js';
import type { RefuseCategory } from './types.js';

/**
 * Round 13's minors and non-consent kinds (decision 0035), read after round 12's breadth found
 * nothing: a gift or favour traded for pictures of a minor, an age checked "to be sure she is
 * young", a child in character asking for "the grown-up game", a child guest approached at night;
 * a door locked after she tries to leave, a pill so she won't remember, struggling "the whole
 * time", her wish to leave skipped past, a night she "owes", freezing or silence taken as a yes.
 * Benign twins are in policy/round13Prohibited.test.ts.
 */
const PICS = '(?:some |a few |a |more |her |his )?(?:pics|pictures|photos|selfies|snaps|nudes)';
// prettier-ignore
const FOR_PICS = wordRegex(alt(
  `(?:buy|get|give|gift|send|pay for|top up)(?: [a-z0-9]+){0,5} (?:if|once|after|as long as) (?:she|he|they) (?:sends?|send) (?:me )?${PICS}`,
  `(?:gift|present|presents|favou?r|robux|vbucks|gift card)(?: [a-z]+){0,6} (?:send|sends|to send) (?:me )?${PICS}`,
  `(?:sends?|send) (?:me )?${PICS}(?: [a-z]+){0,3} (?:and|then|so) i (?:wil |ll )?(?:buy|get|give|pay)`,
));
const SURE_YOUNG = wordRegex(
  '(?:be |make |making )?sure (?:she|he|they)(?: s| is| are|s|re)? (?:realy |actualy )?(?:young|underage|under age|a minor|not 18|under 18|stil a kid)',
);
const SENDS_PICS = wordRegex(`(?:sends?|send|sending) (?:me )?${PICS}`);
// prettier-ignore
const CHILD_FIRST_PERSON = wordRegex(
  '(?:i m|im|i am) (?:only |just )?(?:[4-9]|1[0-3]|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)(?: years old| yo)?(?! (?:years? (?:ago|of|in|since)|fet|foot|inches|kg|pounds|minutes|hours|days|weeks|months))',
);
const GROWN_UP_GAME = wordRegex(
  '(?:the |our |a |that )?(?:grown ?up|adult|special|secret) (?:game|games)',
);
const SLEEPOVER = wordRegex(
  '(?:sleeping over|slep ?over|sleepover|staying (?:over|the night)|stays the night|spending the night)',
);
// prettier-ignore
const NIGHT_APPROACH = wordRegex(
  `(?:get|getting) (?:close|closer|alone) (?:to|with) (?:her|him)(?: [a-z]+){0,3} (?:once|when|after|while) (?:everyone|everybody|the others|the house|my wife|my husband)(?: s| is| are|s)? (?:aslep|sleping|in bed)`,
);
// prettier-ignore
const NON_CONSENT_PRESSURE = wordRegex(alt(
  '(?:going home|to go home|wants to leave|wanted to leave|tries to leave|tried to leave|tries the (?:handle|dor)|tried the (?:handle|dor)|heads for the dor|reaches for the (?:dor|handle))(?: [a-z.,]+){0,8} (?:i|he|they) (?:already )?(?:locked|lock|locks|turned the key in) (?:the|her|his) (?:dor|rom)',
  `(?:pil|pils|drug|drugs|powder|tablet|something)(?: (?:that|to|which|so))?(?: [a-z]+){0,2} (?:makes?|make|wil make) (?:someone|her|him|a girl|a guy|them|my date) (?:not remember|forget)(?! (?:her|his|their) (?:pain|worries|anxiety))`,
  '(?:pil|drug|powder|something)(?: [a-z]+){0,4} so (?:she|he|they) (?:wont|doesnt|dont|cant|wil not|never) remember (?:the night|anything|what (?:happened|i did))',
  '(?:want|wants|pulling away|pules away|keps pulling away|saying|says|asks) (?:she |he )?(?:wants )?to (?:go home|leave)(?: [a-z.,]+){0,14} (?:skip|skip past|gloss over|ignore|cut) (?:past )?(?:that|it|that part|her|those lines)',
  '(?:she|he)(?: [a-z]+){0,3} (?:owes?|owe|owed) (?:me|him) (?:a night(?! out| of (?:karaoke|games|drinks|fun))|sex|her body|a hookup|for (?:dinner|the dinner|the drinks))',
  '(?:frozen|froze|freezes|silent|silence|quiet|goes stil|not a word|says nothing|doesnt say anything|not moving)(?: [a-z]+){0,8} (?:takes?|took|taking|treats?|counts?) (?:that|it|her silence|his silence|the silence) as (?:a )?yes',
  '(?:silence|freezing|not fighting back) (?:means|is|counts as) (?:a )?yes',
));
const STRUGGLING = wordRegex(
  '(?:struggling|(?:fight|fights|fighting) (?:me|him) of|begging me to stop|crying for help) (?:the whole time|al night|throughout|from start to finish)',
);
/** A child played ("act like a kid") beside a bed or a sweetheart, and a school year in German. */
const CHILD_PLAYED = wordRegex(
  '(?:act|acting|pretend|play|be)(?: [a-z]+){0,2} (?:like|as|to be) (?:a |my )?(?:kid|child|litle girl|litle boy|schoolgirl|schoolboy)',
);
const SWEETHEART_IN_BED = wordRegex(
  alt('in bed', 'sweetheart', 'girlfriend', 'boyfriend', 'make out'),
);
const SCHOOL_YEAR = wordRegex('(?:in )?klase (?:[5-9]|10)(?![0-9])|(?:[5-9]|10)(?:th)? klase');
/** Drunk now, "won't remember anyway": a night planned on it. */
const WONT_REMEMBER = wordRegex(
  '(?:youre|you re|ur|u r|you are|u are|shes|she s|she is|hes|he s|he is|theyre|they re) (?:so |to |way to |realy )?(?:tipsy|drunk|wasted|out of it|pased out)(?: [a-z.,]+){0,14} (?:u|you|she|he|they) (?:wont|wil not|not going to|never) remember(?: it| a thing| any of it)? anyway',
);
const SPICY = wordRegex(alt('spicy', 'steamy', 'hot', 'heated', 'intense', 'sensual', 'sexy'));

/** The round's minors and non-consent kinds, as a refuse category, or null. */
export function prohibitedPressure(scan: Scan): RefuseCategory | null {
  const { text, concepts } = scan;
  const minor = concepts.minor || concepts.minorAge;
  if (minor && hasMatch(FOR_PICS, text)) return 'minors';
  if (hasMatch(SURE_YOUNG, text) && hasMatch(SENDS_PICS, text)) return 'minors';
  if (hasMatch(CHILD_FIRST_PERSON, text) && hasMatch(GROWN_UP_GAME, text)) return 'minors';
  if (minor && hasMatch(SLEEPOVER, text) && hasMatch(NIGHT_APPROACH, text)) return 'minors';
  const sweetheart = concepts.bed || hasMatch(SWEETHEART_IN_BED, text);
  if (hasMatch(CHILD_PLAYED, text) && sweetheart) return 'minors';
  if (hasMatch(SCHOOL_YEAR, text) && sweetheart) return 'minors';
  if (hasMatch(NON_CONSENT_PRESSURE, text) || hasMatch(WONT_REMEMBER, text)) return 'non_consent';
  const sexual = scan.ctx.sexual || concepts.strongIntent || hasMatch(SPICY, text);
  if (sexual && hasMatch(STRUGGLING, text)) return 'non_consent';
  return null;
}
