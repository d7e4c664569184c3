/**
 * The prompt window is cut in SQL (store.ts, promptWindow), the one place its rule lives: walking
 * back from the new message, at least the last 8 messages, then as many more as the token budget
 * allows (≈ 4 characters a token plus 4 per message), stopping at the first that does not fit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat.js';
import { messages } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helpers/app.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { startFakeOpenAI, type FakeOpenAI } from '#test/helpers/fakeOpenAI.js';

const BUDGET = 256;

describe.each(databaseKinds)('prompt history window on %s', (kind) => {
  let fake: FakeOpenAI;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let user: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: 'Hi there, lovely to hear from you.' });
    ctx = await createTestApp(kind, {
      LLM_BASE_URL: fake.baseURL,
      LLM_MODEL: 'fake-chat',
      LLM_CONTEXT_TOKENS: String(BUDGET),
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    });
    user = await signUp(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: user.cookie } });

  async function conversationWith(contents: string[]) {
    const created = await call('POST', '/api/conversations', { characterId: 'luna' });
    const id = (created.json() as { conversation: { id: string } }).conversation.id;
    for (const content of contents) {
      const sent = await call('POST', `/api/conversations/${id}/messages`, { content });
      expect(sent.statusCode).toBe(200);
    }
    const page = await call('GET', `/api/conversations/${id}/messages?limit=200`);
    return (page.json() as { items: ChatMessage[] }).items;
  }

  /** What the last send's prompt should hold: the rule above, over the whole stored history. */
  function expectedHistory(stored: ChatMessage[]) {
    const turns = stored.slice(0, -1).map(({ role, content }) => ({ role, content }));
    let kept = 0;
    let tokens = 0;
    for (let index = turns.length - 1; index >= 0; index--) {
      const cost = Math.ceil(turns[index].content.length / 4) + 4;
      if (kept >= 8 && tokens + cost > BUDGET) break;
      kept += 1;
      tokens += cost;
    }
    return turns.slice(turns.length - kept);
  }

  const sentHistory = () => fake.requests.at(-1)!.messages.slice(1);

  it('keeps the last 8 messages even when each alone is over the budget', async () => {
    const long = (n: number) =>
      `Story part ${n}: ${'the harbor lights were soft and gold. '.repeat(30)}`;
    const stored = await conversationWith(Array.from({ length: 6 }, (_, n) => long(n)));
    const history = sentHistory();
    expect(history).toHaveLength(8);
    expect(history).toEqual(expectedHistory(stored));
  });

  it('fills the budget with as many short messages as fit', async () => {
    const stored = await conversationWith(Array.from({ length: 16 }, (_, n) => `Message ${n}`));
    const history = sentHistory();
    expect(history.length).toBeGreaterThan(8);
    expect(history.length).toBeLessThan(stored.length - 1);
    expect(history).toEqual(expectedHistory(stored));
  });

  it('keeps the history contiguous: a long message stops the walk back', async () => {
    const short = Array.from({ length: 8 }, (_, n) => `Short ${n}`);
    const long = `A long memory: ${'the harbor lights were soft and gold. '.repeat(20)}`;
    const stored = await conversationWith(['Hello there', long, ...short]);
    const history = sentHistory();
    expect(history).toEqual(expectedHistory(stored));
    expect(history.some((turn) => turn.content === long)).toBe(false);
    expect(history.some((turn) => turn.content === 'Hello there')).toBe(false);
  });

  it('stores token counts by the same estimate: a quarter of the characters, rounded up, plus 4', async () => {
    const stored = await conversationWith(['Hi', 'Tell me about the harbor at night, please.']);
    const reply = stored.at(-1)!;
    const [row] = await ctx.database.db
      .select({ prompt: messages.promptTokens, completion: messages.completionTokens })
      .from(messages)
      .where(eq(messages.id, reply.id));
    const estimate = (text: string) => Math.ceil(text.length / 4) + 4;
    const prompt = fake.requests.at(-1)!.messages;
    expect(row.completion).toBe(estimate(reply.content));
    expect(row.prompt).toBe(prompt.reduce((sum, turn) => sum + estimate(turn.content), 0));
  });

  it('regenerates with the history before the reply it replaces', async () => {
    const stored = await conversationWith(Array.from({ length: 12 }, (_, n) => `Message ${n}`));
    const conversationId = stored[0].conversationId;
    const regenerated = await call('POST', `/api/conversations/${conversationId}/regenerate`);
    expect(regenerated.statusCode).toBe(200);
    expect(sentHistory()).toEqual(expectedHistory(stored));
  });
});
