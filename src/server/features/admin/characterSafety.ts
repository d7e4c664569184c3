import { MIN_CHARACTER_AGE } from '#shared/constants.js';
import { AppError } from '#server/http/errors.js';
import { assessCharacterProfile, classifyText } from '../safety/index.js';

export interface CharacterProfile {
  name: string;
  age: number;
  texts: string[];
}

/**
 * Every companion may be met in an intimate conversation, so its profile is judged by the policy
 * in that context: a description that reads as a minor is refused even when it says nothing
 * intimate itself.
 */
const INTIMATE_FRAME = 'This companion is flirty and romantic with the user.';

/**
 * The one place that decides whether a character may exist: the safety feature's profile rule
 * (age, minor-coded descriptions) first, then the policy's other categories in an intimate frame.
 */
export function assessCharacter(
  profile: CharacterProfile,
): { ok: true } | { ok: false; reason: string } {
  if (profile.age < MIN_CHARACTER_AGE)
    return { ok: false, reason: `Characters must be ${MIN_CHARACTER_AGE} or older.` };
  const minors = assessCharacterProfile({
    name: profile.name,
    age: profile.age,
    extra: profile.texts,
  });
  if (!minors.allowed) return { ok: false, reason: minors.message };
  const verdict = classifyText(`${profile.name}. ${profile.texts.join('\n')}\n${INTIMATE_FRAME}`, {
    source: 'user',
  });
  if (verdict.action === 'refuse')
    return {
      ok: false,
      reason:
        verdict.category === 'minors'
          ? 'The description reads as a minor. Characters must be adults (21+).'
          : `The description breaks the content policy (${verdict.category}).`,
    };
  return { ok: true };
}

/** Throws a 400 naming the reason when the character may not exist. */
export function ensureCharacterAllowed(profile: CharacterProfile) {
  const verdict = assessCharacter(profile);
  if (!verdict.ok) throw new AppError(400, 'character_refused', verdict.reason);
}
