import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { account, analyticsEvents, session, user } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helpers/app.js';
import {
  cookiesFrom,
  nextAddress,
  ORIGIN,
  signIn,
  signUp,
  uniqueEmail,
} from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(databaseKinds)('accounts API on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const adminEmail = uniqueEmail('boss');

  beforeAll(async () => {
    ctx = await createTestApp(kind, { ADMIN_EMAILS: adminEmail });
  });
  afterAll(async () => ctx?.close());

  const getMe = (cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

  const postSignUp = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: nextAddress(),
      headers: { origin: ORIGIN, ...headers },
      payload,
    });

  it.each([
    [{ username: undefined }, 'username', 'Username is required'],
    [{ password: 'short' }, 'password', 'at least 8 characters'],
    [{ ageConfirmed: undefined }, 'ageConfirmed', '18 or older'],
    [{ ageConfirmed: false }, 'ageConfirmed', '18 or older'],
    [{ email: 'not-an-email' }, 'email', 'valid email'],
  ])('rejects sign-up with %o → 400 naming %s', async (override, field, text) => {
    const payload = {
      email: uniqueEmail(),
      password: 'long-enough-pw',
      username: 'valid_name',
      ageConfirmed: true,
      ...override,
    };
    const response = await postSignUp(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.error.fields?.[field]).toContain(text);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, payload.email));
    expect(row).toBeUndefined();
  });

  it('stores the 18+ confirmation with its time and hashes the password with scrypt', async () => {
    const created = await signUp(ctx.app);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, created.id));
    expect(row.ageConfirmedAt).toBeInstanceOf(Date);
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    const [credentials] = await ctx.database.db
      .select()
      .from(account)
      .where(eq(account.userId, created.id));
    expect(credentials.password).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(credentials.password).not.toContain(created.password);
  });

  it('answers 409 in our error shape for a duplicate e-mail or username', async () => {
    const first = await signUp(ctx.app);
    const sameEmail = await postSignUp({
      email: first.email,
      password: 'another-password',
      username: 'someone_else',
      ageConfirmed: true,
    });
    expect(sameEmail.statusCode).toBe(409);
    expect((sameEmail.json() as ErrorBody).error.code).toBe('email_taken');
    const sameName = await postSignUp({
      email: uniqueEmail(),
      password: 'another-password',
      username: first.username,
      ageConfirmed: true,
    });
    expect(sameName.statusCode).toBe(409);
    expect((sameName.json() as ErrorBody).error.code).toBe('username_taken');
  });

  it('refuses a wrong password with 401 and the generic message', async () => {
    const created = await signUp(ctx.app);
    const response = await signIn(ctx.app, created.email, 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect((response.json() as ErrorBody).error.message).toBe('Invalid email or password');
    const unknown = await signIn(ctx.app, uniqueEmail('ghost'), 'whatever-password');
    expect(unknown.statusCode).toBe(401);
    expect((unknown.json() as ErrorBody).error.message).toBe('Invalid email or password');
  });

  it('serves /api/me to a session, and a cookie replayed after sign-out gets 401', async () => {
    const created = await signUp(ctx.app);
    expect((await getMe()).statusCode).toBe(401);
    const me = await getMe(created.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: created.id,
      email: created.email,
      username: created.username,
      isPremium: false,
      isAdmin: false,
    });
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: created.cookie, origin: ORIGIN },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const replay = await getMe(created.cookie);
    expect(replay.statusCode).toBe(401);
    const sessions = await ctx.database.db
      .select()
      .from(session)
      .where(eq(session.userId, created.id));
    expect(sessions).toHaveLength(0);
  });

  it('signs in with the right password and sets an HttpOnly SameSite=Lax cookie', async () => {
    const created = await signUp(ctx.app);
    const response = await signIn(ctx.app, created.email.toUpperCase(), created.password);
    expect(response.statusCode).toBe(200);
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/session_token=.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookiesFrom(response.headers['set-cookie']);
    expect((await getMe(cookie)).statusCode).toBe(200);
  });

  it(
    'limits sign-in attempts per IP (10/min) and failed sign-ins per account and IP (5/min) with 429',
    { timeout: 90_000 },
    async () => {
      const created = await signUp(ctx.app);
      const address = nextAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        statuses.push(
          (await signIn(ctx.app, uniqueEmail('nobody'), 'some-password', '', address)).statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      const limited = await signIn(ctx.app, created.email, created.password, '', address);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((limited.json() as ErrorBody).error.message).toMatch(/wait/i);

      // Failures count per account and address: the guessing address is locked out of the account…
      const guesser = nextAddress();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(
          (await signIn(ctx.app, created.email, 'wrong-password', '', guesser)).statusCode,
        ).toBe(401);
      }
      const locked = await signIn(ctx.app, created.email, created.password, '', guesser);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBeDefined();
      // …while the owner elsewhere still signs in (see test/api/httpAbuse.test.ts).
      expect((await signIn(ctx.app, created.email, created.password)).statusCode).toBe(200);
    },
  );

  it('refuses a cross-origin state-changing request with 403', async () => {
    const created = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: created.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    const me = await getMe(created.cookie);
    expect(me.statusCode).toBe(200);
  });

  it('gives the admin probe 403 to a user and 200 to an admin (ADMIN_EMAILS)', async () => {
    const member = await signUp(ctx.app);
    const boss = await signUp(ctx.app, { email: adminEmail });
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/probe',
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/probe' })).statusCode).toBe(401);
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/probe',
      headers: { cookie: boss.cookie },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('ignores premium or admin flags sent by the browser at sign-up', async () => {
    const email = uniqueEmail('sneaky');
    const response = await postSignUp({
      email,
      password: 'long-enough-pw',
      username: `sneaky${Date.now()}`,
      ageConfirmed: true,
      isPremium: true,
      isAdmin: true,
      role: 'admin',
      premiumGrantedAt: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(200);
    const cookie = cookiesFrom(response.headers['set-cookie']);
    const me = await getMe(cookie);
    expect(me.json()).toMatchObject({ isPremium: false, isAdmin: false });
  });

  it('grants and revokes premium through the service (CLI path)', async () => {
    const created = await signUp(ctx.app);
    await ctx.app.services.auth.setPremiumGrant(created.email, true);
    const me = await getMe(created.cookie);
    expect(me.json()).toMatchObject({ isPremium: true });
    await ctx.app.services.auth.setPremiumGrant(created.email, false);
    const after = await getMe(created.cookie);
    expect(after.json()).toMatchObject({ isPremium: false });
  });

  it("exports the user's data and deletes every row on confirmation", async () => {
    const created = await signUp(ctx.app);
    await ctx.database.db
      .insert(analyticsEvents)
      .values({ userId: created.id, eventType: 'test_event' });
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { cookie: created.cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const data = exported.json() as { account: { email: string }; analytics: unknown[] };
    expect(data.account.email).toBe(created.email);
    expect(data.analytics).toHaveLength(1);

    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: created.cookie, origin: ORIGIN },
      payload: { confirmEmail: 'nope@example.com' },
    });
    expect(wrong.statusCode).toBe(400);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: created.cookie, origin: ORIGIN },
      payload: { confirmEmail: created.email },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(user).where(eq(user.id, created.id))).toHaveLength(
      0,
    );
    expect(
      await ctx.database.db.select().from(session).where(eq(session.userId, created.id)),
    ).toHaveLength(0);
    expect(
      await ctx.database.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.userId, created.id)),
    ).toHaveLength(0);
    expect((await getMe(created.cookie)).statusCode).toBe(401);
  });
});
