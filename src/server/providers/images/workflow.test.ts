import { describe, expect, it } from 'vitest';
import {
  IMAGE_ASPECTS,
  IMAGE_DEFAULT_CHECKPOINT,
  IMAGE_DEFAULT_NEGATIVE_PROMPT,
  IMAGE_DEFAULT_SEED,
} from '#shared/constants.js';
import { imageSettingsFor, imageSizeFor } from '#shared/imaging.js';
import { buildComfyWorkflow, SAVE_NODE_ID, type ComfyWorkflow } from './workflow.js';

function nodesOf(graph: ComfyWorkflow, type: string) {
  return Object.values(graph).filter((node) => node.class_type === type);
}

function request(characterId: string, aspect?: keyof typeof IMAGE_ASPECTS) {
  return {
    prompt: 'smiling, reading in a cafe, portrait',
    negativePrompt: IMAGE_DEFAULT_NEGATIVE_PROMPT,
    ...imageSizeFor(aspect),
    ...imageSettingsFor(characterId),
  };
}

describe('ComfyUI workflow graph', () => {
  it('samples an empty latent with the product defaults (28 steps, cfg 8, euler, normal, denoise 1)', () => {
    const graph = buildComfyWorkflow(request('ruby'));
    const [sampler] = nodesOf(graph, 'KSampler');
    expect(sampler.inputs).toMatchObject({
      steps: 28,
      cfg: 8,
      sampler_name: 'euler',
      scheduler: 'normal',
      denoise: 1,
      seed: IMAGE_DEFAULT_SEED,
    });
    expect(nodesOf(graph, 'CheckpointLoaderSimple')[0].inputs.ckpt_name).toBe(
      IMAGE_DEFAULT_CHECKPOINT,
    );
    expect(nodesOf(graph, 'EmptyLatentImage')[0].inputs).toEqual({
      width: 768,
      height: 1024,
      batch_size: 1,
    });
    expect(nodesOf(graph, 'LoadImage')).toHaveLength(0);
    expect(graph[SAVE_NODE_ID].class_type).toBe('SaveImage');
    expect(nodesOf(graph, 'VAEDecode')).toHaveLength(1);
  });

  it('wires the positive and negative prompts into the sampler', () => {
    const graph = buildComfyWorkflow(request('luna'));
    const sampler = nodesOf(graph, 'KSampler')[0].inputs;
    const text = (link: unknown) => graph[(link as [string, number])[0]].inputs.text;
    expect(text(sampler.positive)).toBe('smiling, reading in a cafe, portrait');
    expect(text(sampler.negative)).toBe(IMAGE_DEFAULT_NEGATIVE_PROMPT);
    expect(IMAGE_DEFAULT_NEGATIVE_PROMPT).toMatch(/blurry/);
  });

  it.each(['luna', 'aria', 'blaze', 'melody', 'nova', 'scarlett', 'raven', 'phoenix', 'jade'])(
    'uses %s’s own seed and checkpoint',
    (characterId) => {
      const own = imageSettingsFor(characterId);
      expect(own.seed).not.toBe(IMAGE_DEFAULT_SEED);
      const graph = buildComfyWorkflow(request(characterId));
      expect(nodesOf(graph, 'KSampler')[0].inputs.seed).toBe(own.seed);
      expect(nodesOf(graph, 'CheckpointLoaderSimple')[0].inputs.ckpt_name).toBe(own.checkpoint);
    },
  );

  it.each(Object.entries(IMAGE_ASPECTS))('makes %s images at %o', (aspect, size) => {
    const graph = buildComfyWorkflow(request('nova', aspect as keyof typeof IMAGE_ASPECTS));
    expect(nodesOf(graph, 'EmptyLatentImage')[0].inputs).toMatchObject(size);
  });

  it('starts from the uploaded face reference at denoise 0.55, scaled to the chosen size', () => {
    const graph = buildComfyWorkflow(request('aria', '1:1'), 'face-1.png');
    expect(nodesOf(graph, 'EmptyLatentImage')).toHaveLength(0);
    expect(nodesOf(graph, 'LoadImage')[0].inputs.image).toBe('face-1.png');
    expect(nodesOf(graph, 'ImageScale')[0].inputs).toMatchObject({ width: 1024, height: 1024 });
    const sampler = nodesOf(graph, 'KSampler')[0].inputs;
    expect(sampler.denoise).toBe(0.55);
    const latent = graph[(sampler.latent_image as [string, number])[0]];
    expect(latent.class_type).toBe('VAEEncode');
  });

  it('gives characters without settings the defaults, whatever their id', () => {
    for (const id of ['ruby', '__proto__', 'constructor']) {
      expect(imageSettingsFor(id)).toEqual({
        seed: IMAGE_DEFAULT_SEED,
        checkpoint: IMAGE_DEFAULT_CHECKPOINT,
      });
    }
  });
});
