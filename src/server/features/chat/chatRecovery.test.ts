/**
 * Faults and defects of a reply's life: a dead instance's lease, start-up recovery, lease
 * renewal, a client attaching mid-stream, an edit that fails, the paywall variant after a reload.
 * The lease clock is injected and moved by the test; the sweep is called, never waited for.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat.js';
import { buildApp } from '#server/app.js';
import { conversations, messages } from '#server/db/schema/index.js';
import { testConfig } from '#test/helpers/app.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { createTestDatabase, databaseKinds } from '#test/helpers/db.js';
import { startFakeOpenAI, type FakeOpenAI } from '#test/helpers/fakeOpenAI.js';
import { parseEventStream } from '#test/helpers/sse.js';
import { waitFor } from '#test/helpers/wait.js';

const REPLY = 'one two three four five six seven eight nine ten';
const LEASE_MS = 15_000;
type Page = { items: ChatMessage[]; generating: boolean };

describe.each(databaseKinds)('reply leases and stream faults on %s', (kind) => {
  let fake: FakeOpenAI;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let user: TestUser;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const env = {
    LLM_BASE_URL: '',
    LLM_MODEL: 'fake-chat',
    INSTANCE_ID: `live-${kind}`,
    CHAT_REPLY_LEASE_MS: String(LEASE_MS),
    CONVERSATIONS_PER_MINUTE: '100',
  };
  const start = (instanceId: string) =>
    buildApp({
      config: testConfig({ ...env, LLM_BASE_URL: fake.baseURL, INSTANCE_ID: instanceId }),
      database,
      logger: false,
      webDistDir: '/nonexistent',
      clock,
    });

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: REPLY });
    database = await createTestDatabase(kind);
    app = await start(env.INSTANCE_ID);
    await app.ready();
    user = await signUp(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fake?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: user.cookie } });
  const page = async (id: string) =>
    (await call('GET', `/api/conversations/${id}/messages`)).json() as Page;

  async function newConversation() {
    const created = await call('POST', '/api/conversations', { characterId: 'luna' });
    return (created.json() as { conversation: { id: string } }).conversation.id;
  }

  /** What an instance that died mid-reply leaves behind: its lock, lease and half a reply. */
  async function abandonedReply(owner: string, partial: string) {
    const id = await newConversation();
    const now = clock();
    await database.db
      .update(conversations)
      .set({
        generatingSince: now,
        generationOwner: owner,
        leaseExpiresAt: new Date(now.getTime() + LEASE_MS),
      })
      .where(eq(conversations.id, id));
    await database.db.insert(messages).values([
      { conversationId: id, role: 'user', content: 'Tell me a story', status: 'sent' },
      { conversationId: id, role: 'assistant', content: partial, status: 'streaming' },
    ]);
    return id;
  }

  it('keeps a live lease, then finishes the reply of an instance that stopped renewing', async () => {
    const id = await abandonedReply('dead-instance', 'Once upon a');
    expect(
      (await call('POST', `/api/conversations/${id}/messages`, { content: 'hi' })).statusCode,
    ).toBe(409);
    expect(await app.services.chat.recovery.sweep()).not.toContain(id);

    offsetMs += LEASE_MS + 1000;
    expect(await app.services.chat.recovery.sweep()).toContain(id);
    const { items, generating } = await page(id);
    expect(generating).toBe(false);
    const [, user1, reply] = items;
    expect(user1).toMatchObject({ role: 'user', status: 'failed' });
    expect(reply).toMatchObject({ content: 'Once upon a', status: 'failed', interrupted: true });

    const retry = await call('POST', `/api/conversations/${id}/messages`, {
      content: 'Tell me a story',
    });
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as { assistantMessage: ChatMessage }).assistantMessage.content).toBe(
      REPLY,
    );
  });

  it('removes an empty reply, and a send or stop does not wait for the sweep', async () => {
    const sendId = await abandonedReply('dead-instance', '');
    const stopId = await abandonedReply('dead-instance', '');
    offsetMs += LEASE_MS + 1000;
    const stop = await call('POST', `/api/conversations/${stopId}/stop`);
    expect(stop.json()).toEqual({ stopped: true });
    const sent = await call('POST', `/api/conversations/${sendId}/messages`, { content: 'Again' });
    expect(sent.statusCode).toBe(200);
    for (const id of [sendId, stopId]) {
      const { items, generating } = await page(id);
      expect(generating).toBe(false);
      expect(items.some((message) => message.status === 'streaming')).toBe(false);
      expect(items.find((message) => message.content === 'Tell me a story')?.status).toBe('failed');
    }
  });

  it('finishes on start-up the replies it owned before a restart', async () => {
    const id = await abandonedReply(`restarted-${kind}`, 'Half a');
    const restarted = await start(`restarted-${kind}`);
    await restarted.ready();
    await restarted.close();
    const { items, generating } = await page(id);
    expect(generating).toBe(false);
    expect(items.at(-1)).toMatchObject({ content: 'Half a', status: 'failed', interrupted: true });
  });

  it('renews the lease of a running reply and saves its text so far', async () => {
    fake.configure({ tokenDelayMs: 40 });
    const id = await newConversation();
    const sending = call('POST', `/api/conversations/${id}/messages`, { content: 'Count' });
    await waitFor(() => (app.services.chat.replies.running(id)?.text.length ?? 0) > 0);
    offsetMs += LEASE_MS - 1000;
    await app.services.chat.runner.renewLeases();
    offsetMs += 2000; // past the first lease, within the renewed one
    expect(await app.services.chat.recovery.sweep()).not.toContain(id);
    const saved = (await page(id)).items.at(-1)!;
    expect(saved.status).toBe('streaming');
    expect(REPLY.startsWith(saved.content) && saved.content.length > 0).toBe(true);
    const done = (await sending).json() as { assistantMessage: ChatMessage };
    expect(done.assistantMessage).toMatchObject({ content: REPLY, status: 'complete' });
    fake.configure({ tokenDelayMs: 0 });
  });

  it('streams each word once to a client that attaches while a delta is being checked', async () => {
    fake.configure({ tokenDelayMs: 20 });
    const id = await newConversation();
    const sending = call('POST', `/api/conversations/${id}/messages`, { content: 'Count' });
    await waitFor(() => (app.services.chat.replies.running(id)?.text.length ?? 0) > 0);
    const running = app.services.chat.replies.running(id)!;
    // Hold the next delta inside the stream guard, attach, then let it go.
    const { guard } = running.job;
    const push = guard.push.bind(guard);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    guard.push = async (delta) => {
      if (!held) {
        held = true;
        await gate;
      }
      return push(delta);
    };
    await waitFor(() => held);
    const listeners = running.events.listenerCount('event');
    const attaching = app.inject({
      method: 'GET',
      url: `/api/conversations/${id}/stream`,
      headers: { origin: ORIGIN, cookie: user.cookie, accept: 'text/event-stream' },
    });
    await waitFor(() => running.events.listenerCount('event') > listeners);
    release();
    const events = parseEventStream((await attaching).body);
    const streamed = events
      .filter((event) => event.event === 'delta')
      .map((event) => (event.data as { text: string }).text)
      .join('');
    const stored = ((await sending).json() as { assistantMessage: ChatMessage }).assistantMessage;
    expect(streamed).toBe(stored.content);
    fake.configure({ tokenDelayMs: 0 });
  });

  it('refuses an edit with a NUL character and changes nothing', async () => {
    const id = await newConversation();
    const sent = await call('POST', `/api/conversations/${id}/messages`, { content: 'Hello' });
    const { userMessage } = sent.json() as { userMessage: ChatMessage };
    const before = await page(id);
    const edited = await call('PATCH', `/api/messages/${userMessage.id}`, {
      content: 'Hi\u0000there',
    });
    expect(edited.statusCode).toBe(400);
    expect(await page(id)).toEqual(before);
    expect(before.items.at(-1)).toMatchObject({ role: 'assistant', content: REPLY });
  });

  it('keeps the paywall variant with the paywall message', async () => {
    const id = await newConversation();
    const paywalled = await call('POST', `/api/conversations/${id}/messages`, {
      content: 'Take off your clothes',
    });
    expect(paywalled.statusCode).toBe(402);
    const { variant } = paywalled.json() as { variant: 'A' | 'B' };
    const stored = (await page(id)).items.find((message) => message.kind === 'paywall');
    expect(stored?.paywallVariant).toBe(variant);
  });
});
