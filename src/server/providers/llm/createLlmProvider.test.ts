import { describe, expect, it } from 'vitest';
import { startFakeOpenAI } from '#test/helpers/fakeOpenAI.js';
import { createLlmProvider } from './createLlmProvider.js';
import { collectText } from './types.js';

describe('createLlmProvider', () => {
  it('uses the offline engine when no endpoint is configured', async () => {
    const provider = createLlmProvider({ LLM_TIMEOUT_MS: 1000 }, { offlineSeed: 3 });
    expect(provider.kind).toBe('offline');
    expect(provider.defaultModel).toBe('offline-companion');
    const reply = await collectText(
      provider.stream({ messages: [{ role: 'user', content: 'Hi!' }] }),
    );
    expect(reply.length).toBeGreaterThan(0);
  });

  it('uses the configured endpoint and model, never the offline engine', async () => {
    const fake = await startFakeOpenAI({ reply: 'From the endpoint.' });
    try {
      const provider = createLlmProvider({
        LLM_BASE_URL: fake.baseURL,
        LLM_MODEL: 'main',
        LLM_TIMEOUT_MS: 5000,
      });
      expect(provider.kind).toBe('openai-compatible');
      expect(provider.defaultModel).toBe('main');
      expect(
        await collectText(provider.stream({ messages: [{ role: 'user', content: 'Hi' }] })),
      ).toBe('From the endpoint.');
      expect(fake.requests[0].model).toBe('main');
    } finally {
      await fake.close();
    }
  });

  it('refuses an endpoint without LLM_MODEL, naming the variable', () => {
    expect(() =>
      createLlmProvider({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_TIMEOUT_MS: 1000 }),
    ).toThrow(/LLM_MODEL/);
  });
});
