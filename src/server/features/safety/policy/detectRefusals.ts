import { hasMatch, type Context } from './context.js';
import { detectMinors } from './detectMinors.js';
import { NON_CONSENT_ALWAYS_RE, NON_CONSENT_IF_SEXUAL_RE, TOUCH_RE } from './lexiconConsent.js';
import { HARASSMENT_RE } from './lexiconHarassment.js';
import { containsSlur, HATE_RE } from './lexiconHate.js';
import { ILLEGAL_RE } from './lexiconIllegal.js';
import {
  ANIMAL_ROLEPLAY_RE,
  BESTIALITY_RE,
  FAMILY_ROLEPLAY_RE,
  INCEST_ALWAYS_RE,
  INCEST_WORD_RE,
  STEP_FAMILY_RE,
} from './lexiconRelations.js';
import { indirectRefusal } from './indirectRefusals.js';
import { prohibitedBreadth } from './prohibitedBreadth.js';
import { prohibitedPressure } from './prohibitedPressure.js';
import { prohibitedGrooming } from './prohibitedGrooming.js';
import { prohibitedCoercion } from './prohibitedCoercion.js';
import { prohibitedHarmToOthers } from './prohibitedHarmToOthers.js';
import { groomingConcept } from './concepts/grooming.js';
import type { RefuseCategory } from './types.js';
import {
  animalConcept,
  crimeConcept,
  hateConcept,
  kinConcept,
  minorWithIntent,
  nonConsentConcept,
  targetedHarmConcept,
  type Concepts,
} from './concepts/index.js';

/** Everything a rule may look at: the masked text, its loose twin, and the message context. */
export interface Scan {
  text: string;
  loose: string;
  ctx: Context;
  concepts: Concepts;
}

function detectNonConsent({ text, ctx, concepts }: Scan): boolean {
  if (nonConsentConcept(concepts)) return true;
  if (hasMatch(NON_CONSENT_ALWAYS_RE, text)) return true;
  const physical =
    ctx.sexual ||
    concepts.strongIntent ||
    concepts.further ||
    concepts.bed ||
    hasMatch(TOUCH_RE, text);
  return physical && hasMatch(NON_CONSENT_IF_SEXUAL_RE, text);
}

function detectIncest({ text, ctx, concepts }: Scan): boolean {
  if (kinConcept(concepts)) return true;
  if (hasMatch(INCEST_ALWAYS_RE, text)) return true;
  if (ctx.sexual && hasMatch(STEP_FAMILY_RE, text)) return true;
  // Step-family is the classic framing: with a bed or a scene going further it is refused too.
  if ((concepts.further || concepts.bed) && hasMatch(STEP_FAMILY_RE, text)) return true;
  if (ctx.romantic && hasMatch(INCEST_WORD_RE, text)) return true;
  return ctx.romantic && hasMatch(FAMILY_ROLEPLAY_RE, text);
}

function detectBestiality({ text, ctx, concepts }: Scan): boolean {
  if (animalConcept(concepts)) return true;
  return hasMatch(BESTIALITY_RE, text) || (ctx.sexual && hasMatch(ANIMAL_ROLEPLAY_RE, text));
}

const RULES: ReadonlyArray<readonly [RefuseCategory, (scan: Scan) => boolean]> = [
  [
    'minors',
    ({ text, ctx, concepts }) =>
      minorWithIntent(concepts) || detectMinors(text, ctx) || groomingConcept(concepts),
  ],
  ['non_consent', detectNonConsent],
  ['incest', detectIncest],
  ['bestiality', detectBestiality],
  ['illegal', ({ text, concepts }) => crimeConcept(concepts) || hasMatch(ILLEGAL_RE, text)],
  [
    'hate',
    ({ text, loose, concepts }) =>
      hateConcept(concepts) || containsSlur(loose) || hasMatch(HATE_RE, text),
  ],
  [
    'harassment',
    ({ text, concepts }) => targetedHarmConcept(concepts) || hasMatch(HARASSMENT_RE, text),
  ],
];

/** The most severe always-refused category the message falls into, or null. */
export function detectRefusal(scan: Scan): RefuseCategory | null {
  for (const [category, applies] of RULES) {
    if (applies(scan)) return category;
  }
  return (
    prohibitedBreadth(scan) ??
    prohibitedPressure(scan) ??
    prohibitedGrooming(scan) ??
    prohibitedCoercion(scan) ??
    prohibitedHarmToOthers(scan) ??
    indirectRefusal(scan.text, scan.ctx, scan.concepts)
  );
}
