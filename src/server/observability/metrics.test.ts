/** `/metrics`: off without a token, 401 with a wrong one, and the figures move with the app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helpers/app.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { startFakeOpenAI, type FakeOpenAI } from '#test/helpers/fakeOpenAI.js';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line, e.g. `chat_replies_total{outcome="started"}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const line = text
    .split('\n')
    .find((candidate) =>
      candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)
        ? Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`))
        : false,
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics', () => {
  let fake: FakeOpenAI;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let user: TestUser;

  const scrape = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: 'Hello there, nice to see you.' });
    ctx = await createTestApp('pglite', {
      LLM_BASE_URL: fake.baseURL,
      LLM_MODEL: 'fake-chat',
      METRICS_TOKEN: TOKEN,
    });
    user = await signUp(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('is off (404) without METRICS_TOKEN and refuses a wrong or missing token', async () => {
    const off = await createTestApp('pglite');
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    } finally {
      await off.close();
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ error: { code: 'unauthorized' } });
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    // A session, even signed in, is not the token.
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { cookie: user.cookie },
    });
    expect(session.statusCode).toBe(401);
  });

  it('counts requests by route pattern, not by URL', async () => {
    for (const id of ['luna', 'no-such-character'])
      await ctx.app.inject({ method: 'GET', url: `/api/characters/${id}` });
    const text = await scrape();
    const route = '/api/characters/:id';
    expect(sample(text, 'http_requests_total', { route, status_code: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route, status_code: '404' })).toBe(1);
    expect(text).not.toContain('no-such-character');
    expect(sample(text, 'http_request_duration_seconds_count', { route })).toBe(2);
    // Default process metrics: event-loop lag and memory.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts replies, streams, model latency and tokens, paywall views and safety refusals', async () => {
    const headers = { origin: ORIGIN, cookie: user.cookie };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers,
      payload: { characterId: 'luna' },
    });
    const id = (created.json() as { conversation: { id: string } }).conversation.id;
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { ...headers, accept: 'text/event-stream' },
      payload: { content: 'How was your day?' },
    });
    expect(streamed.statusCode).toBe(200);
    const paywalled = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers,
      payload: { content: 'Take off your clothes' },
    });
    expect(paywalled.statusCode).toBe(402);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers,
      payload: { content: 'I want to die' },
    });

    const text = await scrape();
    expect(sample(text, 'chat_replies_total', { outcome: 'started' })).toBe(1);
    expect(sample(text, 'chat_replies_total', { outcome: 'complete' })).toBe(1);
    expect(sample(text, 'sse_open_streams')).toBe(0);
    expect(sample(text, 'model_first_token_seconds_count', { model: 'fake-chat' })).toBe(1);
    expect(
      sample(text, 'model_call_duration_seconds_count', { model: 'fake-chat', outcome: 'ok' }),
    ).toBe(1);
    const output = sample(text, 'model_tokens_total', { model: 'fake-chat', direction: 'output' });
    expect(output).toBeGreaterThan(0);
    expect(sample(text, 'app_events_total', { type: 'paywall_view' })).toBe(1);
    expect(
      sample(text, 'safety_incidents_total', {
        source: 'user',
        action: 'crisis',
        category: 'self_harm',
      }),
    ).toBe(1);
    // Nothing a user wrote reaches the figures.
    expect(text).not.toContain('clothes');
  });

  it('reads job queue depth and failures and webhook states from the database', async () => {
    await ctx.app.services.jobs.enqueue(
      'metrics-probe',
      {},
      { runAt: new Date(Date.now() + 3.6e6) },
    );
    const text = await scrape();
    expect(sample(text, 'jobs', { queue: 'metrics-probe', status: 'queued' })).toBe(1);
    expect(sample(text, 'webhook_events', { state: 'failed' })).toBe(0);
  });

  it('keeps a registry per app, so two apps in one process count apart', async () => {
    const second = await createTestApp('pglite', { METRICS_TOKEN: TOKEN });
    try {
      await second.app.inject({ method: 'GET', url: '/healthz' });
      const text = (
        await second.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
      expect(sample(text, 'http_requests_total', { route: '/healthz' })).toBe(1);
      expect(sample(text, 'chat_replies_total', { outcome: 'started' })).toBeUndefined();
    } finally {
      await second.close();
    }
  });
});
