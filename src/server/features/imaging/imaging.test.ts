import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_DEFAULT_SEED } from '#shared/constants.js';
import { IMAGING_MESSAGES, imageSettingsFor } from '#shared/imaging.js';
import { jobs, safetyIncidents } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helpers/app.js';
import { signUp } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { ledgerRows } from '#test/helpers/ledger.js';
import { createFakeImageBackend, type FakeImageBackend } from '#test/helpers/fakeImageBackend.js';
import { createMemoryStorage } from '#test/helpers/memoryStorage.js';
import { readEventStream } from '#test/helpers/sse.js';
import { imagingTestkit } from './imagingTestkit.js';

describe.each(databaseKinds)('image generation on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fake: FakeImageBackend;
  const storage = createMemoryStorage();
  const kit = imagingTestkit(() => ctx);
  const { call, generate, premium, settle } = kit;

  beforeAll(async () => {
    fake = createFakeImageBackend();
    ctx = await createTestApp(
      kind,
      { IMAGE_RATE_LIMIT_PER_MINUTE: '1000', IMAGE_IP_PER_MINUTE: '1000' },
      { imageBackend: fake, fileStorage: storage },
    );
  });
  afterAll(async () => ctx?.close());

  const ledger = (userId: string) => ledgerRows(ctx.database.db, userId);

  it('answers 401 to guests and 402 to free members, writing nothing', async () => {
    expect((await generate(null)).statusCode).toBe(401);
    const free = await signUp(ctx.app);
    const response = await generate(free);
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({
      code: 'premium_required',
      message: IMAGING_MESSAGES.premiumRequired,
    });
    expect(await kit.requestsOf(free.id)).toHaveLength(0);
  });

  it.each([
    ['characterId', { characterId: 'nobody' }],
    ['resolution', { resolution: '4000x4000' }],
    ['angle', { angle: 'upside-down' }],
    ['quickAction', { quickAction: 'skydiving' }],
    ['userText', { userText: 'hello\u0000there' }],
    ['userText', { userText: '   ' }],
    ['withCharacterId', { withCharacterId: 'luna' }],
  ])('refuses a bad %s with 400 naming it, and queues nothing', async (field, overrides) => {
    const user = await premium();
    const response = await generate(user, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
    expect(await kit.requestsOf(user.id)).toHaveLength(0);
  });

  it('makes the image in a job and puts it in the collection, for its owner only', async () => {
    const user = await premium();
    const response = await generate(user, { angle: 'full-body', resolution: '512x768' });
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json();
    const status = await settle(user, jobId);
    expect(status).toMatchObject({ status: 'done', progress: 100, error: null, creditsCharged: 0 });
    expect(status.image).toMatchObject({
      character_id: 'luna',
      characters: { name: 'Luna' },
      prompt: 'Reading a book in a cafe',
      nsfw_level: 'sfw',
      width: 512,
      height: 768,
      preview: true,
    });
    const sent = fake.requests.at(-1)!;
    // Luna has a seed and checkpoint of her own, so her images keep one look.
    expect(sent).toMatchObject({
      characterId: 'luna',
      width: 512,
      height: 768,
      ...imageSettingsFor('luna'),
    });
    expect(sent.seed).not.toBe(IMAGE_DEFAULT_SEED);
    expect(sent.prompt).toContain('Reading a book in a cafe');
    expect(sent.prompt).toContain('full body shot');
    expect(sent.negativePrompt.length).toBeGreaterThan(0);

    const collection = (await call(user, 'GET', '/api/imaging/collection')).json();
    expect(collection).toMatchObject({ total: 1, nextOffset: null });
    const file = await call(user, 'GET', status.image.image_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const download = await call(user, 'GET', status.image.download_url);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="Luna-\d{4}-\d\d-\d\d-[0-9a-f]{8}\.png"$/,
    );

    const stranger = await premium();
    const imageId = status.image.id;
    for (const [method, url] of [
      ['GET', `/api/imaging/jobs/${jobId}`],
      ['GET', `/api/imaging/jobs/${jobId}/events`],
      ['GET', `/api/imaging/images/${imageId}/file`],
      ['PUT', `/api/imaging/collection/${imageId}/favorite`],
      ['POST', `/api/imaging/collection/${imageId}/share`],
      ['POST', `/api/imaging/collection/${imageId}/downloaded`],
      ['DELETE', `/api/imaging/collection/${imageId}/share`],
      ['DELETE', `/api/imaging/collection/${imageId}`],
    ] as const) {
      const payload = method === 'PUT' ? { is_favorite: true } : undefined;
      expect((await call(stranger, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(stranger, 'GET', '/api/imaging/collection')).json().total).toBe(0);
  });

  it('streams progress as Server-Sent Events until the job ends', async () => {
    const user = await premium();
    const { jobId } = (await generate(user)).json();
    await settle(user, jobId);
    const stream = await call(user, 'GET', `/api/imaging/jobs/${jobId}/events`);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.body).toContain('event: done');
    expect(stream.body).toContain('"status":"done"');
  });

  it('streams live progress over HTTP while the job runs, then the result', async () => {
    const user = await premium();
    fake.hold();
    const { jobId } = (await generate(user)).json();
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const events = await readEventStream(
      `${base}/api/imaging/jobs/${jobId}/events`,
      { headers: { cookie: user.cookie } },
      (event) => {
        // The backend reported 50% and waits: release it once the page has seen that.
        if (event.event === 'progress' && (event.data as { progress: number }).progress === 50)
          fake.release();
      },
    );
    expect(events.some((event) => event.event === 'progress')).toBe(true);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { status: 'done', progress: 100 } });
  });

  it('refuses a prompt the safety policy refuses, counts it, and queues nothing', async () => {
    const user = await premium();
    const response = await generate(user, { userText: 'She is 16 and posing in lingerie' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('content_refused');
    expect(await kit.requestsOf(user.id)).toHaveLength(0);
    const incidents = await ctx.database.db
      .select()
      .from(safetyIncidents)
      .where(eq(safetyIncidents.userId, user.id));
    expect(incidents.map((row) => row.category)).toEqual(['minors']);
  });

  it.each([
    'Make her look 15 years old',
    'at her sixteenth birthday party with balloons',
    'make her look younger, like a kid on a swing',
  ])('refuses any minor subject in an image, intimate or not: %s', async (userText) => {
    const user = await premium();
    const response = await generate(user, { userText, quickAction: 'bikini' });
    expect(response.statusCode).toBe(422);
    expect(await kit.requestsOf(user.id)).toHaveLength(0);
    const plain = await generate(user, { userText });
    expect(plain.statusCode).toBe(422);
  });

  it('lets an adult scene that mentions age or school through', async () => {
    const user = await premium();
    const response = await generate(user, {
      userText: 'She is 25, reading in a cafe near her old school',
    });
    expect(response.statusCode).toBe(202);
  });

  it('charges a fetish image and refunds it when the backend fails for good', async () => {
    const user = await premium(1000);
    fake.failNext('permanent');
    const { jobId } = (await generate(user, { quickAction: 'latex' })).json();
    const status = await settle(user, jobId);
    expect(status).toMatchObject({
      status: 'failed',
      error: `${IMAGING_MESSAGES.generationFailed}: comfy-prompt failed: 400`,
      creditsCharged: 100,
      creditsRefunded: true,
      image: null,
    });
    expect(await ledger(user.id)).toEqual([
      ['purchase', 1000, null],
      ['usage', -100, 'custom_image'],
      ['adjustment', 100, 'custom_image'],
    ]);
    expect(await ctx.app.services.credits.balance(user.id)).toBe(1000);
  });

  it('retries a transient failure, and refunds a scene that fails on every attempt', async () => {
    const user = await premium(1000);
    fake.failNext('transient');
    const first = (await generate(user)).json().jobId;
    expect((await settle(user, first)).status).toBe('running');
    await kit.dueNow(first);
    expect((await settle(user, first)).status).toBe('done');

    fake.failNext('transient', 'transient', 'transient');
    const scene = (await generate(user, { withCharacterId: 'aria' })).json().jobId;
    let status = await settle(user, scene);
    for (let attempt = 2; attempt <= 3; attempt++) {
      await kit.dueNow(scene);
      status = await settle(user, scene);
    }
    expect(status).toMatchObject({
      status: 'failed',
      error: `${IMAGING_MESSAGES.generationFailed}: ComfyUI is not reachable`,
      creditsCharged: 150,
      creditsRefunded: true,
    });
    expect(fake.requests.at(-1)!.prompt).toMatch(/Luna.*and Aria/);
    expect((await ledger(user.id)).slice(1)).toEqual([
      ['usage', -150, 'multi_character_scene'],
      ['adjustment', 150, 'multi_character_scene'],
    ]);
  });

  it('says what is missing when credits are short, and writes nothing', async () => {
    const user = await premium(50);
    const response = await generate(user, { quickAction: 'latex' });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toEqual({
      code: 'insufficient_credits',
      message: 'This image costs 100 credits and your balance is 50. Buy credits to continue.',
    });
    expect(await kit.requestsOf(user.id)).toHaveLength(0);
    expect(await ledger(user.id)).toHaveLength(1);
  });

  it('refuses an image past the monthly spending cap', async () => {
    const user = await premium(1000);
    await ctx.app.services.credits.setMonthlyCap(user.id, 50);
    const response = await generate(user, { quickAction: 'latex' });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe('monthly_cap_reached');
    expect(await kit.requestsOf(user.id)).toHaveLength(0);
  });

  it('lets a member run two images at once and answers 429 to a third', async () => {
    const user = await premium();
    fake.hold();
    const running = [(await generate(user)).json().jobId, (await generate(user)).json().jobId];
    const third = await generate(user);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.json().error.message).toBe(IMAGING_MESSAGES.tooManyRunning);
    fake.release();
    for (const id of running) expect((await settle(user, id)).status).toBe('done');
    const fourth = await generate(user);
    expect(fourth.statusCode).toBe(202);
    expect((await settle(user, fourth.json().jobId)).status).toBe('done');
  });

  it('frees the slot of a request whose job ended without its bookkeeping', async () => {
    const user = await premium();
    fake.hold();
    const stuck = [(await generate(user)).json().jobId, (await generate(user)).json().jobId];
    expect((await generate(user)).statusCode).toBe(429);
    // As if the instance died inside onFailed: the job is failed, the request still "running".
    const [request] = await kit.requestsOf(user.id);
    await ctx.database.db
      .update(jobs)
      .set({ status: 'failed', lockedBy: null })
      .where(eq(jobs.id, request!.jobId!));
    const next = await generate(user);
    expect(next.statusCode).toBe(202);
    fake.release();
    for (const id of [...stuck, next.json().jobId]) await settle(user, id);
  });

  it('shares SFW images only, revokes links, filters, favourites and deletes', async () => {
    const user = await premium();
    const sfw = (await settle(user, (await generate(user)).json().jobId)).image;
    const nsfwJob = (await generate(user, { quickAction: 'bikini' })).json().jobId;
    const nsfw = (await settle(user, nsfwJob)).image;
    expect(nsfw.nsfw_level).toBe('nsfw');

    const refused = await call(user, 'POST', `/api/imaging/collection/${nsfw.id}/share`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Only SFW images can be shared publicly');
    const shared = await call(user, 'POST', `/api/imaging/collection/${sfw.id}/share`);
    const shareUrl = new URL(shared.json().share_url);
    expect((await call(null, 'GET', shareUrl.pathname)).statusCode).toBe(200);
    expect((await call(user, 'DELETE', `/api/imaging/collection/${sfw.id}/share`)).statusCode).toBe(
      204,
    );
    expect((await call(null, 'GET', shareUrl.pathname)).statusCode).toBe(404);

    const favorite = await call(user, 'PUT', `/api/imaging/collection/${nsfw.id}/favorite`, {
      is_favorite: true,
    });
    expect(favorite.json().is_favorite).toBe(true);
    const ids = async (filter: string) =>
      (await call(user, 'GET', `/api/imaging/collection?filter=${filter}`))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await ids('all')).toEqual([nsfw.id, sfw.id]);
    expect(await ids('sfw')).toEqual([sfw.id]);
    expect(await ids('nsfw')).toEqual([nsfw.id]);
    expect(await ids('favorites')).toEqual([nsfw.id]);
    expect((await call(user, 'GET', '/api/imaging/collection?filter=odd')).statusCode).toBe(400);

    expect((await call(user, 'DELETE', `/api/imaging/collection/${nsfw.id}`)).statusCode).toBe(204);
    expect((await call(user, 'GET', nsfw.image_url)).statusCode).toBe(404);
    expect(await ids('all')).toEqual([sfw.id]);
  });

  it("exports a member's images and removes their files with the account", async () => {
    const user = await premium();
    const image = (await settle(user, (await generate(user)).json().jobId)).image;
    const exported = (await call(user, 'GET', '/api/me/export')).json();
    expect(exported.imaging.images).toEqual([
      expect.objectContaining({ id: image.id, prompt: 'Reading a book in a cafe' }),
    ]);
    const key = `images/${user.id}/${image.id}.png`;
    expect(storage.objects.has(key)).toBe(true);
    const deleted = await call(user, 'DELETE', '/api/me', { confirmEmail: user.email });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(storage.objects.has(key)).toBe(false);
    expect(await kit.requestsOf(user.id)).toHaveLength(0);
  });

  it('keeps the job row of every request it accepted', async () => {
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.queue, 'image'));
    expect(queued.every((job) => job.status === 'done' || job.status === 'failed')).toBe(true);
  });
});
