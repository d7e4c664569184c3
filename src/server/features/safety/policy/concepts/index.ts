import { hasMatch } from '../context.js';
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
import { CONTACT_RE, KIN_OWNED_RE, RELATION_RE, STRONG_ACT_RE, WEAK_ACT_RE } from './intent.js';
import { ANIMAL_RE, CRIME_HOWTO_RE, HATE_CONCEPT_RE, KIN_RE, TARGETED_HARM_RE } from './others.js';

export { maskYouthComparisons, ADULT_SELF_RE } from './age.js';

/** What a message is about, as concepts rather than phrases. */
export interface Concepts {
  minor: boolean;
  /** An age, birthday or school year under 18 is stated (the conversation remembers it). */
  minorAge: boolean;
  /** Clearly sexual or intimate. */
  strongIntent: boolean;
  /** Intimate in a scene (a bed, sleeping together), unless a child of the family is meant. */
  weakIntent: boolean;
  text: string;
}

export function readConcepts(text: string): Concepts {
  return {
    text,
    minor: hasMatch(MINOR_SIGNAL_RE, text),
    minorAge: hasMatch(MINOR_AGE_RE, text),
    strongIntent: hasMatch(STRONG_ACT_RE, text),
    weakIntent: hasMatch(WEAK_ACT_RE, text),
  };
}

/** A partner named ("my boyfriend fell asleep") is not a scene; a bed or a seduction is. */
const sceneIntent = (c: Concepts) =>
  c.strongIntent || (c.weakIntent && hasMatch(WEAK_ACT_RE, c.text.replace(RELATION_RE, ' ')));

export function minorWithIntent(c: Concepts): boolean {
  if (!c.minor) return false;
  if (c.strongIntent) return true;
  const ownChild = hasMatch(KIN_OWNED_RE, c.text.replace(YOUNGER_THAN_KIN_RE, ' younger than '));
  return (c.weakIntent || hasMatch(CONTACT_RE, c.text)) && !ownChild;
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
  if (!sceneIntent(c) && !hasMatch(CONTACT_RE, text)) return false;
  if (hasMatch(UNWILLING_RE, text) || hasMatch(COERCED_RE, text)) return true;
  if (hasMatch(INCAPACITATED_RE, text.replace(OWN_OR_SHARED_REST_RE, ' # '))) return true;
  const unwilling = hasMatch(DISTRESS_RE, text) || hasMatch(REFUSAL_RE, text);
  return unwilling && hasMatch(PRESSING_ON_RE, text);
}

export const animalConcept = (c: Concepts) => c.strongIntent && hasMatch(ANIMAL_RE, c.text);
export const kinConcept = (c: Concepts) =>
  (c.strongIntent || (c.weakIntent && !hasMatch(KIN_OWNED_RE, c.text))) && hasMatch(KIN_RE, c.text);
export const hateConcept = (c: Concepts) => hasMatch(HATE_CONCEPT_RE, c.text);
export const crimeConcept = (c: Concepts) => hasMatch(CRIME_HOWTO_RE, c.text);
export const targetedHarmConcept = (c: Concepts) => hasMatch(TARGETED_HARM_RE, c.text);

/** 'high' → crisis reply, 'low' → gentle check-in, null → no signal. */
export function crisisIntensity(text: string): 'high' | 'low' | null {
  if (hasMatch(CRISIS_HIGH_RE, text)) return 'high';
  const combined = combinedCrisis(text);
  if (combined === 'high') return 'high';
  const hopeless = hasMatch(HOPELESS_RE, text) || hasMatch(FAREWELL_HINT_RE, text);
  const burden = hasMatch(BURDEN_RE, text);
  if (hopeless && burden) return 'high';
  // Two lower signals of different kinds (a burden and self-injury …) are high together.
  if ((hopeless || burden) && combined === 'low') return 'high';
  return hopeless || burden || combined ? 'low' : null;
}

/** A character profile describes a child (normalised text, see normalize.ts). */
export const readsAsChild = (text: string) =>
  hasMatch(MINOR_AGE_RE, text) || hasMatch(CHILD_PERSONA_RE, text);
