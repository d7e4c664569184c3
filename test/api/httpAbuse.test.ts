import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import contentDisposition from 'content-disposition';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { user as userTable } from '#server/db/schema/index.js';
import { testConfig } from '../helpers/app.js';
import { ORIGIN, signIn, signUp, nextAddress, type TestUser } from '../helpers/auth.js';
import { createTestDatabase, databaseKinds } from '../helpers/db.js';

type App = Awaited<ReturnType<typeof buildApp>>;
const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe.each(databaseKinds)('HTTP abuse on %s', (kind) => {
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const dist = mkdtempSync(path.join(os.tmpdir(), 'web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await buildApp({
      config: testConfig({ NODE_ENV: 'production', PAYMENTS_MODE: 'test' }),
      database,
      logger: false,
      webDistDir: dist,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const send = (method: 'POST' | 'PATCH', url: string, who: TestUser | null, payload: unknown) =>
    app.inject({
      method,
      url,
      remoteAddress: nextAddress(),
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        ...(who ? { cookie: who.cookie } : {}),
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('answers 400 to deeply nested JSON on better-auth routes and ours', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/get-session', '/api/conversations']) {
      const response = await send('POST', url, null, deepJson(100_000));
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_json' } });
    }
  });

  it('refuses control characters and lone surrogates in text fields with 400', async () => {
    for (const username of ['bad\u0000name', 'bad\u001bname', 'bad\ud800name']) {
      const response = await send('POST', '/api/auth/sign-up/email', null, {
        email: `${Math.random().toString(36).slice(2)}@example.com`,
        password: 'long-enough-password',
        username,
        ageConfirmed: true,
      });
      expect(response.statusCode).toBe(400);
    }
    const admin = await app.inject({
      method: 'POST',
      url: '/api/admin/users/abc%00def/lift-suspension',
      headers: { origin: ORIGIN },
    });
    expect([400, 401]).toContain(admin.statusCode);
  });

  it('routes better-auth update-user through our profile rules', async () => {
    const owner = await signUp(app, { username: 'LunaFan' });
    const other = await signUp(app);
    const refused: Array<[object, number]> = [
      [{ username: '<script>alert(1)</script>' }, 400],
      [{ username: 'lunafan' }, 409],
      [{ name: 'x'.repeat(900_000) }, 400],
      [{ image: 'javascript:alert(1)' }, 400],
      [{ name: 'Tab\u0000Name' }, 400],
      [{ role: 'admin' }, 400],
    ];
    for (const [payload, status] of refused) {
      for (const url of ['/api/auth/update-user', '/api/me']) {
        const method = url === '/api/me' ? 'PATCH' : 'POST';
        const response = await send(method, url, other, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(payload).slice(0, 40)}`).toBe(status);
      }
    }
    const [row] = await database.db.select().from(userTable).where(eq(userTable.id, other.id));
    expect(row).toMatchObject({ username: other.username, role: 'user', image: null });
    const ok = await send('PATCH', '/api/me', other, {
      name: 'New Name',
      image: 'https://example.com/a.png',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'New Name', avatarUrl: 'https://example.com/a.png' });
    expect(owner.username).toBe('LunaFan');
  });

  it('builds the export download header with an encoder that quotes and cannot be broken', async () => {
    const member = await signUp(app);
    await database.db
      .update(userTable)
      .set({ username: 'evil"; filename=x.exe\r\nX-Injected: 1' })
      .where(eq(userTable.id, member.id));
    const response = await app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-injected']).toBeUndefined();
    const header = String(response.headers['content-disposition']);
    expect(header).not.toMatch(/[\r\n]/);
    // One attachment with one file name: the quote did not end the value and add a parameter.
    const parsed = contentDisposition.parse(header);
    expect(parsed.type).toBe('attachment');
    expect(Object.keys(parsed.parameters)).toEqual(['filename']);
    expect(parsed.parameters.filename).toMatch(/^velvet-data-evil"; filename=x\.exe/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store on authenticated JSON and security headers on streamed replies', async () => {
    const member = await signUp(app);
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: member.cookie },
    });
    expect(me.headers['cache-control']).toBe('no-store');
    const created = await send('POST', '/api/conversations', member, { characterId: 'luna' });
    const { id } = (created.json() as { conversation: { id: string } }).conversation;
    const stream = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { origin: ORIGIN, cookie: member.cookie, accept: 'text/event-stream' },
      payload: { content: 'Hello there' },
    });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'strict-transport-security',
    ])
      expect(stream.headers[name], name).toBeDefined();
  });

  it('serves the web app to any non-API GET, JSON 404 only under /api/', async () => {
    for (const url of ['/', '/characters', '/some/page']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('id="root"');
    }
    const api = await app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { accept: '*/*' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('never locks the owner out: failures count per account and address, known devices pass', async () => {
    const owner = await signUp(app);
    const first = await signIn(app, owner.email, owner.password);
    const knownCookie = String(first.headers['set-cookie']).match(/known_device=[^;]+/)![0];
    const attacker = nextAddress();
    for (let attempt = 0; attempt < 8; attempt++)
      await signIn(app, owner.email, 'wrong-password', '', attacker);
    expect((await signIn(app, owner.email, owner.password, '', attacker)).statusCode).toBe(429);
    // Another address, and the owner's own device even on the attacker's address, still sign in.
    expect((await signIn(app, owner.email, owner.password)).statusCode).toBe(200);
    expect((await signIn(app, owner.email, owner.password, knownCookie, attacker)).statusCode).toBe(
      200,
    );
    const failures = await app.inject({
      method: 'GET',
      url: '/api/me/sign-in-failures',
      headers: { cookie: owner.cookie },
    });
    expect(failures.statusCode).toBe(200);
    const list = (failures.json() as { failures: Array<{ ipAddress: string }> }).failures;
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list[0].ipAddress).toBe(attacker);
  });
});
