import { hasMatch } from './context.js';
import type { Scan } from './detectRefusals.js';
import { alt, wordRegex } from './patterns.js';

/**
 * Round 14's non-consent kinds (decision 0036), read after the older rules found nothing: someone
 * too afraid to report the writer, cornered; a partner drugged so she will stay, in a romance;
 * papers or a passport held while he visits her room. A friend helped to report, a guard drugged
 * to sneak past and a passport kept safe for a trip stay ordinary. Benign twins are in
 * policy/round14Prohibited.test.ts.
 */
const AFRAID_TO_REPORT = wordRegex(
  '(?:too )?(?:scared|afraid|frightened|terified|nervous) to (?:report|tel anyone|tel on|speak up|go to hr|say no)',
);
const CORNERED = wordRegex(
  alt(
    'corner(?:s|ed|ing)? (?:you|her|him|them)',
    'pin(?:s|ned|ning)? (?:you|her|him) (?:against|to)',
    'trap(?:s|ped|ping)? (?:you|her|him)',
    'lock(?:s|ed)? the door behind',
  ),
);
const DRUGS_PARTNER = wordRegex(
  '(?:drug|drugs|druged|druging|sedate|sedates|sedated) (?:the heroine|the hero|her|him|his date|her date|my date|the girl|the woman|the maid|the nany)(?! (?:dealer|test|adict))',
);
const ROMANCE_PURPOSE = wordRegex(
  alt(
    'romance',
    'romantic',
    'first date',
    '(?:so|until) (?:she|he)(?: l| ll|l| wil| would| d|d)? stay(?:s)? (?:the night|over|with)',
    'sexy',
    'steamy',
    'spicy',
  ),
);
const PAPERS_HELD = wordRegex(
  '(?:holds?|held|has|keeps|keep|took|takes|confiscated|locked up) (?:her|his|their|the [a-z]+s) (?:passport|papers|documents|visa|id)',
);
const VISITS_ROOM = wordRegex(
  alt(
    '(?:visits?|visited|comes? to|came to|goes to|slips into) (?:her|his|their) (?:rom|bed|bedrom|quarters)',
    'romantic',
    'steamy',
    'spicy',
  ),
);

/** 'non_consent' for one of the round's kinds, else null. */
export function prohibitedCoercion(scan: Scan): 'non_consent' | null {
  const { text, concepts } = scan;
  if (hasMatch(AFRAID_TO_REPORT, text) && hasMatch(CORNERED, text)) return 'non_consent';
  const scene = scan.ctx.sexual || concepts.strongIntent || hasMatch(ROMANCE_PURPOSE, text);
  if (hasMatch(DRUGS_PARTNER, text) && scene) return 'non_consent';
  return hasMatch(PAPERS_HELD, text) && hasMatch(VISITS_ROOM, text) ? 'non_consent' : null;
}
