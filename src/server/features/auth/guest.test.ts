import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyticsEvents } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helpers/app.js';
import { signIn, signUp } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { GUEST_COOKIE } from './guest.js';
import { uniqueUsername, usernameFromEmail } from './username.js';

describe('username derivation (docs/PRODUCT.md#states)', () => {
  it.each([
    ['Jane.Doe+tag@example.com', 'janedoetag'],
    ['MIXED_Case-99@x.io', 'mixedcase99'],
    ['...@example.com', 'user'],
    ['@example.com', 'user'],
  ])('%s → %s', (email, expected) => {
    expect(usernameFromEmail(email)).toBe(expected);
  });

  it('adds a suffix when the name is taken', async () => {
    const taken = new Set(['jane', 'jane2']);
    expect(await uniqueUsername('jane', async (candidate) => taken.has(candidate))).toBe('jane3');
    expect(await uniqueUsername('free', async () => false)).toBe('free');
  });
});

describe.each(databaseKinds)('guest data moves to the account (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const guestCookie = (guestId: string) => `${GUEST_COOKIE}=${ctx.app.signCookie(guestId)}`;

  it('claims the guest rows on sign-up', async () => {
    const guestId = crypto.randomUUID();
    await ctx.app.services.analytics.track({ type: 'guest_thing', sessionId: guestId });
    const created = await signUp(ctx.app, { cookie: guestCookie(guestId) });
    const rows = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, guestId));
    expect(rows.map((row) => row.userId)).toEqual([created.id]);
  });

  it('claims the guest rows on sign-in, and ignores a forged guest cookie', async () => {
    const created = await signUp(ctx.app);
    const guestId = crypto.randomUUID();
    await ctx.app.services.analytics.track({ type: 'guest_thing', sessionId: guestId });
    const forged = `${GUEST_COOKIE}=${guestId}.forgedsignature`;
    await signIn(ctx.app, created.email, created.password, forged);
    const untouched = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, guestId));
    expect(untouched[0].userId).toBeNull();
    const response = await signIn(ctx.app, created.email, created.password, guestCookie(guestId));
    expect(response.statusCode).toBe(200);
    const claimed = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, guestId));
    expect(claimed[0].userId).toBe(created.id);
  });
});
