/** Graceful shutdown: replies finish within the grace, the rest are handed over, none is lost. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat.js';
import { buildApp } from '#server/app.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { testConfig } from '#test/helpers/app.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { createTestDatabase } from '#test/helpers/db.js';
import { startFakeOpenAI, type FakeOpenAI } from '#test/helpers/fakeOpenAI.js';

const TOKENS = Array.from({ length: 40 }, (_, index) => `word${index} `);

interface Page {
  items: ChatMessage[];
  generating: boolean;
}

describe('graceful shutdown', () => {
  let fake: FakeOpenAI;
  let database: DatabaseHandle;
  let survivor: Awaited<ReturnType<typeof buildApp>>;
  let user: TestUser;

  const instance = async (id: string, graceMs: number) => {
    const app = await buildApp({
      config: testConfig({
        LLM_BASE_URL: fake.baseURL,
        LLM_MODEL: 'fake-chat',
        INSTANCE_ID: id,
        SHUTDOWN_GRACE_MS: String(graceMs),
      }),
      database,
      logger: false,
      webDistDir: '/nonexistent',
    });
    await app.ready();
    return app;
  };
  const call = (
    app: Awaited<ReturnType<typeof buildApp>>,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: user.cookie } });

  /** Starts a reply on `app` and waits until its first words exist. */
  async function replyUnderWay(app: Awaited<ReturnType<typeof buildApp>>) {
    const created = await call(app, 'POST', '/api/conversations', { characterId: 'luna' });
    const id = (created.json() as { conversation: { id: string } }).conversation.id;
    const sending = call(app, 'POST', `/api/conversations/${id}/messages`, {
      content: 'Tell me a long story',
    });
    while (!app.services.chat.replies.running(id)?.text) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { id, sending };
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI({ tokens: TOKENS, tokenDelayMs: 5 });
    database = await createTestDatabase('pglite');
    survivor = await instance('survivor', 20_000);
    user = await signUp(survivor);
  });
  afterAll(async () => {
    await survivor?.close();
    await database?.close();
    await fake?.close();
  });

  it('lets a running reply finish within the grace', async () => {
    fake.configure({ tokenDelayMs: 5 });
    const leaving = await instance('leaving-1', 60_000);
    const { id, sending } = await replyUnderWay(leaving);
    await leaving.close();
    const answer = (await sending).json() as { assistantMessage: ChatMessage };
    expect(answer.assistantMessage).toMatchObject({ status: 'complete', content: TOKENS.join('') });
    const page = (await call(survivor, 'GET', `/api/conversations/${id}/messages`)).json() as Page;
    expect(page.generating).toBe(false);
    expect(page.items.at(-1)).toMatchObject({ status: 'complete', content: TOKENS.join('') });
  });

  it('hands a reply that outlives the grace to the recovery: text kept, conversation unlocked', async () => {
    fake.configure({ tokenDelayMs: 500 });
    const leaving = await instance('leaving-2', 0);
    const { id, sending } = await replyUnderWay(leaving);
    await leaving.close();
    // The client that was waiting hears that the reply was interrupted, and may send again.
    const answer = await sending;
    expect(answer.json()).toMatchObject({ error: { code: 'reply_interrupted' } });

    const page = (await call(survivor, 'GET', `/api/conversations/${id}/messages`)).json() as Page;
    expect(page.generating).toBe(false);
    const reply = page.items.at(-1)!;
    expect(reply).toMatchObject({ role: 'assistant', status: 'failed', interrupted: true });
    expect(reply.content.startsWith('word0')).toBe(true);
    expect(page.items.at(-2)).toMatchObject({ role: 'user', status: 'failed' });

    // Another instance takes the next message at once.
    fake.configure({ tokenDelayMs: 0 });
    const retry = await call(survivor, 'POST', `/api/conversations/${id}/messages`, {
      content: 'Tell me a long story',
    });
    expect(retry.statusCode).toBe(200);
  });
});
