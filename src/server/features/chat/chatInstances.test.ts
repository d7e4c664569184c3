/** Two app instances on one database, as behind a load balancer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat.js';
import type { buildApp } from '#server/app.js';
import { createSecondInstance, createTestApp } from '#test/helpers/app.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { startFakeOpenAI, type FakeOpenAI } from '#test/helpers/fakeOpenAI.js';

const REPLY = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';

describe.each(databaseKinds)('chat across instances on %s', (kind) => {
  let fake: FakeOpenAI;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let user: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: REPLY, tokenDelayMs: 150 });
    ctx = await createTestApp(kind, { LLM_BASE_URL: fake.baseURL, LLM_MODEL: 'fake-chat' });
    other = await createSecondInstance(ctx);
    user = await signUp(ctx.app);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    await fake?.close();
  });

  it('ends a reply here when the stop was asked for on another instance', async () => {
    const headers = { origin: ORIGIN, cookie: user.cookie };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers,
      payload: { characterId: 'luna' },
    });
    const id = (created.json() as { conversation: { id: string } }).conversation.id;
    const sending = ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers,
      payload: { content: 'Count slowly' },
    });
    while (!ctx.app.services.chat.replies.running(id)?.text) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const stop = await other.inject({
      method: 'POST',
      url: `/api/conversations/${id}/stop`,
      headers,
    });
    expect(stop.statusCode).toBe(200);
    const result = (await sending).json() as { assistantMessage: ChatMessage };
    expect(result.assistantMessage.status).toBe('stopped');
    expect(REPLY.startsWith(result.assistantMessage.content)).toBe(true);
    expect(result.assistantMessage.content.length).toBeLessThan(REPLY.length);
  });
});
