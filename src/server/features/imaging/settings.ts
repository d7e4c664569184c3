/**
 * TO BE REPLACED AT MERGE by the image adapter's `imageSettingsFor` and the aspects, seeds,
 * checkpoints and negative prompt it adds to src/shared/constants.ts. Until then the imaging
 * feature takes the backend's defaults from this one function (docs/decisions/0050-imaging-jobs.md).
 */
export interface ImageSettings {
  seed: number;
  checkpoint: string;
  negativePrompt: string;
}

const DEFAULT_SEED = 123456;
const DEFAULT_CHECKPOINT = 'realisticVisionV60B1_v51HyperVAE.safetensors';
const DEFAULT_NEGATIVE_PROMPT =
  'blurry, low quality, lowres, jpeg artifacts, deformed, bad anatomy, extra limbs, extra fingers, watermark, text';

export function imageSettingsFor(_characterId: string): ImageSettings {
  return {
    seed: DEFAULT_SEED,
    checkpoint: DEFAULT_CHECKPOINT,
    negativePrompt: DEFAULT_NEGATIVE_PROMPT,
  };
}
