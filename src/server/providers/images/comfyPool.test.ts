import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeComfy, type FakeComfy } from '#test/helpers/fakeComfy.js';
import { IMAGE_DEFAULT_NEGATIVE_PROMPT } from '#shared/constants.js';
import { ComfyUiBackend } from './comfyui.js';
import { ComfyUiPool } from './comfyPool.js';
import type { ImageRequest } from './types.js';

const request: ImageRequest = {
  characterId: 'nova',
  characterName: 'Nova',
  prompt: 'walking in the park',
  negativePrompt: IMAGE_DEFAULT_NEGATIVE_PROMPT,
  width: 768,
  height: 1024,
  seed: 1,
  checkpoint: 'model.safetensors',
  caption: 'Walking in the park',
};

let first: FakeComfy;
let second: FakeComfy;
let clock = 0;
const member = (url: string) =>
  new ComfyUiBackend({ url, pollIntervalMs: 5, websocketProgress: false });
const pool = (urls: string[]) =>
  new ComfyUiPool(urls.map(member), { cooldownMs: 30_000, now: () => clock });

beforeAll(async () => {
  [first, second] = await Promise.all([startFakeComfy(), startFakeComfy()]);
});
afterAll(() => Promise.all([first.close(), second.close()]));
beforeEach(() => {
  first.setMode({ kind: 'ok' });
  second.setMode({ kind: 'ok' });
  first.prompts.length = 0;
  second.prompts.length = 0;
});

describe('ComfyUI pool', () => {
  it('takes turns between idle instances', async () => {
    const comfy = pool([first.url, second.url]);
    for (let i = 0; i < 4; i++) await comfy.generate(request, {});
    expect([first.prompts.length, second.prompts.length]).toEqual([2, 2]);
  });

  it('sends work to the instance with fewer generations in flight', async () => {
    first.setMode({ kind: 'ok', finishAfterPolls: 1_000_000 });
    const comfy = pool([first.url, second.url]);
    const controller = new AbortController();
    const stuck = comfy.generate(request, { signal: controller.signal }).catch(() => undefined);
    await comfy.generate(request, {});
    await comfy.generate(request, {});
    expect([first.prompts.length, second.prompts.length]).toEqual([1, 2]);
    controller.abort();
    await stuck;
  });

  it('moves a request to the next instance when one cannot take it, and rests that one', async () => {
    first.setMode({ kind: 'queue-fail', status: 503 });
    const comfy = pool([first.url, second.url]);
    const image = await comfy.generate(request, {});
    expect(image.backendId).toMatch(/^fake-/);
    expect([first.prompts.length, second.prompts.length]).toEqual([1, 1]);

    await comfy.generate(request, {});
    await comfy.generate(request, {});
    expect([first.prompts.length, second.prompts.length]).toEqual([1, 3]);

    first.setMode({ kind: 'ok' });
    clock += 30_001;
    await comfy.generate(request, {});
    await comfy.generate(request, {});
    expect(first.prompts.length).toBe(2);
  });

  it('fails over from an unreachable instance', async () => {
    const comfy = pool([await closedPortUrl(), second.url]);
    await comfy.generate(request, {});
    await comfy.generate(request, {});
    expect(second.prompts).toHaveLength(2);
  });

  it('does not resend a request an instance refused for its content', async () => {
    first.setMode({ kind: 'queue-fail', status: 400 });
    second.setMode({ kind: 'queue-fail', status: 400 });
    const comfy = pool([first.url, second.url]);
    await expect(comfy.generate(request, {})).rejects.toMatchObject({
      message: 'comfy-prompt failed: 400',
      transient: false,
    });
    expect(first.prompts.length + second.prompts.length).toBe(1);
  });

  it('reports the last failure when every instance is down', async () => {
    first.setMode({ kind: 'down' });
    second.setMode({ kind: 'down' });
    await expect(pool([first.url, second.url]).generate(request, {})).rejects.toMatchObject({
      message: 'comfy-prompt failed: 503',
      transient: true,
    });
  });

  it('is healthy while one instance is up, and rests the ones that are not', async () => {
    const comfy = pool([first.url, second.url]);
    first.setMode({ kind: 'down' });
    const health = await comfy.health();
    expect(health).toMatchObject({ ok: true, kind: 'comfyui' });
    expect(health.detail).toMatch(/^1\/2 ComfyUI instances up/);
    first.setMode({ kind: 'ok' });
    await comfy.generate(request, {});
    await comfy.generate(request, {});
    expect(first.prompts).toHaveLength(0);

    second.setMode({ kind: 'down' });
    first.setMode({ kind: 'down' });
    expect(await comfy.health()).toMatchObject({ ok: false });
  });
});
