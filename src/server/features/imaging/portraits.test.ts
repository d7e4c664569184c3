import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helpers/app.js';
import { ADMIN_ENV, asUser, signUpAdminAndMember } from '#test/helpers/admin.js';
import type { TestUser } from '#test/helpers/auth.js';
import { startFakeComfy, tinyPng, type FakeComfy } from '#test/helpers/fakeComfy.js';
import { createMemoryStorage } from '#test/helpers/memoryStorage.js';
import { imagingTestkit } from './imagingTestkit.js';

// The real ComfyUI client against the fake ComfyUI server.
describe('portraits made by the image pipeline', () => {
  let fake: FakeComfy;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let member: TestUser;
  const kit = imagingTestkit(() => ctx);

  beforeAll(async () => {
    fake = await startFakeComfy({ png: tinyPng(9, 12) });
    ctx = await createTestApp(
      'pglite',
      {
        ...ADMIN_ENV,
        COMFYUI_URL: fake.url,
        IMAGE_RATE_LIMIT_PER_MINUTE: '1000',
        IMAGE_IP_PER_MINUTE: '1000',
      },
      { fileStorage: createMemoryStorage() },
    );
    ({ admin, member } = await signUpAdminAndMember(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('draws the portrait from the appearance, serves it publicly and makes it the face reference', async () => {
    const before = fake.prompts.length;
    const response = await asUser(ctx.app, admin)('POST', '/api/admin/characters/luna/portrait');
    expect(response.statusCode).toBe(200);
    const character = response.json();
    expect(character.imageUrl).toMatch(/^\/media\/portraits\/generated\/luna\/[0-9a-f-]{36}\.png$/);
    expect(character.faceRefUrl).toBe(character.imageUrl);
    expect(fake.prompts).toHaveLength(before + 1);
    const graph = Object.values(fake.prompts.at(-1)!);
    const positive = graph.find(
      (node) => node.class_type === 'CLIPTextEncode' && String(node.inputs.text).includes('Luna'),
    );
    expect(String(positive?.inputs.text)).toContain('warm smile');

    const file = await asUser(ctx.app, null)('GET', character.imageUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.from(file.rawPayload)).toEqual(Buffer.from(tinyPng(9, 12)));
    const card = (await asUser(ctx.app, null)('GET', '/api/characters/luna')).json();
    expect(card.imageUrl ?? card.character?.imageUrl).toBe(character.imageUrl);

    // A member's next image of Luna starts from that face (image-to-image at denoise 0.55).
    const user = await kit.premium();
    const uploads = fake.uploads.length;
    const started = await kit.generate(user);
    expect((await kit.settle(user, started.json().jobId)).status).toBe('done');
    expect(fake.uploads).toHaveLength(uploads + 1);
    const nodes = Object.values(fake.prompts.at(-1)!);
    expect(nodes.find((node) => node.class_type === 'LoadImage')?.inputs.image).toBe(
      fake.uploads.at(-1)!.name,
    );
    expect(nodes.find((node) => node.class_type === 'KSampler')?.inputs.denoise).toBe(0.55);
  });

  it('is for admins only (403), 404 for an unknown character, and 404 for an unknown file', async () => {
    const before = fake.prompts.length;
    expect(
      (await asUser(ctx.app, member)('POST', '/api/admin/characters/aria/portrait')).statusCode,
    ).toBe(403);
    expect(
      (await asUser(ctx.app, admin)('POST', '/api/admin/characters/nobody/portrait')).statusCode,
    ).toBe(404);
    expect(fake.prompts).toHaveLength(before);
    const missing = await asUser(ctx.app, null)(
      'GET',
      '/media/portraits/generated/luna/00000000-0000-0000-0000-000000000000.png',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('answers 503 with the reason when ComfyUI fails, leaving the portrait as it was', async () => {
    const call = asUser(ctx.app, admin);
    const before = (await call('GET', '/api/admin/characters/aria')).json();
    fake.setMode({ kind: 'queue-fail', status: 500 });
    try {
      const response = await call('POST', '/api/admin/characters/aria/portrait');
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toMatch(/comfy-prompt failed: 500/);
    } finally {
      fake.setMode({ kind: 'ok' });
    }
    expect((await call('GET', '/api/admin/characters/aria')).json().imageUrl).toBe(before.imageUrl);
  });
});
