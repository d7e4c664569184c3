import { hasMatch } from '../context.js';
import { FAREWELL_ACTS_RE } from './crisisFarewell.js';
import { INDIRECT_CRISIS_RE, OVERDOSE_TAKEN_RE } from './crisisIndirect.js';
import { CHILD_PERSONA_RE, MINOR_AGE_RE, MINOR_SIGNAL_RE, YOUNGER_THAN_KIN_RE } from './age.js';
import {
  CANNOT_REFUSE_RE,
  COERCED_RE,
  CONTINUING_RE,
  DISTRESS_RE,
  DRUGGING_RE,
  INCAPACITATED_RE,
  OWN_OR_SHARED_REST_RE,
  PRESSING_ON_RE,
  REFUSAL_RE,
  UNWILLING_RE,
} from './consent.js';
import { BURDEN_RE, CRISIS_HIGH_RE, FAREWELL_HINT_RE, HOPELESS_RE } from './crisis.js';
import { combinedCrisis } from './crisisCombined.js';
import { MEANS_AT_PLACE_RE, PLACE_CONTEMPLATION_RE } from './crisisPlaces.js';
import { crisisByKind } from './crisisKinds.js';
import { crisisQuestion } from './crisisQuestions.js';
import { crisisAffairs } from './crisisAffairs.js';
import { crisisBreadth } from './crisisBreadth.js';
import { strongestCrisis } from './crisisLevel.js';
import { crisisResolve } from './crisisResolve.js';
import { crisisFarewellSigns } from './crisisFarewellSigns.js';
import { crisisMeansSigns } from './crisisMeansSigns.js';
import { CONTACT_RE, KIN_OWNED_RE, RELATION_RE, STRONG_ACT_RE, WEAK_ACT_RE } from './intent.js';
import {
  ANIMAL_RE,
  CRIME_HOWTO_RE,
  HATE_CONCEPT_RE,
  KIN_RE,
  PERSONA_KIN_RE,
  TARGETED_HARM_RE,
} from './others.js';
import { BED_RE, FURTHER_RE } from './escalation.js';
import { KIN_PARTNER_RE } from './kinship.js';
import { ANIMAL_SET, CHILD_SET, GROUP_SET } from './wordLexicons.js';
import { ASKING_ABOUT_HATE_RE, GROUP_DEHUMANISED_RE, DOXXING_RE, CRIME_KIND_RE } from './kinds.js';

export { maskYouthComparisons, ADULT_SELF_RE } from './age.js';
// The learned layer's concept flags (learned/conceptFlags.ts) read these too.
export {
  CANNOT_REFUSE_RE,
  COERCED_RE,
  DISTRESS_RE,
  INCAPACITATED_RE,
  PRESSING_ON_RE,
  REFUSAL_RE,
  UNWILLING_RE,
} from './consent.js';
export { BURDEN_RE, FAREWELL_HINT_RE, HOPELESS_RE } from './crisis.js';
export {
  AT_DANGER_PLACE_RE,
  AT_ORDINARY_PLACE_RE,
  MEANS_READY_RE,
  NEGATED_SELF_HARM_RE,
  REPORTED_RE,
  SELF_INJURY_RE,
} from './crisisSignals.js';
export { CONTACT_RE, KIN_OWNED_RE } from './intent.js';
export { ANIMAL_RE, KIN_RE } from './others.js';
export { KIN_PARTNER_RE } from './kinship.js';
export { DOXXING_RE, GROUP_DEHUMANISED_RE } from './kinds.js';

/** What a message is about, as concepts rather than phrases. */
export interface Concepts {
  minor: boolean;
  /** An age, birthday or school year under 18 is stated (the conversation remembers it). */
  minorAge: boolean;
  /** Clearly sexual or intimate. */
  strongIntent: boolean;
  /** Intimate in a scene (a bed, sleeping together), unless a child of the family is meant. */
  weakIntent: boolean;
  /** Intent in other words: "further", "all the way", a wedding night (escalation.ts). */
  further: boolean;
  /** Being in bed or the night together (escalation.ts). */
  bed: boolean;
  text: string;
}

export function readConcepts(text: string): Concepts {
  return {
    text,
    minor: hasMatch(MINOR_SIGNAL_RE, text) || CHILD_SET.find(text) !== null,
    minorAge: hasMatch(MINOR_AGE_RE, text),
    strongIntent: hasMatch(STRONG_ACT_RE, text),
    weakIntent: hasMatch(WEAK_ACT_RE, text),
    further: hasMatch(FURTHER_RE, text),
    bed: hasMatch(BED_RE, text),
  };
}

/** A partner named ("my boyfriend fell asleep") is not a scene; a bed or a seduction is. */
const sceneIntent = (c: Concepts) =>
  c.strongIntent ||
  c.further ||
  (c.weakIntent && hasMatch(WEAK_ACT_RE, c.text.replace(RELATION_RE, ' ')));

export function minorWithIntent(c: Concepts): boolean {
  if (!c.minor) return false;
  if (c.strongIntent || c.further) return true;
  const ownChild = hasMatch(KIN_OWNED_RE, c.text.replace(YOUNGER_THAN_KIN_RE, ' younger than '));
  return (c.weakIntent || c.bed || hasMatch(CONTACT_RE, c.text)) && !ownChild;
}

/**
 * Going on after a refusal is non-consent in any scene; a refusal in other words (pleading,
 * pulling away), incapacitation, coercion, and fear with someone pressing on are when the scene
 * is intimate or physical ("she fell asleep on the couch" alone is fine).
 */
export function nonConsentConcept(c: Concepts): boolean {
  const { text } = c;
  if (hasMatch(DRUGGING_RE, text) || hasMatch(CANNOT_REFUSE_RE, text)) return true;
  if (hasMatch(REFUSAL_RE, text) && hasMatch(CONTINUING_RE, text)) return true;
  const scene = sceneIntent(c) || hasMatch(CONTACT_RE, text);
  if (!scene && !c.bed) return false;
  if (hasMatch(UNWILLING_RE, text) || hasMatch(COERCED_RE, text)) return true;
  // A bed alone is not a scene for incapacitation: "she fell asleep in bed" is ordinary.
  if (scene && hasMatch(INCAPACITATED_RE, text.replace(OWN_OR_SHARED_REST_RE, ' # '))) return true;
  const unwilling = hasMatch(DISTRESS_RE, text) || hasMatch(REFUSAL_RE, text);
  return unwilling && hasMatch(PRESSING_ON_RE, text);
}

/** An animal (any WordNet domestic or farm animal, or named indirectly) with intimate intent. */
export const animalConcept = (c: Concepts) =>
  (c.strongIntent || c.further) &&
  (hasMatch(ANIMAL_RE, c.text) || ANIMAL_SET.find(c.text) !== null);
/** A relative with intimate intent; a relative cast as the partner also with a bed or a night. */
export const kinConcept = (c: Concepts) =>
  ((c.strongIntent || c.further || (c.weakIntent && !hasMatch(KIN_OWNED_RE, c.text))) &&
    hasMatch(KIN_RE, c.text)) ||
  ((c.strongIntent || c.further || c.bed || c.weakIntent) && hasMatch(KIN_PARTNER_RE, c.text)) ||
  (c.strongIntent && hasMatch(PERSONA_KIN_RE, c.text));
/** Dehumanising or eliminationist talk about a group (WordNet peoples and faiths), joke or not. */
export const hateConcept = (c: Concepts) =>
  !hasMatch(ASKING_ABOUT_HATE_RE, c.text) &&
  (hasMatch(HATE_CONCEPT_RE, c.text) ||
    (hasMatch(GROUP_DEHUMANISED_RE, c.text) && GROUP_SET.find(c.text) !== null));
export const crimeConcept = (c: Concepts) =>
  hasMatch(CRIME_HOWTO_RE, c.text) || hasMatch(CRIME_KIND_RE, c.text);
export const targetedHarmConcept = (c: Concepts) =>
  hasMatch(TARGETED_HARM_RE, c.text) || hasMatch(DOXXING_RE, c.text);

/** 'high' → crisis reply, 'low' → gentle check-in, null → no signal. */
export function crisisIntensity(text: string): 'high' | 'low' | null {
  if (hasMatch(CRISIS_HIGH_RE, text) || hasMatch(OVERDOSE_TAKEN_RE, text)) return 'high';
  if (hasMatch(MEANS_AT_PLACE_RE, text) || crisisQuestion(text)) return 'high';
  if (crisisAffairs(text)) return 'high';
  const breadth = strongestCrisis(
    crisisBreadth(text),
    crisisResolve(text),
    crisisFarewellSigns(text),
    crisisMeansSigns(text),
  );
  if (breadth === 'high') return 'high';
  const combined = combinedCrisis(text);
  if (combined === 'high') return 'high';
  const byKind = crisisByKind(text);
  if (byKind === 'high') return 'high';
  const hopeless =
    hasMatch(HOPELESS_RE, text) ||
    hasMatch(FAREWELL_HINT_RE, text) ||
    hasMatch(INDIRECT_CRISIS_RE, text) ||
    hasMatch(FAREWELL_ACTS_RE, text) ||
    hasMatch(PLACE_CONTEMPLATION_RE, text);
  const burden = hasMatch(BURDEN_RE, text);
  if (hopeless && burden) return 'high';
  // Two lower signals of different kinds (a burden and self-injury …) are high together.
  if ((hopeless || burden) && combined === 'low') return 'high';
  if ((hopeless || burden) && (byKind || breadth)) return 'high';
  return hopeless || burden || combined || byKind || breadth ? 'low' : null;
}

/** A character profile describes a child (normalised text, see normalize.ts). */
export const readsAsChild = (text: string) =>
  hasMatch(MINOR_AGE_RE, text) || hasMatch(CHILD_PERSONA_RE, text);
