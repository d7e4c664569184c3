import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_IMAGE_CAPTION, hasImageIntent } from '#shared/imaging.js';
import { createTestApp } from '#test/helpers/app.js';
import { signUp, type TestUser } from '#test/helpers/auth.js';
import { startFakeComfy, tinyPng, type FakeComfy } from '#test/helpers/fakeComfy.js';
import { createMemoryStorage } from '#test/helpers/memoryStorage.js';
import { imagingTestkit } from './imagingTestkit.js';

describe('image intent in a chat message', () => {
  it.each([
    'Send me a selfie!',
    'can I see a PHOTO of you',
    'show  me your outfit',
    'two pictures please',
    'you look cute',
  ])('is found in %j', (text) => expect(hasImageIntent(text)).toBe(true));

  it.each(['Which hotel was it?', 'imagine a castle', 'photography class', 'good morning'])(
    'is not found in %j',
    (text) => expect(hasImageIntent(text)).toBe(false),
  );
});

// The real ComfyUI client against the fake ComfyUI server: a selfie asked in chat comes back
// as the character's message in that conversation.
describe('selfies in chat', () => {
  let fake: FakeComfy;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const kit = imagingTestkit(() => ctx);

  beforeAll(async () => {
    fake = await startFakeComfy({ png: tinyPng(6, 8), mode: { kind: 'ok', progressSteps: 4 } });
    ctx = await createTestApp(
      'pglite',
      { COMFYUI_URL: fake.url, IMAGE_RATE_LIMIT_PER_MINUTE: '1000', IMAGE_IP_PER_MINUTE: '1000' },
      { fileStorage: createMemoryStorage() },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  async function conversation(user: TestUser, characterId = 'luna') {
    const created = await kit.call(user, 'POST', '/api/conversations', { characterId });
    expect(created.statusCode).toBe(201);
    return created.json().conversation.id as string;
  }

  const messages = async (user: TestUser, id: string) =>
    (await kit.call(user, 'GET', `/api/conversations/${id}/messages`)).json().items as Array<{
      role: string;
      kind: string;
      content: string;
      imageUrl: string | null;
    }>;

  it("posts the finished image to the conversation as the character's message", async () => {
    const user = await kit.premium();
    const conversationId = await conversation(user);
    const started = await kit.generate(user, { userText: 'Send me a selfie', conversationId });
    expect(started.statusCode).toBe(202);
    const status = await kit.settle(user, started.json().jobId);
    expect(status).toMatchObject({ status: 'done', progress: 100 });
    expect(fake.prompts.length).toBeGreaterThan(0);

    const last = (await messages(user, conversationId)).at(-1)!;
    expect(last).toMatchObject({
      role: 'assistant',
      kind: 'image',
      content: CHAT_IMAGE_CAPTION,
      imageUrl: `/api/imaging/images/${status.image.id}/file`,
    });
    const file = await kit.call(user, 'GET', last.imageUrl!);
    expect(file.statusCode).toBe(200);
    expect(Buffer.from(file.rawPayload)).toEqual(Buffer.from(tinyPng(6, 8)));
    // The image is in the collection too.
    const collection = (await kit.call(user, 'GET', '/api/imaging/collection')).json();
    expect(collection.items.map((item: { id: string }) => item.id)).toContain(status.image.id);
  });

  it("answers 404 for someone else's conversation or another character's, writing nothing", async () => {
    const owner = await kit.premium();
    const stranger = await kit.premium();
    const conversationId = await conversation(owner);
    const foreign = await kit.generate(stranger, { conversationId });
    expect(foreign.statusCode).toBe(404);
    const otherCharacter = await kit.generate(owner, { characterId: 'aria', conversationId });
    expect(otherCharacter.statusCode).toBe(404);
    expect(await kit.requestsOf(stranger.id)).toHaveLength(0);
    expect(await kit.requestsOf(owner.id)).toHaveLength(0);
  });

  it('gives free members the Premium paywall (402) and posts nothing', async () => {
    const free = await signUp(ctx.app);
    const conversationId = await conversation(free);
    const before = await messages(free, conversationId);
    const response = await kit.generate(free, { userText: 'Send me a photo', conversationId });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe('premium_required');
    expect(await messages(free, conversationId)).toEqual(before);
  });

  it('posts nothing to the chat when the image fails', async () => {
    const user = await kit.premium();
    const conversationId = await conversation(user);
    fake.setMode({ kind: 'execution-error' });
    try {
      const started = await kit.generate(user, { userText: 'A photo please', conversationId });
      const status = await kit.settle(user, started.json().jobId);
      expect(status.status).toBe('failed');
      expect(status.error).toMatch(/^Generation failed: /);
    } finally {
      fake.setMode({ kind: 'ok' });
    }
    expect((await messages(user, conversationId)).map((m) => m.kind)).toEqual(['greeting']);
  });
});
