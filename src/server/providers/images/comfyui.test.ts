import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closedPortUrl, startFakeComfy, tinyPng, type FakeComfy } from '#test/helpers/fakeComfy.js';
import { IMAGE_DEFAULT_NEGATIVE_PROMPT } from '#shared/constants.js';
import { imageSettingsFor, imageSizeFor } from '#shared/imaging.js';
import { ComfyUiBackend, ComfyUnavailableError } from './comfyui.js';
import { ImageBackendError, type ImageProgress, type ImageRequest } from './types.js';

const request: ImageRequest = {
  characterId: 'luna',
  characterName: 'Luna',
  prompt: 'reading in a cafe, portrait',
  negativePrompt: IMAGE_DEFAULT_NEGATIVE_PROMPT,
  ...imageSizeFor('9:16'),
  ...imageSettingsFor('luna'),
  caption: 'Reading in a cafe · Portrait',
};

let fake: FakeComfy;
const client = (options: { timeoutMs?: number; websocketProgress?: boolean } = {}) =>
  new ComfyUiBackend({ url: fake.url, pollIntervalMs: 5, websocketProgress: false, ...options });

beforeAll(async () => {
  fake = await startFakeComfy({ png: tinyPng(6, 9) });
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode({ kind: 'ok' }));

describe('ComfyUI client', () => {
  it('queues the graph, polls the history, fetches the output PNG from /view', async () => {
    const before = fake.prompts.length;
    const image = await client().generate(request, {});
    expect(fake.prompts).toHaveLength(before + 1);
    const graph = fake.prompts.at(-1)!;
    const sampler = Object.values(graph).find((node) => node.class_type === 'KSampler')!;
    expect(sampler.inputs.seed).toBe(imageSettingsFor('luna').seed);
    const latent = Object.values(graph).find((node) => node.class_type === 'EmptyLatentImage')!;
    expect(latent.inputs).toMatchObject({ width: 768, height: 1365 });
    expect(fake.clientIds.at(-1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(image).toMatchObject({ contentType: 'image/png', width: 6, height: 9, preview: false });
    expect(image.backendId).toMatch(/^fake-/);
    expect(Buffer.from(image.bytes)).toEqual(Buffer.from(tinyPng(6, 9)));
  });

  it('uploads the face reference and samples from it at denoise 0.55', async () => {
    const face = tinyPng(8, 8);
    await client().generate({ ...request, faceReference: face }, {});
    const upload = fake.uploads.at(-1)!;
    expect(upload.bytes).toBeGreaterThan(face.length);
    const graph = Object.values(fake.prompts.at(-1)!);
    expect(graph.find((node) => node.class_type === 'LoadImage')!.inputs.image).toBe(upload.name);
    expect(graph.find((node) => node.class_type === 'KSampler')!.inputs.denoise).toBe(0.55);
  });

  it('polls the history until the result exists, once per interval', async () => {
    fake.setMode({ kind: 'ok', finishAfterPolls: 4 });
    const image = await client().generate(request, {});
    expect(fake.polls.get(image.backendId!)).toBe(4);
  });

  it('gives up with the product’s timeout message, transient, and takes the prompt off the queue', async () => {
    fake.setMode({ kind: 'never' });
    const promptId = `fake-${fake.polls.size + 1}`;
    const error = await client({ timeoutMs: 1000 })
      .generate(request, {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageBackendError);
    expect(error).toMatchObject({ message: 'Timeout waiting for ComfyUI result', transient: true });
    expect(fake.polls.get(promptId)).toBeGreaterThan(0);
    await vi.waitFor(() => expect(fake.dequeued).toContain(promptId));
  });

  it.each([
    [500, true],
    [503, true],
    [429, true],
    [400, false],
  ])(
    'reports a queue refusal as comfy-prompt failed: %i (transient %s)',
    async (status, transient) => {
      fake.setMode({ kind: 'queue-fail', status });
      const error = await client()
        .generate(request, {})
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ message: `comfy-prompt failed: ${status}`, transient });
      expect(error instanceof ComfyUnavailableError).toBe(transient);
    },
  );

  it('reports ComfyUI’s execution error as permanent', async () => {
    fake.setMode({ kind: 'execution-error' });
    await expect(client().generate(request, {})).rejects.toMatchObject({
      message: 'ComfyUI could not run the workflow: Out of memory (KSampler)',
      transient: false,
    });
  });

  it('treats an unreachable instance as unavailable (transient)', async () => {
    const unreachable = new ComfyUiBackend({ url: await closedPortUrl(), websocketProgress: true });
    const error = await unreachable
      .generate(request, { onProgress: () => undefined })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ComfyUnavailableError);
    expect(error).toMatchObject({ transient: true });
    expect((error as Error).message).toMatch(/^ComfyUI is unreachable/);
  });

  it('stops polling when the caller aborts, and dequeues the prompt', async () => {
    fake.setMode({ kind: 'never' });
    const controller = new AbortController();
    const promptsBefore = fake.polls.size;
    const outcome = client()
      .generate(request, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    const promptId = `fake-${promptsBefore + 1}`;
    await vi.waitFor(() => expect(fake.polls.get(promptId)).toBeGreaterThan(0));
    const pollsAtAbort = fake.polls.get(promptId)!;
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(fake.dequeued).toContain(promptId));
    // At most the one poll already on the wire when the abort came; none started after it.
    expect(fake.polls.get(promptId)).toBeLessThanOrEqual(pollsAtAbort + 1);
  });

  it('refuses at once when the signal is already aborted', async () => {
    const before = fake.prompts.length;
    await expect(client().generate(request, { signal: AbortSignal.abort() })).rejects.toMatchObject(
      { name: 'AbortError' },
    );
    expect(fake.prompts).toHaveLength(before);
  });

  it('forwards the sampler progress ComfyUI sends on its websocket', async () => {
    fake.setMode({ kind: 'ok', finishAfterPolls: 2, progressSteps: 4 });
    const seen: ImageProgress[] = [];
    await client({ websocketProgress: true }).generate(request, {
      onProgress: (progress) => seen.push(progress),
    });
    expect(seen.map((progress) => progress.percent)).toEqual([25, 50, 75, 100]);
    expect(seen[0].step).toBe('Step 1 of 4');
  });

  it('still delivers by polling when the websocket cannot open', async () => {
    const noSocket = await startFakeComfy({ websocket: false });
    try {
      const seen: ImageProgress[] = [];
      const image = await new ComfyUiBackend({ url: noSocket.url, pollIntervalMs: 5 }).generate(
        request,
        { onProgress: (progress) => seen.push(progress) },
      );
      expect(image.backendId).toBe('fake-1');
      expect(seen).toEqual([]);
    } finally {
      await noSocket.close();
    }
  });

  it('reports health from /system_stats', async () => {
    expect(await client().health()).toMatchObject({ ok: true, kind: 'comfyui' });
    expect((await client().health()).detail).toContain('fake-0.3');
    fake.setMode({ kind: 'down' });
    expect(await client().health()).toMatchObject({ ok: false });
    const unreachable = new ComfyUiBackend({ url: await closedPortUrl() });
    expect(await unreachable.health()).toMatchObject({ ok: false });
  });
});
