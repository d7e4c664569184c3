import type { Database } from '../client.js';
import { characterAppearance, characterFaceRefs, characters } from '../schema/index.js';
import { ROSTER } from './roster.js';
import type { RosterCharacter } from './rosterTypes.js';

export const portraitUrl = (id: string) => `/media/portraits/${id}.svg`;

/**
 * Seeds the built-in roster; safe on every start. Existing rows are left alone so that
 * an admin's later edits (persona prompts, activation) survive restarts.
 */
export async function seedRoster(db: Database, roster: readonly RosterCharacter[] = ROSTER) {
  await db.transaction(async (tx) => {
    for (const character of roster) {
      const { appearance, portrait: _portrait, ...fields } = character;
      const imageUrl = portraitUrl(character.id);
      const inserted = await tx
        .insert(characters)
        .values({ ...fields, imageUrl, thumbnail: imageUrl })
        .onConflictDoNothing()
        .returning({ id: characters.id });
      if (inserted.length === 0) continue;
      await tx.insert(characterAppearance).values({ characterId: character.id, ...appearance });
      await tx
        .insert(characterFaceRefs)
        .values({ characterId: character.id, imageUrl, isPrimary: true });
    }
  });
}
