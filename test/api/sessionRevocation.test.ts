import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { testConfig } from '../helpers/app.js';
import { ORIGIN, signIn, signUp, cookiesFrom } from '../helpers/auth.js';
import { createTestDatabase, databaseKinds } from '../helpers/db.js';
import { ADMIN_EMAIL } from '../helpers/admin.js';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * The chat routes read the viewer through the session cache, the path revocation must beat. They
 * serve guests too, so a refused session shows as a visitor who sees none of the member's chats.
 */
async function chatsSeen(app: App, cookie: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/conversations',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: unknown[] }).items.length;
}

const chatsList = (app: App, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie } });

describe.each(databaseKinds)('revoked sessions on two instances over one %s database', (kind) => {
  let database: DatabaseHandle;
  let first: App;
  let second: App;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // A long cache, so only a check that bypasses it can pass this test.
    const config = testConfig({ SESSION_CACHE_MS: '60000', ADMIN_EMAILS: ADMIN_EMAIL });
    const build = () => buildApp({ config, database, logger: false, webDistDir: '/nonexistent' });
    [first, second] = [await build(), await build()];
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  const post = (app: App, url: string, cookie: string, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers: { cookie, origin: ORIGIN }, payload });

  /** Signs in twice (two devices) and warms both instances' caches with the first session. */
  async function twoSessions() {
    const user = await signUp(first);
    const other = await signIn(first, user.email, user.password);
    const otherCookie = cookiesFrom(other.headers['set-cookie']);
    const created = await post(first, '/api/conversations', user.cookie, { characterId: 'luna' });
    expect(created.statusCode).toBe(201);
    for (const app of [first, second]) expect(await chatsSeen(app, user.cookie)).toBe(1);
    return { user, otherCookie };
  }

  it('refuses a session signed out on the other instance on the very next request', async () => {
    const { user } = await twoSessions();
    expect((await post(second, '/api/auth/sign-out', user.cookie)).statusCode).toBe(200);
    expect(await chatsSeen(first, user.cookie)).toBe(0);
    expect(await chatsSeen(second, user.cookie)).toBe(0);
  });

  it('refuses sessions revoked from another device (revoke-other-sessions)', async () => {
    const { user, otherCookie } = await twoSessions();
    expect((await post(second, '/api/auth/revoke-other-sessions', otherCookie)).statusCode).toBe(
      200,
    );
    expect(await chatsSeen(first, user.cookie)).toBe(0);
    expect(await chatsSeen(first, otherCookie)).toBe(1);
  });

  it('refuses the other sessions after a password change', async () => {
    const { user, otherCookie } = await twoSessions();
    const changed = await post(second, '/api/auth/change-password', otherCookie, {
      currentPassword: user.password,
      newPassword: 'a-brand-new-password',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(await chatsSeen(first, user.cookie)).toBe(0);
  });

  it("an admin's suspension on one instance refuses the user's next chat on the other", async () => {
    const { user } = await twoSessions();
    const admin = await signUp(first, { email: ADMIN_EMAIL });
    const conversation = (await (await chatsList(second, user.cookie)).json()).items[0] as {
      id: string;
    };
    const send = () =>
      post(second, `/api/conversations/${conversation.id}/messages`, user.cookie, {
        content: 'Hello',
      });
    expect((await send()).statusCode).toBe(200);
    const suspended = await post(first, `/api/admin/users/${user.id}/suspend`, admin.cookie, {
      reason: 'Reported for spam',
    });
    expect(suspended.statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('account_suspended');
    await post(first, `/api/admin/users/${user.id}/lift-suspension`, admin.cookie);
    expect((await send()).statusCode).toBe(200);
  });
});
