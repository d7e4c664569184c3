/**
 * The send's model call starts while the turn's commit is still running (docs/decisions/0112):
 * the browser hears nothing until the turn is stored, and a commit that fails cancels the reply,
 * stores nothing and leaves the conversation free. PostgreSQL only (the embedded database answers
 * after its commit). A deferred trigger on messages holds the commit on an advisory lock the test
 * holds, or refuses it, so nothing here depends on timing.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationSummary } from '#shared/api/chat.js';
import { createTestApp } from '#test/helpers/app.js';
import { commitGateSql } from '#test/helpers/commitGate.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { startFakeOpenAI, type FakeOpenAI } from '#test/helpers/fakeOpenAI.js';
import { parseEventStream } from '#test/helpers/sse.js';
import { waitFor } from '#test/helpers/wait.js';

const REPLY = 'one two three four five six seven eight';
const COMMIT_GATE = 7_113;
const REFUSED = 'Please remember this for later.';

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the turn is stored before anyone hears of it',
  () => {
    let fake: FakeOpenAI;
    let ctx: Awaited<ReturnType<typeof createTestApp>>;
    let base: string;
    let user: TestUser;
    let gate: pg.Client;

    beforeAll(async () => {
      fake = await startFakeOpenAI({ reply: REPLY, tokenDelayMs: 5 });
      ctx = await createTestApp('postgres', { LLM_BASE_URL: fake.baseURL, LLM_MODEL: 'fake-chat' });
      base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      user = await signUp(ctx.app);
      await ctx.database.db.execute(
        sql.raw(
          commitGateSql({
            table: 'messages',
            column: 'content',
            refused: REFUSED,
            gate: COMMIT_GATE,
          }),
        ),
      );
      const url = (ctx.database.db as unknown as { $client: pg.Pool }).$client.options
        .connectionString!;
      gate = new pg.Client({ connectionString: url });
      await gate.connect();
    });
    afterAll(async () => {
      await gate?.end();
      await ctx?.close();
      await fake?.close();
    });

    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: user.cookie } });
    const storedMessages = async (id: string) =>
      ((await call('GET', `/api/conversations/${id}/messages`)).json() as { items: ChatMessage[] })
        .items;
    async function newConversation() {
      const created = await call('POST', '/api/conversations', { characterId: 'luna' });
      return (created.json() as { conversation: { id: string } }).conversation.id;
    }
    const send = (id: string, content: string) =>
      fetch(`${base}/api/conversations/${id}/messages`, {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          cookie: user.cookie,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({ content }),
      });

    it('asks the model while the commit runs, and answers the browser only once it is stored', async () => {
      const id = await newConversation();
      const before = await storedMessages(id);
      fake.reset();
      await gate.query('select pg_advisory_lock($1)', [COMMIT_GATE]);
      let answered = false;
      const response = send(id, 'Tell me about the harbor.').then((sent) => {
        answered = true;
        return sent;
      });
      await waitFor(() => fake.requests.length === 1);
      // The model has the prompt; the turn is not stored, and the browser has not heard of it.
      expect(fake.requests[0].messages.at(-1)).toEqual({
        role: 'user',
        content: 'Tell me about the harbor.',
      });
      expect(await storedMessages(id)).toEqual(before);
      expect(answered).toBe(false);
      await gate.query('select pg_advisory_unlock($1)', [COMMIT_GATE]);
      const events = parseEventStream(await (await response).text());
      expect(events.map((event) => event.event).slice(0, 2)).toEqual(['user_message', 'start']);
      expect(events.at(-1)).toMatchObject({ event: 'message', data: { content: REPLY } });
      const stored = (await storedMessages(id)).slice(before.length);
      expect(stored.map((message) => [message.role, message.content])).toEqual([
        ['user', 'Tell me about the harbor.'],
        ['assistant', REPLY],
      ]);
    });

    it('cancels the reply when the commit fails: nothing stored, the conversation stays free', async () => {
      const id = await newConversation();
      const before = await storedMessages(id);
      const count = async () =>
        (
          (await call('GET', '/api/conversations')).json() as { items: ConversationSummary[] }
        ).items.find((item) => item.id === id)!.messageCount;
      const countBefore = await count();
      fake.reset();
      const refused = await send(id, REFUSED);
      // Answered as a failed statement is: a fault on our side, no reply events.
      expect(refused.status).toBe(500);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('internal');
      // The model call had started before the commit failed; it cost one request, nothing more.
      expect(fake.requests).toHaveLength(1);
      expect(await storedMessages(id)).toEqual(before);
      expect(await count()).toBe(countBefore);
      // The runner let the conversation go: the next message is answered in full.
      const next = await send(id, 'Shall we try again?');
      expect(next.status).toBe(200);
      const events = parseEventStream(await next.text());
      expect(events.at(-1)).toMatchObject({ event: 'message', data: { content: REPLY } });
      expect(
        (await storedMessages(id)).slice(before.length).map((message) => message.role),
      ).toEqual(['user', 'assistant']);
    });
  },
);
