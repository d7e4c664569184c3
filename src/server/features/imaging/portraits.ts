import { randomUUID } from 'node:crypto';
import { notFound, unavailable } from '#server/http/errors.js';
import { ImageBackendError } from '#server/providers/images/types.js';
import type { ImagingDeps } from './context.js';
import { buildImageRequest, sceneCharacterOf, type SceneCharacter } from './prompt.js';

/** Where generated portraits are served (public, like every character picture). */
const PORTRAIT_URL_PREFIX = '/media/portraits/generated/';
/** What the portrait shows besides the character's appearance notes. */
const PORTRAIT_SCENE =
  'looking at the camera with a warm smile, soft studio light, plain background';

export const portraitUrl = (characterId: string, file: string) =>
  `${PORTRAIT_URL_PREFIX}${characterId}/${file}`;
const portraitKey = (characterId: string, file: string) => `portraits/${characterId}/${file}`;

/** The storage key behind a generated portrait's URL; null for any other URL (never fetched). */
export function portraitKeyOf(url: string | null): string | null {
  const match = /^\/media\/portraits\/generated\/([a-z0-9-]{1,64})\/([0-9a-f-]{36}\.png)$/.exec(
    url ?? '',
  );
  return match ? portraitKey(match[1], match[2]) : null;
}

/**
 * Character portraits made by the image pipeline (docs/API.md, "Portraits"): an admin asks, the
 * ComfyUI backend draws the character from the appearance notes, and the picture becomes the
 * character's portrait and the face reference of later images.
 */
export function createPortraits(deps: ImagingDeps) {
  const { backend, storage, characters } = deps;

  async function sceneCharacter(id: string): Promise<SceneCharacter> {
    const found = await sceneCharacterOf(characters, id);
    if (!found) throw notFound(`No character with id '${id}'.`);
    return found;
  }

  return {
    async generatePortrait(characterId: string) {
      // The local renderer makes labelled previews, not portraits: it would replace a drawing
      // with a card saying "PREVIEW".
      if (backend.kind !== 'comfyui')
        throw unavailable('Generating portraits needs ComfyUI: set COMFYUI_URL.', 'comfy_off');
      const character = await sceneCharacter(characterId);
      const request = buildImageRequest(
        {
          characterId,
          prompt: PORTRAIT_SCENE,
          resolution: '768x1024',
          angle: 'portrait',
          quickAction: null,
        },
        character,
        null,
      );
      let generated;
      try {
        generated = await backend.generate(request, {});
      } catch (error) {
        if (error instanceof ImageBackendError)
          throw unavailable(`Generation failed: ${error.message}`, 'images_unavailable');
        throw error;
      }
      const file = `${randomUUID()}.png`;
      await storage.put(portraitKey(characterId, file), generated.bytes, generated.contentType);
      return characters.manage.setGeneratedPortrait(characterId, portraitUrl(characterId, file));
    },

    /** A generated portrait's PNG, or null (unknown or not a generated portrait). */
    async portraitFile(characterId: string, file: string) {
      const key = portraitKeyOf(portraitUrl(characterId, file));
      return key ? storage.get(key) : null;
    },

    /** The primary face reference's PNG when it is a generated portrait. */
    async faceReference(characterId: string): Promise<Uint8Array | undefined> {
      const key = portraitKeyOf(await characters.manage.primaryFaceRefUrl(characterId));
      if (!key) return undefined;
      return (await storage.get(key))?.bytes;
    },
  };
}

export type Portraits = ReturnType<typeof createPortraits>;
