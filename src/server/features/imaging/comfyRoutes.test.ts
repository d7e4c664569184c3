import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helpers/app.js';
import { ADMIN_ENV, asUser, signUpAdminAndMember } from '#test/helpers/admin.js';
import type { TestUser } from '#test/helpers/auth.js';
import { startFakeComfy, tinyPng, type FakeComfy } from '#test/helpers/fakeComfy.js';
import { createFakeImageBackend } from '#test/helpers/fakeImageBackend.js';

const graph = {
  '3': { class_type: 'KSampler', inputs: { seed: 1, steps: 1 } },
  '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'velvet' } },
};

describe('ComfyUI diagnostics passthroughs', () => {
  let fake: FakeComfy;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    fake = await startFakeComfy({ png: tinyPng(5, 7) });
    ctx = await createTestApp(
      'pglite',
      { ...ADMIN_ENV, COMFYUI_URL: fake.url },
      { imageBackend: createFakeImageBackend() },
    );
    ({ admin, member } = await signUpAdminAndMember(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('relays a prompt, its history and its image to an admin', async () => {
    fake.setMode({ kind: 'ok' });
    const call = asUser(ctx.app, admin);
    const queued = await call('POST', '/api/comfy-prompt', { prompt: graph });
    expect(queued.statusCode).toBe(200);
    const promptId = queued.json().prompt_id as string;
    expect(fake.prompts.at(-1)).toEqual(graph);

    const history = await call('GET', `/api/comfy-history/${promptId}`);
    expect(history.statusCode).toBe(200);
    const image = history.json()[promptId].outputs['9'].images[0];
    expect(image.filename).toMatch(/^velvet_/);

    const view = await call('GET', `/api/comfy-view/${image.filename}?type=output`);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
    expect(Buffer.from(view.rawPayload)).toEqual(Buffer.from(tinyPng(5, 7)));
  });

  it('answers 401 signed out and 403 to members, reaching ComfyUI for neither', async () => {
    const before = fake.prompts.length;
    expect(
      (await asUser(ctx.app, null)('POST', '/api/comfy-prompt', { prompt: graph })).statusCode,
    ).toBe(401);
    const asMember = asUser(ctx.app, member);
    for (const [method, url] of [
      ['POST', '/api/comfy-prompt'],
      ['GET', '/api/comfy-history/fake-1'],
      ['GET', '/api/comfy-view/velvet_fake-1_00001_.png'],
    ] as const) {
      const response = await asMember(
        method,
        url,
        method === 'POST' ? { prompt: graph } : undefined,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    expect(fake.prompts).toHaveLength(before);
  });

  it('refuses bad input with 400: an empty graph, a path in a file name', async () => {
    const call = asUser(ctx.app, admin);
    expect((await call('POST', '/api/comfy-prompt', { prompt: {} })).statusCode).toBe(400);
    expect((await call('POST', '/api/comfy-prompt', { graph })).statusCode).toBe(400);
    expect((await call('GET', '/api/comfy-view/..%2Fsecret.png')).statusCode).toBe(400);
    expect((await call('GET', '/api/comfy-view/a.png?subfolder=..')).statusCode).toBe(400);
  });

  it("says 'comfy-prompt failed: {status}' when ComfyUI refuses, 503 when it is down", async () => {
    const call = asUser(ctx.app, admin);
    fake.setMode({ kind: 'queue-fail', status: 400 });
    const refused = await call('POST', '/api/comfy-prompt', { prompt: graph });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('comfy-prompt failed: 400');
    fake.setMode({ kind: 'down' });
    const down = await call('GET', '/api/comfy-history/fake-1');
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe('comfy-history failed: 503');
    fake.setMode({ kind: 'ok' });
  });

  // Last: it stops the fake ComfyUI.
  it('answers 503 with a clear message when ComfyUI is unreachable', async () => {
    await fake.close();
    const down = await asUser(ctx.app, admin)('GET', '/api/comfy-history/fake-1');
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('comfy_down');
    expect(down.json().error.message).toMatch(/^ComfyUI is not reachable/);
  });
});

describe('ComfyUI diagnostics without ComfyUI', () => {
  it('answers 503 saying that no ComfyUI is configured', async () => {
    const none = await createTestApp('pglite', ADMIN_ENV, {
      imageBackend: createFakeImageBackend(),
    });
    try {
      const { admin } = await signUpAdminAndMember(none.app);
      const off = await asUser(none.app, admin)('POST', '/api/comfy-prompt', { prompt: graph });
      expect(off.statusCode).toBe(503);
      expect(off.json().error).toEqual({
        code: 'comfy_off',
        message: 'No ComfyUI is configured: set COMFYUI_URL to use the ComfyUI diagnostics.',
      });
      const portrait = await asUser(none.app, admin)('POST', '/api/admin/characters/luna/portrait');
      expect(portrait.statusCode).toBe(503);
      expect(portrait.json().error.message).toBe(
        'Generating portraits needs ComfyUI: set COMFYUI_URL.',
      );
    } finally {
      await none.close();
    }
  }, 60_000);
});
