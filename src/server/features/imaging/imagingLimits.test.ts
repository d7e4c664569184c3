import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGING_MESSAGES } from '#shared/imaging.js';
import { createTestApp } from '#test/helpers/app.js';
import { databaseKinds } from '#test/helpers/db.js';
import { createFakeImageBackend } from '#test/helpers/fakeImageBackend.js';
import { createMemoryStorage } from '#test/helpers/memoryStorage.js';
import { imagingTestkit } from './imagingTestkit.js';

describe.each(databaseKinds)('image generation limits on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const kit = imagingTestkit(() => ctx);

  beforeAll(async () => {
    ctx = await createTestApp(
      kind,
      { IMAGE_RATE_LIMIT_PER_MINUTE: '1', IMAGE_IP_PER_MINUTE: '100', IMAGE_JOBS_PER_MINUTE: '2' },
      { imageBackend: createFakeImageBackend(), fileStorage: createMemoryStorage() },
    );
  });
  afterAll(async () => ctx?.close());

  it('limits requests per member and the whole app per minute, with Retry-After', async () => {
    const first = await kit.premium();
    const accepted = await kit.generate(first);
    expect(accepted.statusCode).toBe(202);
    const again = await kit.generate(first);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/^You're creating images too fast\./);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    expect((await kit.generate(await kit.premium())).statusCode).toBe(202);
    const busy = await kit.generate(await kit.premium());
    expect(busy.statusCode).toBe(429);
    expect(busy.json().error.message).toContain(IMAGING_MESSAGES.busy);
    expect((await kit.settle(first, accepted.json().jobId)).status).toBe('done');
  });
});

describe.each(databaseKinds)('image generation on the embedded defaults on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const kit = imagingTestkit(() => ctx);
  beforeAll(async () => {
    // No injected backend or storage: the local preview renderer and files under DATA_DIR.
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  it('renders a real preview PNG, stores it and serves it to its owner', async () => {
    const user = await kit.premium();
    const accepted = await kit.generate(user);
    expect(accepted.statusCode).toBe(202);
    const job = await kit.settle(user, accepted.json().jobId);
    expect(job.status).toBe('done');
    const file = await kit.call(user, 'GET', `/api/imaging/images/${job.image.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(file.rawPayload.includes(Buffer.from('PREVIEW'))).toBe(true);
    const stranger = await kit.premium();
    const denied = await kit.call(stranger, 'GET', `/api/imaging/images/${job.image.id}/file`);
    expect(denied.statusCode).toBe(404);
  });
});
