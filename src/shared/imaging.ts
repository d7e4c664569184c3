import {
  IMAGE_ASPECTS,
  IMAGE_CHARACTER_SETTINGS,
  IMAGE_DEFAULT_CHECKPOINT,
  IMAGE_DEFAULT_SEED,
  IMAGE_DEFAULT_SIZE,
} from './constants.js';

export type ImageAspect = keyof typeof IMAGE_ASPECTS;

export const IMAGE_ASPECT_NAMES = Object.keys(IMAGE_ASPECTS) as ImageAspect[];

/** The seed and checkpoint a character's images are made with. */
export function imageSettingsFor(characterId: string): { seed: number; checkpoint: string } {
  const own = Object.hasOwn(IMAGE_CHARACTER_SETTINGS, characterId)
    ? IMAGE_CHARACTER_SETTINGS[characterId]
    : undefined;
  return own ?? { seed: IMAGE_DEFAULT_SEED, checkpoint: IMAGE_DEFAULT_CHECKPOINT };
}

/** Width and height of an aspect ratio; the default size (3:4, 768×1024) when none is given. */
export function imageSizeFor(aspect?: ImageAspect): { width: number; height: number } {
  return aspect ? { ...IMAGE_ASPECTS[aspect] } : { ...IMAGE_DEFAULT_SIZE };
}
