import { IMAGE_DEFAULT_NEGATIVE_PROMPT } from '#shared/constants.js';
import {
  IMAGE_ANGLES,
  IMAGE_RESOLUTIONS,
  imageSettingsFor,
  quickActionById,
} from '#shared/imaging.js';
import type { ImageRequestRow } from '#server/db/schema/index.js';
import type { ImageRequest } from '#server/providers/images/types.js';
import type { CharactersService } from '../characters/index.js';

export interface SceneCharacter {
  id: string;
  name: string;
  looks: string[];
  appearance: { bodySpec: string; styleHints: string } | null;
}

/** A roster character as a picture shows it (its admin appearance notes too); null when gone. */
export async function sceneCharacterOf(
  characters: CharactersService,
  id: string,
): Promise<SceneCharacter | null> {
  const found = await characters.getForChat(id);
  if (!found) return null;
  const { publicCharacter } = found;
  return {
    id,
    name: publicCharacter.name,
    looks: publicCharacter.looks,
    appearance: await characters.appearance(id),
  };
}

/** What a character looks like, from the admin's appearance notes, else the public looks list. */
function describeLooks(character: SceneCharacter) {
  const notes = [character.appearance?.bodySpec, character.appearance?.styleHints]
    .map((note) => note?.trim())
    .filter(Boolean);
  return notes.length > 0 ? notes.join(', ') : character.looks.join(', ');
}

/**
 * The backend request for one image: appearance + the member's words (+ quick action) + the
 * camera angle, at the chosen size. Every character is an adult (21+), which the prompt states.
 */
export function buildImageRequest(
  request: Pick<ImageRequestRow, 'prompt' | 'resolution' | 'angle' | 'quickAction' | 'characterId'>,
  character: SceneCharacter,
  companion: SceneCharacter | null,
): ImageRequest {
  const size = IMAGE_RESOLUTIONS.find((r) => r.id === request.resolution) ?? IMAGE_RESOLUTIONS[1];
  const angle = IMAGE_ANGLES.find((a) => a.id === request.angle) ?? IMAGE_ANGLES[0];
  const action = quickActionById(request.quickAction);
  const subjects = [character, companion]
    .filter((c): c is SceneCharacter => c !== null)
    .map((c) => `${c.name}, an adult woman, ${describeLooks(c)}`.replace(/, $/, ''));
  const settings = imageSettingsFor(character.id);
  const prompt = [subjects.join(' and '), request.prompt, action?.prompt, angle.prompt]
    .filter(Boolean)
    .join(', ');
  return {
    characterId: character.id,
    characterName: character.name,
    prompt,
    negativePrompt: IMAGE_DEFAULT_NEGATIVE_PROMPT,
    width: size.width,
    height: size.height,
    seed: settings.seed,
    checkpoint: settings.checkpoint,
    caption: `${request.prompt} · ${angle.label}`,
  };
}
