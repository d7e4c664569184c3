import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat.js';
import { createTestApp } from '#test/helpers/app.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { startFakeOpenAI, type FakeOpenAI } from '#test/helpers/fakeOpenAI.js';
import { readEventStream } from '#test/helpers/sse.js';

/** Over a real socket: a real SSE client, and a client that goes away mid-reply. */
describe('chat streaming over real HTTP', () => {
  let fake: FakeOpenAI;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let base: string;
  let user: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAI({
      reply: 'one two three four five six seven eight nine ten',
      tokenDelayMs: 25,
    });
    ctx = await createTestApp('pglite', { LLM_BASE_URL: fake.baseURL, LLM_MODEL: 'fake-chat' });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    user = await signUp(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  const headers = () => ({
    origin: ORIGIN,
    cookie: user.cookie,
    'content-type': 'application/json',
    accept: 'text/event-stream',
  });

  async function conversationId() {
    const response = await fetch(`${base}/api/conversations`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ characterId: 'luna' }),
    });
    return ((await response.json()) as { conversation: { id: string } }).conversation.id;
  }

  it('delivers the event sequence to a real SSE client as tokens arrive', async () => {
    const id = await conversationId();
    const events = await readEventStream(`${base}/api/conversations/${id}/messages`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ content: 'count' }),
    });
    const names = events.map((event) => event.event);
    expect(names[0]).toBe('user_message');
    expect(names[1]).toBe('start');
    expect(names.at(-1)).toBe('message');
    // The first token leaves alone and at once; later ones in one event per 30 ms window
    // (docs/decisions/0101-coalesced-reply-events.md), so the words still come as they are made.
    const deltas = events
      .filter((event) => event.event === 'delta')
      .map((event) => (event.data as { text: string }).text);
    expect(deltas[0]).toBe('one');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.length).toBeLessThanOrEqual(10);
    expect(deltas.join('')).toBe('one two three four five six seven eight nine ten');
  });

  it('finishes and stores the reply after the client disconnects', async () => {
    const id = await conversationId();
    await readEventStream(
      `${base}/api/conversations/${id}/messages`,
      { method: 'POST', headers: headers(), body: JSON.stringify({ content: 'count again' }) },
      (event, abort) => {
        if (event.event === 'delta') abort();
      },
    );
    let last: ChatMessage | undefined;
    for (let attempt = 0; attempt < 200; attempt++) {
      const page = (await (
        await fetch(`${base}/api/conversations/${id}/messages`, {
          headers: { cookie: user.cookie },
        })
      ).json()) as { items: ChatMessage[] };
      last = page.items.at(-1);
      if (last?.status === 'complete') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(last).toMatchObject({
      role: 'assistant',
      status: 'complete',
      content: 'one two three four five six seven eight nine ten',
    });
  });
});
