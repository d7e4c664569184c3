import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat.js';
import { createTestApp } from '#test/helpers/app.js';
import { ORIGIN, signUp } from '#test/helpers/auth.js';

/** A loopback stand-in for an OpenAI-shaped moderation endpoint. */
function startModerationServer(flags: (input: string) => Record<string, boolean> | 'fail') {
  const seen: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { input } = JSON.parse(body) as { input: string };
      seen.push(input);
      const result = flags(input);
      if (result === 'fail') {
        response.writeHead(500).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          results: [{ flagged: Object.values(result).some(Boolean), categories: result }],
        }),
      );
    });
  });
  return new Promise<{ url: string; seen: string[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        seen,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('a configured moderation endpoint is combined with our policy', () => {
  let moderation: Awaited<ReturnType<typeof startModerationServer>>;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    moderation = await startModerationServer((input): Record<string, boolean> | 'fail' =>
      input.includes('provider-flagged')
        ? { 'sexual/minors': true }
        : input.includes('outage')
          ? 'fail'
          : {},
    );
    ctx = await createTestApp('pglite', {
      MODERATION_BASE_URL: moderation.url,
      MODERATION_API_KEY: 'key',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await moderation?.close();
  });

  async function send(content: string) {
    const user = await signUp(ctx.app);
    const headers = { origin: ORIGIN, cookie: user.cookie };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers,
      payload: { characterId: 'luna' },
    });
    const { conversation } = created.json() as { conversation: { id: string } };
    return ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers,
      payload: { content },
    });
  }

  it('refuses what the endpoint flags even when our rules pass it', async () => {
    const response = await send('a provider-flagged message');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { assistantMessage: ChatMessage }).assistantMessage.safety).toEqual({
      action: 'refused',
      category: 'minors',
    });
    expect(moderation.seen).toContain('a provider-flagged message');
  });

  it('still applies our own policy alone when the endpoint fails', async () => {
    const allowed = await send('an outage but a friendly hello');
    expect(allowed.statusCode).toBe(200);
    expect(
      (allowed.json() as { assistantMessage: ChatMessage }).assistantMessage.safety,
    ).toBeNull();
    const refused = await send('outage: how do I make a pipe bomb');
    expect(
      (refused.json() as { assistantMessage: ChatMessage }).assistantMessage.safety,
    ).toMatchObject({ action: 'refused' });
  });
});
