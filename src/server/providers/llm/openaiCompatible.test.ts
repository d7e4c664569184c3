import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '#test/helpers/fakeOpenAI.js';
import { OpenAICompatibleProvider } from './openaiCompatible.js';
import { LlmError, type ChatTurn } from './types.js';

const messages: ChatTurn[] = [
  { role: 'system', content: 'You are Luna.' },
  { role: 'user', content: 'Hi there!' },
];

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.configure({
    fault: 'none',
    tokens: undefined,
    reply: undefined,
    tokenDelayMs: 0,
    apiKey: undefined,
  });
  fake.reset();
});

function provider(overrides: { timeoutMs?: number } = {}) {
  return new OpenAICompatibleProvider({
    baseURL: fake.baseURL,
    apiKey: 'test-key',
    model: 'main-model',
    timeoutMs: overrides.timeoutMs ?? 5000,
    retryDelayMs: 10,
  });
}

/** Drains a stream, returning the deltas seen and the error that ended it, if any. */
async function drain(stream: AsyncIterable<string>) {
  const deltas: string[] = [];
  try {
    for await (const delta of stream) deltas.push(delta);
    return { deltas, error: undefined };
  } catch (error) {
    return { deltas, error };
  }
}

describe('OpenAICompatibleProvider', () => {
  it('streams the tokens in order and sends the model and messages', async () => {
    // Spaced in time like a real model's tokens (ones arriving in one read are merged).
    fake.configure({ tokens: ['Hey', ' you', ',', ' welcome', ' back!'], tokenDelayMs: 5 });
    const { deltas, error } = await drain(provider().stream({ messages }));
    expect(error).toBeUndefined();
    expect(deltas.join('')).toBe('Hey you, welcome back!');
    expect(deltas.length).toBeGreaterThan(1);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].model).toBe('main-model');
    expect(fake.requests[0].stream).toBe(true);
    expect(fake.requests[0].messages).toEqual(messages);
  });

  it('yields the first token alone when the whole reply arrives in one burst', async () => {
    fake.configure({ tokens: ['Hey', ' you', ',', ' welcome', ' back!'], tokenDelayMs: 0 });
    const { deltas, error } = await drain(provider().stream({ messages }));
    expect(error).toBeUndefined();
    expect(deltas[0]).toBe('Hey');
    expect(deltas.join('')).toBe('Hey you, welcome back!');
  });

  it('uses the model named in the request (the NSFW model is chosen by the caller)', async () => {
    await drain(provider().stream({ messages, model: 'other-model' }));
    expect(fake.requests.map((request) => request.model)).toEqual(['other-model']);
  });

  it("retries a 500 exactly once, then throws LlmError('http')", async () => {
    fake.configure({ fault: 'error500' });
    const { deltas, error } = await drain(provider().stream({ messages }));
    expect(deltas).toEqual([]);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe('http');
    expect((error as LlmError).status).toBe(500);
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a 429 once as well', async () => {
    fake.configure({ fault: 'error429' });
    const { error } = await drain(provider().stream({ messages }));
    expect((error as LlmError).kind).toBe('http');
    expect((error as LlmError).status).toBe(429);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry when the stream breaks after tokens were yielded', async () => {
    fake.configure({
      fault: 'brokenStream',
      brokenAfterTokens: 2,
      tokens: ['a', ' b', ' c', ' d'],
      tokenDelayMs: 5,
    });
    const { deltas, error } = await drain(provider().stream({ messages }));
    expect(deltas).toEqual(['a', ' b']);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe('broken_stream');
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a stream that breaks before its first token', async () => {
    fake.configure({ fault: 'brokenStream', brokenAfterTokens: 0 });
    const { deltas, error } = await drain(provider().stream({ messages }));
    expect(deltas).toEqual([]);
    expect(error).toBeInstanceOf(LlmError);
    expect(fake.requests).toHaveLength(2);
  });

  it("throws LlmError('timeout') when the endpoint hangs", async () => {
    fake.configure({ fault: 'hang' });
    const started = Date.now();
    const { error } = await drain(provider({ timeoutMs: 1000 }).stream({ messages }));
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(fake.requests).toHaveLength(1);
  });

  it("throws LlmError('aborted') when the caller's signal fires mid-stream", async () => {
    fake.configure({
      tokens: Array.from({ length: 50 }, (_, index) => ` t${index}`),
      tokenDelayMs: 20,
    });
    const controller = new AbortController();
    const deltas: string[] = [];
    let caught: unknown;
    try {
      for await (const delta of provider().stream({ messages, signal: controller.signal })) {
        deltas.push(delta);
        if (deltas.length === 3) controller.abort();
      }
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(LlmError);
    expect((caught as LlmError).kind).toBe('aborted');
    expect(deltas.length).toBeLessThan(50);
  });

  it("throws LlmError('aborted') at once for an already aborted signal, without calling the model", async () => {
    const { error } = await drain(provider().stream({ messages, signal: AbortSignal.abort() }));
    expect((error as LlmError).kind).toBe('aborted');
    expect(fake.requests).toHaveLength(0);
  });

  it('succeeds on the retry after a dropped connection', async () => {
    fake.configure({ fault: 'connectionRefusedOnce', reply: 'Second time lucky.' });
    const { deltas, error } = await drain(provider().stream({ messages }));
    expect(error).toBeUndefined();
    expect(deltas.join('')).toBe('Second time lucky.');
    expect(fake.droppedConnections).toBe(1);
    expect(fake.requests).toHaveLength(1);
  });

  it("reports 'network' when nothing listens, after one retry", async () => {
    const closed = await startFakeOpenAI();
    const baseURL = closed.baseURL;
    await closed.close();
    const unreachable = new OpenAICompatibleProvider({
      baseURL,
      model: 'm',
      timeoutMs: 2000,
      retryDelayMs: 10,
    });
    const { error } = await drain(unreachable.stream({ messages }));
    expect((error as LlmError).kind).toBe('network');
    expect(await unreachable.check()).toMatchObject({ ok: false });
  });

  it('check() is ok against a live endpoint and reports a refused key', async () => {
    expect(await provider().check()).toEqual({ ok: true });
    fake.configure({ apiKey: 'another-key' });
    const result = await provider().check();
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/401/);
  });

  it('stopping early releases the request without an error', async () => {
    fake.configure({
      tokens: Array.from({ length: 20 }, (_, index) => ` w${index}`),
      tokenDelayMs: 10,
    });
    const deltas: string[] = [];
    for await (const delta of provider().stream({ messages })) {
      deltas.push(delta);
      if (deltas.length === 2) break;
    }
    expect(deltas).toHaveLength(2);
  });

  it('asks for the token counts in the last chunk (metrics)', async () => {
    await drain(provider().stream({ messages }));
    expect(fake.requests[0].body.stream_options).toEqual({ include_usage: true });
  });
});
