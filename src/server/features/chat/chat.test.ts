import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat.js';
import { createTestApp } from '#test/helpers/app.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { startFakeOpenAI, type FakeOpenAI } from '#test/helpers/fakeOpenAI.js';
import { parseEventStream } from '#test/helpers/sse.js';
import { waitFor } from '#test/helpers/wait.js';

type Page = { items: ChatMessage[]; nextBefore: string | null };

describe.each(databaseKinds)('chat API on %s', (kind) => {
  let fake: FakeOpenAI;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: 'Hi there, lovely to hear from you.' });
    ctx = await createTestApp(kind, {
      LLM_BASE_URL: fake.baseURL,
      LLM_MODEL: 'fake-chat',
      LLM_TIMEOUT_MS: '1500',
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
      CONVERSATIONS_PER_MINUTE: '1000',
    });
    alice = await signUp(ctx.app);
    bob = await signUp(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.configure({ fault: 'none', tokenDelayMs: 0, reply: 'Hi there, lovely to hear from you.' });
    fake.reset();
  });

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...headers },
    });

  async function newConversation(user: TestUser, characterId = 'luna') {
    const response = await call(user, 'POST', '/api/conversations', { characterId });
    expect(response.statusCode).toBe(201);
    return response.json() as { conversation: { id: string }; messages: ChatMessage[] };
  }

  it('starts a conversation with the character greeting', async () => {
    const { messages } = await newConversation(alice, 'nova');
    const nova = (await call(null, 'GET', '/api/characters/nova')).json() as {
      name: string;
      greeting: string | null;
    };
    expect(messages).toHaveLength(1);
    expect(messages[0].role).toBe('assistant');
    expect(messages[0].content).toBe(
      nova.greeting ?? `Hey there! I'm ${nova.name}. What's on your mind? 💕`,
    );
  });

  it('uses the generic greeting for a character without its own', async () => {
    const all = (await call(null, 'GET', '/api/characters?limit=100')).json() as {
      items: Array<{ id: string; name: string; greeting: string | null }>;
    };
    const plain = all.items.find((character) => !character.greeting)!;
    const { messages } = await newConversation(alice, plain.id);
    expect(messages[0].content).toBe(`Hey there! I'm ${plain.name}. What's on your mind? 💕`);
  });

  it('sends a message and stores both sides (JSON), then lists the conversation newest first', async () => {
    const first = await newConversation(alice);
    const second = await newConversation(alice, 'aria');
    const response = await call(
      alice,
      'POST',
      `/api/conversations/${first.conversation.id}/messages`,
      { content: 'Hello Luna' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as { userMessage: ChatMessage; assistantMessage: ChatMessage };
    expect(body.userMessage).toMatchObject({ role: 'user', content: 'Hello Luna', status: 'read' });
    expect(body.assistantMessage).toMatchObject({
      role: 'assistant',
      content: 'Hi there, lovely to hear from you.',
      status: 'complete',
      model: 'fake-chat',
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].messages.at(-1)).toEqual({ role: 'user', content: 'Hello Luna' });

    const list = (await call(alice, 'GET', '/api/conversations')).json() as {
      items: Array<{
        id: string;
        lastMessage: string;
        messageCount: number;
        characterName: string;
      }>;
    };
    expect(list.items[0]).toMatchObject({
      id: first.conversation.id,
      messageCount: 3,
      characterName: 'Luna',
      lastMessage: 'Hi there, lovely to hear from you.',
    });
    expect(list.items.map((item) => item.id)).toContain(second.conversation.id);
    // The explore card's message count grows with the messages exchanged (within the roster
    // snapshot's refresh; invalidate to read it now).
    ctx.app.services.characters.invalidate();
    const luna = (await call(null, 'GET', '/api/characters/luna')).json() as {
      messageCount: number;
    };
    expect(luna.messageCount).toBeGreaterThanOrEqual(2);
  });

  it('stores text with quotes, backslashes and placeholders exactly as sent (both sides)', async () => {
    // The hot statements bind their values as escaped literals on PGlite (decision 0104).
    const tricky = `It's a \\ "test" $1 E'\\x' '); select 1; -- \\'' ok`;
    fake.configure({ reply: `She said: ${tricky}` });
    const { conversation } = await newConversation(alice);
    const response = await call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
      content: tricky,
    });
    expect(response.statusCode).toBe(200);
    const page = (
      await call(alice, 'GET', `/api/conversations/${conversation.id}/messages`)
    ).json() as Page;
    expect(page.items.slice(-2).map((message) => message.content)).toEqual([
      tricky,
      `She said: ${tricky}`,
    ]);
    expect(fake.requests[0].messages.at(-1)).toEqual({ role: 'user', content: tricky });
  });

  it('truncates the history preview to 50 characters', async () => {
    fake.configure({ reply: 'a'.repeat(80) });
    const { conversation } = await newConversation(alice);
    await call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'Say something long',
    });
    const list = (await call(alice, 'GET', '/api/conversations')).json() as {
      items: Array<{ id: string; lastMessage: string }>;
    };
    expect(list.items.find((item) => item.id === conversation.id)!.lastMessage).toBe(
      `${'a'.repeat(50)}…`,
    );
  });

  it('pages messages in order with limit and before', async () => {
    const { conversation } = await newConversation(alice);
    for (let index = 1; index <= 3; index++) {
      await call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
        content: `message ${index}`,
      });
    }
    const full = (
      await call(alice, 'GET', `/api/conversations/${conversation.id}/messages`)
    ).json() as Page;
    expect(full.items.map((item) => item.role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(full.nextBefore).toBeNull();
    const latest = (
      await call(alice, 'GET', `/api/conversations/${conversation.id}/messages?limit=3`)
    ).json() as Page;
    expect(latest.items.map((item) => item.content)).toEqual(
      full.items.slice(-3).map((item) => item.content),
    );
    const older = (
      await call(
        alice,
        'GET',
        `/api/conversations/${conversation.id}/messages?limit=3&before=${latest.nextBefore}`,
      )
    ).json() as Page;
    expect(older.items.map((item) => item.id)).toEqual(
      full.items.slice(-6, -3).map((item) => item.id),
    );
  });

  it("answers 404 for someone else's conversation and messages, by id guessing", async () => {
    const { conversation, messages } = await newConversation(alice);
    expect(
      (await call(bob, 'GET', `/api/conversations/${conversation.id}/messages`)).statusCode,
    ).toBe(404);
    expect(
      (await call(bob, 'POST', `/api/conversations/${conversation.id}/messages`, { content: 'hi' }))
        .statusCode,
    ).toBe(404);
    expect((await call(bob, 'DELETE', `/api/messages/${messages[0].id}`)).statusCode).toBe(404);
    expect(
      (await call(null, 'GET', `/api/conversations/${conversation.id}/messages`)).statusCode,
    ).toBe(404);
    expect(
      (await call(alice, 'GET', `/api/conversations/${crypto.randomUUID()}/messages`)).statusCode,
    ).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['empty', { content: '' }],
    ['whitespace-only', { content: '   \n ' }],
    ['over 4,000 characters', { content: 'x'.repeat(4001) }],
    ['missing', {}],
  ] as Array<[string, object]>)(
    'rejects %s content with 400 and stores nothing',
    async (_label, payload) => {
      const { conversation } = await newConversation(alice);
      const response = await call(
        alice,
        'POST',
        `/api/conversations/${conversation.id}/messages`,
        payload,
      );
      expect(response.statusCode).toBe(400);
      const page = (
        await call(alice, 'GET', `/api/conversations/${conversation.id}/messages`)
      ).json() as Page;
      expect(page.items).toHaveLength(1);
    },
  );

  it('refuses a second send while a reply is running with 409', async () => {
    fake.configure({ tokenDelayMs: 100, reply: 'one two three four five six seven eight' });
    const { conversation } = await newConversation(alice);
    const firstSend = call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'first',
    });
    await waitFor(() => Boolean(ctx.app.services.chat.replies.running(conversation.id)));
    const second = await call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'second',
    });
    expect(second.statusCode).toBe(409);
    expect((await firstSend).statusCode).toBe(200);
    const third = await call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'third',
    });
    expect(third.statusCode).toBe(200);
  });

  it('streams Server-Sent Events in order: user message, start, deltas, final message', async () => {
    // Tokens spaced in time, as a real model sends them. The first goes out alone at once; later
    // ones are sent once per 30 ms window (docs/decisions/0101-coalesced-reply-events.md), so
    // spacing them wider than the window keeps the reply in several pieces.
    fake.configure({ reply: 'Stars are out tonight, just for us.', tokenDelayMs: 40 });
    const { conversation } = await newConversation(alice);
    const response = await call(
      alice,
      'POST',
      `/api/conversations/${conversation.id}/messages`,
      { content: 'Look up' },
      { accept: 'text/event-stream' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseEventStream(response.body);
    expect(events[0].event).toBe('user_message');
    expect(events[1].event).toBe('start');
    const deltas = events
      .filter((event) => event.event === 'delta')
      .map((event) => (event.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThanOrEqual(2);
    expect(deltas[0]).toBe('Stars');
    expect(deltas.join('')).toBe('Stars are out tonight, just for us.');
    const final = events.at(-1)!;
    expect(final.event).toBe('message');
    expect(final.data).toMatchObject({
      content: 'Stars are out tonight, just for us.',
      status: 'complete',
    });
  });

  it('regenerates the last reply as an alternate and switches between versions', async () => {
    const { conversation } = await newConversation(alice);
    await call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'Tell me a joke',
    });
    fake.configure({ reply: 'A second, better answer.' });
    const regenerated = await call(
      alice,
      'POST',
      `/api/conversations/${conversation.id}/regenerate`,
    );
    expect(regenerated.statusCode).toBe(200);
    const message = (regenerated.json() as { assistantMessage: ChatMessage }).assistantMessage;
    expect(message.alternates).toEqual([
      'Hi there, lovely to hear from you.',
      'A second, better answer.',
    ]);
    expect(message).toMatchObject({ activeAlternate: 1, content: 'A second, better answer.' });
    const swiped = await call(alice, 'PUT', `/api/messages/${message.id}/alternate`, { index: 0 });
    expect(swiped.json()).toMatchObject({
      activeAlternate: 0,
      content: 'Hi there, lovely to hear from you.',
    });
    expect(
      (await call(alice, 'PUT', `/api/messages/${message.id}/alternate`, { index: 5 })).statusCode,
    ).toBe(404);
  });

  it('edits the last user message and regenerates the reply after it', async () => {
    const { conversation } = await newConversation(alice);
    const sent = (
      await call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
        content: 'I like tea',
      })
    ).json() as { userMessage: ChatMessage };
    fake.configure({ reply: 'Coffee it is, then.' });
    const edited = await call(alice, 'PATCH', `/api/messages/${sent.userMessage.id}`, {
      content: 'I like coffee',
    });
    expect(edited.statusCode).toBe(200);
    const page = (
      await call(alice, 'GET', `/api/conversations/${conversation.id}/messages`)
    ).json() as Page;
    expect(page.items.map((item) => item.content)).toEqual([
      page.items[0].content,
      'I like coffee',
      'Coffee it is, then.',
    ]);
    const greetingId = page.items[0].id;
    expect(
      (await call(alice, 'PATCH', `/api/messages/${greetingId}`, { content: 'nope' })).statusCode,
    ).toBe(409);
  });

  it('rolls older turns into a summary that later prompts carry (long-term memory)', async () => {
    const { conversation } = await newConversation(alice);
    const send = (content: string) =>
      call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, { content });
    expect((await send('Hi! My name is Sam and I love hiking')).statusCode).toBe(200);
    for (let turn = 0; turn < 16; turn++) await send(`Small talk number ${turn}`);
    const system = fake.requests.at(-1)!.messages[0].content;
    expect(system).toContain('Earlier in this conversation');
    expect(system).toContain('Sam');
  });

  it('deletes a message', async () => {
    const { conversation } = await newConversation(alice);
    const sent = (
      await call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
        content: 'forget this',
      })
    ).json() as { userMessage: ChatMessage };
    expect((await call(alice, 'DELETE', `/api/messages/${sent.userMessage.id}`)).statusCode).toBe(
      204,
    );
    const page = (
      await call(alice, 'GET', `/api/conversations/${conversation.id}/messages`)
    ).json() as Page;
    expect(page.items.map((item) => item.id)).not.toContain(sent.userMessage.id);
  });

  it('keeps the partial text when a reply is stopped', async () => {
    fake.configure({
      tokenDelayMs: 60,
      reply: 'one two three four five six seven eight nine ten eleven twelve',
    });
    const { conversation } = await newConversation(alice);
    const sending = call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'Count for me',
    });
    // Stop once some text exists, however loaded the machine is.
    await waitFor(
      () => (ctx.app.services.chat.replies.running(conversation.id)?.text.length ?? 0) > 0,
    );
    const stop = await call(alice, 'POST', `/api/conversations/${conversation.id}/stop`);
    expect(stop.statusCode).toBe(200);
    const result = (await sending).json() as { assistantMessage: ChatMessage };
    expect(result.assistantMessage.status).toBe('stopped');
    expect(result.assistantMessage.content.length).toBeGreaterThan(0);
    expect(result.assistantMessage.content.length).toBeLessThan(
      'one two three four five six seven eight nine ten eleven twelve'.length,
    );
    expect(
      'one two three four five six seven eight nine ten eleven twelve'.startsWith(
        result.assistantMessage.content,
      ),
    ).toBe(true);
    expect(
      (await call(alice, 'POST', `/api/conversations/${conversation.id}/stop`)).statusCode,
    ).toBe(409);
  });

  it.each(['error500', 'hang', 'brokenStream'] as const)(
    'on a provider fault (%s) keeps the user message, marked failed',
    async (fault) => {
      fake.configure({ fault });
      const { conversation } = await newConversation(alice);
      const response = await call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
        content: 'Are you there?',
      });
      expect(response.statusCode).toBe(503);
      const body = response.json() as { error: { code: string }; userMessage: ChatMessage };
      expect(body.error.code).toBe('model_unavailable');
      expect(body.userMessage).toMatchObject({ content: 'Are you there?', status: 'failed' });
      const page = (
        await call(alice, 'GET', `/api/conversations/${conversation.id}/messages`)
      ).json() as Page;
      expect(page.items.map((item) => [item.role, item.status])).toEqual([
        ['assistant', 'complete'],
        ['user', 'failed'],
      ]);
      fake.configure({ fault: 'none' });
      const retry = await call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
        content: 'Are you there?',
      });
      expect(retry.statusCode).toBe(200);
    },
  );

  it('answers the stateless /api/chat/send with {reply, style}', async () => {
    const response = await call(alice, 'POST', '/api/chat/send', {
      characterId: 'luna',
      messages: [{ role: 'user', content: 'Hi' }],
      lastUser: 'Hi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reply: 'Hi there, lovely to hear from you.', style: 'sfw' });
    expect(
      (
        await call(alice, 'POST', '/api/chat/send', {
          characterId: 'luna',
          messages: [],
          lastUser: ' ',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(alice, 'POST', '/api/chat/send', {
          characterId: 'nobody',
          messages: [],
          lastUser: 'hi',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets a guest chat under a signed guest cookie and moves the chat to the account on sign-up', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { origin: ORIGIN },
      payload: { characterId: 'luna' },
    });
    expect(created.statusCode).toBe(201);
    const setCookie = [created.headers['set-cookie']].flat().join(';');
    expect(setCookie).toMatch(/guest_id=.*HttpOnly/i);
    const guestCookie = setCookie.split(';')[0];
    const { conversation } = created.json() as { conversation: { id: string } };
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: { origin: ORIGIN, cookie: guestCookie },
      payload: { content: 'hello as a guest' },
    });
    expect(sent.statusCode).toBe(200);
    const user = await signUp(ctx.app, { cookie: guestCookie });
    const list = (await call(user, 'GET', '/api/conversations')).json() as {
      items: Array<{ id: string }>;
    };
    expect(list.items.map((item) => item.id)).toEqual([conversation.id]);
  });
});

describe('chat send rate limit', () => {
  it('answers 429 with Retry-After and does not call the provider', async () => {
    const fake = await startFakeOpenAI();
    const ctx = await createTestApp('pglite', {
      LLM_BASE_URL: fake.baseURL,
      LLM_MODEL: 'fake-chat',
      CHAT_RATE_LIMIT_PER_MINUTE: '2',
    });
    try {
      const user = await signUp(ctx.app);
      const headers = { origin: ORIGIN, cookie: user.cookie };
      const { conversation } = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/conversations',
          headers,
          payload: { characterId: 'luna' },
        })
      ).json() as { conversation: { id: string } };
      const send = () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/conversations/${conversation.id}/messages`,
          headers,
          payload: { content: 'hi' },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(fake.requests).toHaveLength(2);
    } finally {
      await ctx.close();
      await fake.close();
    }
  });
});
