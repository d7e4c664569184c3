import { MIN_CHARACTER_AGE } from '#shared/constants.js';
import { describeText } from './policy/index.js';

export interface CharacterProfile {
  name: string;
  age?: number | null;
  description?: string | null;
  /** Any further free text (personality, scenario, greeting, tags). */
  extra?: Array<string | null | undefined>;
}

export type ProfileDecision =
  { allowed: true } | { allowed: false; code: 'character_minor'; message: string };

const MINOR_MESSAGE = `This profile reads as a minor. Every character must be an adult of ${MIN_CHARACTER_AGE} or older, and nothing in the profile may describe them as younger.`;

/**
 * A character whose age or description reads as a minor cannot be created, imported or
 * played: a stated age under the minimum, an age, birthday or school year under 18 in the
 * text, a child persona ("she is a schoolgirl"), or anything our policy refuses as minors.
 */
export function assessProfile(profile: CharacterProfile): ProfileDecision {
  const refused: ProfileDecision = {
    allowed: false,
    code: 'character_minor',
    message: MINOR_MESSAGE,
  };
  if (typeof profile.age === 'number' && profile.age < MIN_CHARACTER_AGE) return refused;
  const texts = [profile.name, profile.description, ...(profile.extra ?? [])].filter(
    (text): text is string => typeof text === 'string' && text.length > 0,
  );
  for (const text of texts) {
    const { childPersona, verdict } = describeText(text);
    if (childPersona || (verdict.action === 'refuse' && verdict.category === 'minors'))
      return refused;
  }
  return { allowed: true };
}
