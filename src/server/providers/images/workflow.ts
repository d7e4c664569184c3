/**
 * Builds ComfyUI's API-format workflow graph (node id → {class_type, inputs}; a link is
 * [nodeId, outputIndex]). Text-to-image samples an empty latent at denoise 1; with a face
 * reference the uploaded image is VAE-encoded and sampled at the image-to-image denoise, so the
 * character keeps the reference's face. Pure, so the graph is tested without a server.
 */
import { IMAGE_SAMPLER } from '#shared/constants.js';
import type { ImageRequest } from './types.js';

export interface ComfyNode {
  class_type: string;
  inputs: Record<string, unknown>;
}
export type ComfyWorkflow = Record<string, ComfyNode>;

/** The SaveImage node: its entry in `/history` outputs holds the file names. */
export const SAVE_NODE_ID = '9';
const FILENAME_PREFIX = 'velvet';

type GraphRequest = Pick<
  ImageRequest,
  'prompt' | 'negativePrompt' | 'width' | 'height' | 'seed' | 'checkpoint'
>;

/** @param referenceImage the name `/upload/image` returned for the face reference, if any. */
export function buildComfyWorkflow(request: GraphRequest, referenceImage?: string): ComfyWorkflow {
  const latent: ComfyWorkflow = referenceImage
    ? {
        '10': { class_type: 'LoadImage', inputs: { image: referenceImage } },
        // The reference keeps its own size; scaling it makes the output the size the user chose.
        '11': {
          class_type: 'ImageScale',
          inputs: {
            image: ['10', 0],
            upscale_method: 'lanczos',
            width: request.width,
            height: request.height,
            crop: 'center',
          },
        },
        '5': { class_type: 'VAEEncode', inputs: { pixels: ['11', 0], vae: ['4', 2] } },
      }
    : {
        '5': {
          class_type: 'EmptyLatentImage',
          inputs: { width: request.width, height: request.height, batch_size: 1 },
        },
      };
  return {
    '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: request.checkpoint } },
    '6': { class_type: 'CLIPTextEncode', inputs: { text: request.prompt, clip: ['4', 1] } },
    '7': { class_type: 'CLIPTextEncode', inputs: { text: request.negativePrompt, clip: ['4', 1] } },
    ...latent,
    '3': {
      class_type: 'KSampler',
      inputs: {
        seed: request.seed,
        steps: IMAGE_SAMPLER.steps,
        cfg: IMAGE_SAMPLER.cfg,
        sampler_name: IMAGE_SAMPLER.samplerName,
        scheduler: IMAGE_SAMPLER.scheduler,
        denoise: referenceImage ? IMAGE_SAMPLER.img2imgDenoise : IMAGE_SAMPLER.denoise,
        model: ['4', 0],
        positive: ['6', 0],
        negative: ['7', 0],
        latent_image: ['5', 0],
      },
    },
    '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
    [SAVE_NODE_ID]: {
      class_type: 'SaveImage',
      inputs: { filename_prefix: FILENAME_PREFIX, images: ['8', 0] },
    },
  };
}
