/**
 * The chat routes reuse a session check for a few seconds (viewerCache.ts). Changes made through
 * this instance must still apply to the very next chat request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helpers/app.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';

describe.each(databaseKinds)('chat session reuse on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { SESSION_CACHE_MS: '60000' });
  });
  afterAll(async () => ctx?.close());

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: user.cookie } });

  async function startChat(user: TestUser) {
    const created = await call(user, 'POST', '/api/conversations', { characterId: 'luna' });
    expect(created.statusCode).toBe(201);
    return (created.json() as { conversation: { id: string } }).conversation.id;
  }

  it('treats a signed-out cookie as a guest at once', async () => {
    const user = await signUp(ctx.app);
    const id = await startChat(user);
    const before = (await call(user, 'GET', '/api/conversations')).json() as {
      items: Array<{ id: string }>;
    };
    expect(before.items.map((item) => item.id)).toEqual([id]);
    const signOut = await call(user, 'POST', '/api/auth/sign-out', {});
    expect(signOut.statusCode).toBe(200);
    const after = (await call(user, 'GET', '/api/conversations')).json() as { items: unknown[] };
    expect(after.items).toEqual([]);
    const send = await call(user, 'POST', `/api/conversations/${id}/messages`, { content: 'Hi' });
    expect(send.statusCode).toBe(404);
  });

  it('refuses the next message of an account suspended a moment ago', async () => {
    const user = await signUp(ctx.app);
    const id = await startChat(user);
    await ctx.app.services.auth.suspend(user.id, 'test');
    const send = await call(user, 'POST', `/api/conversations/${id}/messages`, { content: 'Hi' });
    expect(send.statusCode).toBe(403);
    expect((send.json() as { error: { code: string } }).error.code).toBe('account_suspended');
    await ctx.app.services.auth.liftSuspension(user.id);
    const again = await call(user, 'POST', `/api/conversations/${id}/messages`, { content: 'Hi' });
    expect(again.statusCode).toBe(200);
  });
});
