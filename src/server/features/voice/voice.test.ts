import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VOICE_MESSAGES } from '#shared/constants.js';
import { messageAudio, messages } from '#server/db/schema/index.js';
import { OpenAiSpeechProvider } from '#server/providers/tts/index.js';
import { createTestApp } from '#test/helpers/app.js';
import { signUp } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { startFakeSpeech, type FakeSpeech } from '#test/helpers/fakeSpeech.js';
import { ledgerRows } from '#test/helpers/ledger.js';
import { createMemoryStorage } from '#test/helpers/memoryStorage.js';
import { imagingTestkit } from '../imaging/imagingTestkit.js';

describe.each(databaseKinds)('voice replies on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fake: FakeSpeech;
  const storage = createMemoryStorage();
  const { call, premium } = imagingTestkit(() => ctx);

  beforeAll(async () => {
    fake = await startFakeSpeech({ apiKey: 'sk-voice' });
    // The real client against the fake endpoint; a short timeout drives the hang case.
    const speech = new OpenAiSpeechProvider({
      baseURL: fake.baseURL,
      apiKey: 'sk-voice',
      model: 'tts-1',
      format: 'mp3',
      timeoutMs: 3000,
    });
    ctx = await createTestApp(
      kind,
      { IMAGE_RATE_LIMIT_PER_MINUTE: '1000', IMAGE_IP_PER_MINUTE: '1000' },
      { speech, fileStorage: storage, voiceWaitMs: 30_000 },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });
  beforeEach(() => fake.setFault('none'));

  type User = Awaited<ReturnType<typeof premium>>;
  /** A conversation with `characterId`; its greeting is a voiceable assistant message. */
  async function greeting(user: User, characterId = 'luna') {
    const response = await call(user, 'POST', '/api/conversations', { characterId });
    expect(response.statusCode).toBeLessThan(300);
    const body = response.json();
    return {
      conversationId: body.conversation.id as string,
      messageId: body.messages[0].id as string,
    };
  }
  const listen = (user: User | null, messageId: string) =>
    call(user, 'POST', `/api/messages/${messageId}/audio`);
  const ledger = (userId: string) => ledgerRows(ctx.database.db, userId);

  it('answers 404 to guests (not their message) and 402 to free members', async () => {
    const free = await signUp(ctx.app);
    const { messageId } = await greeting(free);
    expect((await listen(null, messageId)).statusCode).toBe(404);
    const response = await listen(free, messageId);
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({
      code: 'premium_required',
      message: VOICE_MESSAGES.premiumRequired,
    });
  });

  it('voices a reply once in the character’s voice, charges 50, and replays it free', async () => {
    const user = await premium(120);
    const { messageId, conversationId } = await greeting(user, 'luna');
    fake.calls.length = 0;
    const first = await listen(user, messageId);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ creditsCharged: 50, balance: 70, offline: false });
    expect(body.audioUrl).toMatch(/^\/api\/voice\/audio\/[0-9a-f-]{36}$/);
    expect(body.durationMs).toBeGreaterThan(500);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.body).toMatchObject({ voice: 'shimmer', speed: 0.95, model: 'tts-1' });

    const file = await call(user, 'GET', body.audioUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.rawPayload.byteLength).toBeGreaterThan(100);

    const again = await listen(user, messageId);
    expect(again.json()).toMatchObject({ audioUrl: body.audioUrl, creditsCharged: 0, balance: 70 });
    expect(fake.calls).toHaveLength(1);
    expect(await ledger(user.id)).toEqual([
      ['purchase', 120, null],
      ['usage', -50, 'audio_reply'],
    ]);

    const listed = await call(user, 'GET', `/api/conversations/${conversationId}/audio`);
    expect(listed.json().items).toEqual([
      { messageId, audioUrl: body.audioUrl, durationMs: body.durationMs, offline: false },
    ]);
  });

  it('speaks each character with its own voice, and with the voice an admin sets', async () => {
    const user = await premium(200);
    const { messageId } = await greeting(user, 'raven');
    fake.calls.length = 0;
    expect((await listen(user, messageId)).statusCode).toBe(200);
    expect(fake.calls[0]!.body).toMatchObject({ voice: 'ballad', speed: 0.9 });

    await ctx.app.services.voice.setVoice('aria', {
      voiceId: 'af_bella',
      offlineVoice: 'en-gb+f4',
      speed: 1.2,
      pitch: 40,
    });
    const aria = await greeting(user, 'aria');
    expect((await listen(user, aria.messageId)).statusCode).toBe(200);
    expect(fake.calls[1]!.body).toMatchObject({ voice: 'af_bella', speed: 1.2 });
  });

  it('hides other people’s messages and audio behind 404', async () => {
    const owner = await premium(100);
    const other = await premium(100);
    const { messageId, conversationId } = await greeting(owner);
    expect((await listen(other, messageId)).statusCode).toBe(404);
    expect((await listen(other, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const { audioUrl } = (await listen(owner, messageId)).json();
    expect((await call(other, 'GET', audioUrl)).statusCode).toBe(404);
    expect((await call(null, 'GET', audioUrl)).statusCode).toBe(401);
    expect(
      (await call(other, 'GET', `/api/conversations/${conversationId}/audio`)).statusCode,
    ).toBe(404);
    expect(await ledger(other.id)).toEqual([['purchase', 100, null]]);
  });

  it('never voices a refused or crisis reply, nor a user message, and charges nothing', async () => {
    const user = await premium(100);
    const { conversationId, messageId } = await greeting(user);
    const [refused, crisis, mine] = await ctx.database.db
      .insert(messages)
      .values([
        {
          conversationId,
          role: 'assistant',
          content: 'I can’t continue with that.',
          status: 'complete',
          safety: { action: 'refused', category: 'minors' },
        },
        {
          conversationId,
          role: 'assistant',
          content: 'You matter. Please reach out to someone you trust.',
          status: 'complete',
          safety: { action: 'crisis', category: 'self_harm' },
        },
        { conversationId, role: 'user', content: 'Hello there.', status: 'sent' },
      ])
      .returning();
    for (const row of [refused!, crisis!, mine!]) {
      const response = await listen(user, row.id);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'not_voiceable',
        message: VOICE_MESSAGES.notVoiceable,
      });
    }
    expect(messageId).toBeTruthy();
    expect(await ledger(user.id)).toEqual([['purchase', 100, null]]);
  });

  it('answers 402 with the cost, the balance and where to buy when credits are short', async () => {
    const user = await premium(30);
    const { messageId } = await greeting(user);
    const response = await listen(user, messageId);
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toEqual({
      code: 'insufficient_credits',
      message: VOICE_MESSAGES.insufficient(50, 30),
    });
    expect(await ledger(user.id)).toEqual([['purchase', 30, null]]);
  });

  it('charges once when the same message is asked for many times at once', async () => {
    const user = await premium(50);
    const { messageId } = await greeting(user);
    const responses = await Promise.all(Array.from({ length: 6 }, () => listen(user, messageId)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const bodies = responses.map((response) => response.json());
    expect(new Set(bodies.map((body) => body.audioUrl)).size).toBe(1);
    expect(bodies.filter((body) => body.creditsCharged === 50)).toHaveLength(1);
    expect(await ledger(user.id)).toEqual([
      ['purchase', 50, null],
      ['usage', -50, 'audio_reply'],
    ]);
    expect(await ctx.app.services.credits.balance(user.id)).toBe(0);
  });

  it('refunds the credits when the endpoint refuses, and charges again on a later success', async () => {
    const user = await premium(100);
    const { messageId } = await greeting(user);
    fake.setFault('error400');
    const failed = await listen(user, messageId);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error).toMatchObject({
      code: 'voice_failed',
      message: VOICE_MESSAGES.failed,
    });
    expect(await ctx.app.services.credits.balance(user.id)).toBe(100);
    const [row] = await ctx.database.db
      .select()
      .from(messageAudio)
      .where(eq(messageAudio.messageId, messageId));
    expect(row).toMatchObject({ status: 'failed', refunded: true });

    fake.setFault('none');
    expect((await listen(user, messageId)).json()).toMatchObject({
      creditsCharged: 50,
      balance: 50,
    });
    expect(await ledger(user.id)).toEqual([
      ['purchase', 100, null],
      ['usage', -50, 'audio_reply'],
      ['adjustment', 50, 'audio_reply'],
      ['usage', -50, 'audio_reply'],
    ]);
  });

  it('refunds after the endpoint times out on every attempt', { timeout: 60_000 }, async () => {
    const user = await premium(60);
    const { messageId } = await greeting(user);
    fake.setFault('hang');
    const response = await listen(user, messageId);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('voice_failed');
    expect(await ctx.app.services.credits.balance(user.id)).toBe(60);
  });
});

describe('voice reply limits', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const { call, premium } = imagingTestkit(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp(
      'pglite',
      { IMAGE_RATE_LIMIT_PER_MINUTE: '2', IMAGE_IP_PER_MINUTE: '1000' },
      { fileStorage: createMemoryStorage(), speech: fakeOffline() },
    );
  });
  afterAll(async () => ctx?.close());

  it('answers 429 with Retry-After past the image rate per member', async () => {
    const user = await premium(500);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const created = (
        await call(user, 'POST', '/api/conversations', { characterId: 'mei' })
      ).json();
      const response = await call(user, 'POST', `/api/messages/${created.messages[0].id}/audio`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await ctx.app.services.credits.balance(user.id)).toBe(400);
  });
});

/** A speech provider answering at once with a few bytes, labelled offline. */
function fakeOffline() {
  return {
    kind: 'offline' as const,
    maxInputChars: 1000,
    async synthesize() {
      return {
        bytes: new Uint8Array([1, 2, 3]),
        contentType: 'audio/mpeg' as const,
        durationMs: 1000,
        offline: true,
      };
    },
  };
}
