/**
 * A member's memoised session is checked inside the send's own statement (docs/decisions/0109):
 * a session ended or an account suspended on another instance, within the memo's lifetime, must
 * still stop the very next message — and nothing of it is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { buildApp } from '#server/app.js';
import { messages } from '#server/db/schema/index.js';
import { createSecondInstance, createTestApp } from '#test/helpers/app.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';

describe.each(databaseKinds)('a session ended on another instance, on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { SESSION_CACHE_MS: '60000' });
    other = await createSecondInstance(ctx);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  const send = (user: TestUser, id: string, content: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { content },
      headers: { origin: ORIGIN, cookie: user.cookie },
    });

  /** A member with a conversation and one reply sent here, so this instance memoises them. */
  async function memoisedMember() {
    const user = await signUp(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { characterId: 'luna' },
      headers: { origin: ORIGIN, cookie: user.cookie },
    });
    const id = (created.json() as { conversation: { id: string } }).conversation.id;
    expect((await send(user, id, 'Hello there')).statusCode).toBe(200);
    return { user, id };
  }

  const storedMessages = async (conversationId: string) => {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    return row.n;
  };

  const signOutElsewhere = (user: TestUser) =>
    other.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { origin: ORIGIN, cookie: user.cookie },
    });

  it('answers 401 to a message sent after signing out elsewhere, and stores nothing', async () => {
    const { user, id } = await memoisedMember();
    const before = await storedMessages(id);
    expect((await signOutElsewhere(user)).statusCode).toBe(200);
    const refused = await send(user, id, 'Are you still there?');
    expect(refused.statusCode).toBe(401);
    expect((refused.json() as { error: { message: string } }).error.message).toBe(
      'Your session has ended. Please sign in again.',
    );
    expect(await storedMessages(id)).toBe(before);
    // The memo is gone: the next request is a guest's, who does not own the conversation.
    expect((await send(user, id, 'Hello?')).statusCode).toBe(404);
  });

  it('stores no policy reply either (a crisis message) after signing out elsewhere', async () => {
    const { user, id } = await memoisedMember();
    const before = await storedMessages(id);
    expect((await signOutElsewhere(user)).statusCode).toBe(200);
    expect((await send(user, id, 'I want to die')).statusCode).toBe(401);
    expect(await storedMessages(id)).toBe(before);
  });

  it('answers 403 to a member suspended on another instance a moment ago', async () => {
    const { user, id } = await memoisedMember();
    const before = await storedMessages(id);
    await other.services.auth.suspend(user.id, 'test');
    const refused = await send(user, id, 'One more thing');
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { error: { code: string } }).error.code).toBe('account_suspended');
    expect(await storedMessages(id)).toBe(before);
    await other.services.auth.liftSuspension(user.id);
  });

  it('keeps sending while the memoised session is live', async () => {
    const { user, id } = await memoisedMember();
    const before = await storedMessages(id);
    expect((await send(user, id, 'Tell me about your day')).statusCode).toBe(200);
    expect(await storedMessages(id)).toBe(before + 2);
  });
});
