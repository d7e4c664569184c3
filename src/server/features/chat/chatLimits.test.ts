/** Cost abuse: every limit answers 429 (with Retry-After) before any model call. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { createRateLimiter } from '#server/http/rateLimiter.js';
import { testConfig } from '#test/helpers/app.js';
import { ORIGIN, signUp } from '#test/helpers/auth.js';
import { createTestDatabase, databaseKinds } from '#test/helpers/db.js';
import { startFakeOpenAI, type FakeOpenAI } from '#test/helpers/fakeOpenAI.js';

const GUEST_IP_PER_MINUTE = 20;

describe.each(databaseKinds)('chat cost limits on %s', (kind) => {
  let fake: FakeOpenAI;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: Array<Awaited<ReturnType<typeof buildApp>>> = [];

  async function appWith(env: Record<string, string>, redisPrefix?: string) {
    const config = testConfig({ LLM_BASE_URL: fake.baseURL, LLM_MODEL: 'fake-chat', ...env });
    const app = await buildApp({
      config,
      database,
      logger: false,
      webDistDir: '/nonexistent',
      limiter: redisPrefix ? createRateLimiter(process.env.TEST_REDIS_URL, redisPrefix) : undefined,
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: 'Hello there.' });
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await fake?.close();
  });

  const statelessSend = (app: Awaited<ReturnType<typeof buildApp>>, ip: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/chat/send',
      remoteAddress: ip,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { characterId: 'luna', messages: [], lastUser: 'How was your day?' },
    });

  it('bounds the model calls of cookie-less guests from one IP', async () => {
    const app = await appWith({});
    fake.reset();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const response = await statelessSend(app, '203.0.113.7');
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(fake.requests.length).toBeLessThanOrEqual(GUEST_IP_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - fake.requests.length);
    // Another IP is not affected.
    expect((await statelessSend(app, '203.0.113.8')).statusCode).toBe(200);
  });

  it('limits new guest ids per IP, new conversations, and create-then-send', async () => {
    const app = await appWith({ GUEST_IDS_PER_IP_PER_HOUR: '5', CONVERSATIONS_PER_MINUTE: '3' });
    fake.reset();
    let created = 0;
    let replies = 0;
    for (let i = 0; i < 50; i++) {
      const conversation = await app.inject({
        method: 'POST',
        url: '/api/conversations',
        remoteAddress: '198.51.100.4',
        headers: { origin: ORIGIN },
        payload: { characterId: 'luna' },
      });
      if (conversation.statusCode !== 201) {
        expect(conversation.statusCode).toBe(429);
        continue;
      }
      created += 1;
      const cookie = String(conversation.headers['set-cookie']).split(';')[0];
      const { conversation: row } = conversation.json() as { conversation: { id: string } };
      const sent = await app.inject({
        method: 'POST',
        url: `/api/conversations/${row.id}/messages`,
        remoteAddress: '198.51.100.4',
        headers: { origin: ORIGIN, cookie },
        payload: { content: 'Hi' },
      });
      if (sent.statusCode === 200) replies += 1;
    }
    expect(created).toBeLessThanOrEqual(3);
    expect(replies).toBe(fake.requests.length);

    const member = await signUp(app);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/conversations',
          headers: { origin: ORIGIN, cookie: member.cookie },
          payload: { characterId: 'luna' },
        }),
      ),
    );
    expect(burst.filter((response) => response.statusCode === 201)).toHaveLength(3);
  });

  it('spends the global model budget on members after guests are refused', async () => {
    const app = await appWith({ MODEL_CALLS_PER_MINUTE: '4', MODEL_CALLS_GUEST_SHARE: '0.5' });
    fake.reset();
    const guestStatuses = [];
    for (let i = 0; i < 4; i++)
      guestStatuses.push((await statelessSend(app, `192.0.2.${10 + i}`)).statusCode);
    expect(guestStatuses).toEqual([200, 200, 429, 429]);
    const member = await signUp(app);
    const memberStatuses = [];
    for (let i = 0; i < 3; i++)
      memberStatuses.push((await statelessSend(app, '192.0.2.50', member.cookie)).statusCode);
    expect(memberStatuses).toEqual([200, 200, 429]);
    expect(fake.requests).toHaveLength(4);
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'shares the limits across instances through Redis',
    async () => {
      const prefix = `test:${randomBytes(6).toString('hex')}:`;
      const first = await appWith({}, prefix);
      const second = await appWith({}, prefix);
      fake.reset();
      let allowed = 0;
      for (let i = 0; i < 60; i++) {
        const response = await statelessSend(i % 2 ? first : second, '203.0.113.99');
        if (response.statusCode === 200) allowed += 1;
      }
      expect(allowed).toBe(GUEST_IP_PER_MINUTE);
      expect(fake.requests).toHaveLength(GUEST_IP_PER_MINUTE);
    },
  );
});
