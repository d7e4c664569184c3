import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helpers/app.js';
import { callAs, signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { browserKeys, startPushEndpoint } from '#test/helpers/pushEndpoint.js';

describe.each(databaseKinds)('web push on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let pushServer: Awaited<ReturnType<typeof startPushEndpoint>>;

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => callAs(ctx.app, user, method, url, payload);
  const premium = async () => {
    const user = await signUp(ctx.app);
    await ctx.app.services.auth.setPremiumGrant(user.email, true);
    return user;
  };
  const eventsOf = (userId: string, type: string) =>
    ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.eventType, type)));

  beforeAll(async () => {
    pushServer = await startPushEndpoint();
    ctx = await createTestApp(kind, {}, { pushAgent: pushServer.agent });
  });
  afterAll(async () => {
    await ctx?.close();
    await pushServer?.close();
  });

  it('publishes one VAPID public key, generated once and kept', async () => {
    const first = await call(null, 'GET', '/api/notifications/vapid-public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json() as { publicKey: string };
    // An uncompressed P-256 point: 65 bytes, starting with 0x04.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
    expect(ctx.app.services.push.keySource).toBe('generated');
    const second = await call(null, 'GET', '/api/notifications/vapid-public-key');
    expect((second.json() as { publicKey: string }).publicKey).toBe(publicKey);
  });

  it('refuses guests (401) and free members (402), saving nothing', async () => {
    const body = { endpoint: pushServer.endpoint(), keys: browserKeys().keys };
    expect((await call(null, 'POST', '/api/notifications/subscription', body)).statusCode).toBe(
      401,
    );
    const free = await signUp(ctx.app);
    const refused = await call(free, 'POST', '/api/notifications/subscription', body);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: { code: 'premium_required' } });
    const settings = await call(free, 'GET', '/api/notifications/settings');
    expect((settings.json() as { pushDevices: number }).pushDevices).toBe(0);
  });

  it('rejects malformed subscriptions with 400', async () => {
    const user = await premium();
    const keys = browserKeys().keys;
    for (const body of [
      { endpoint: 'not a url', keys },
      { endpoint: 'ftp://127.0.0.1/x', keys },
      { endpoint: pushServer.endpoint(), keys: { p256dh: 'short', auth: keys.auth } },
      { endpoint: pushServer.endpoint(), keys: { ...keys, auth: 'has spaces in it!!' } },
      { endpoint: pushServer.endpoint(), keys, timeZone: 'Mars/Olympus' },
      { endpoint: 'http://127.0.0.1/push', keys },
    ]) {
      const response = await call(user, 'POST', '/api/notifications/subscription', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('delivers an encrypted, VAPID-signed push the browser can decrypt', async () => {
    const user = await premium();
    const browser = browserKeys();
    const endpoint = pushServer.endpoint();
    const saved = await call(user, 'POST', '/api/notifications/subscription', {
      endpoint,
      keys: browser.keys,
      expirationTime: null,
      timeZone: 'Europe/Berlin',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      pushDevices: 1,
      timeZone: 'Europe/Berlin',
      dailyMessages: true,
    });
    expect(await eventsOf(user.id, 'push_subscription_created')).toHaveLength(1);

    const message = { title: 'Luna', body: 'Good morning!', url: '/chat/luna', tag: 't1' };
    const summary = await ctx.app.services.push.sendToUser(user.id, message);
    expect(summary).toMatchObject({ devices: 1, delivered: 1, removed: 0 });
    const arrived = pushServer.received.find((r) => endpoint.endsWith(r.path))!;
    expect(arrived.headers['content-encoding']).toBe('aes128gcm');
    expect(arrived.headers['ttl']).toBe(String(24 * 60 * 60));
    const vapid = String(arrived.headers['authorization']);
    expect(vapid).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(vapid.split('k=')[1]).toBe(ctx.app.services.push.publicKey);
    expect(arrived.body.toString('utf8')).not.toContain('Good morning');
    expect(JSON.parse(browser.decrypt(arrived.body))).toEqual(message);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const user = await premium();
    await call(user, 'POST', '/api/notifications/subscription', {
      endpoint: pushServer.endpoint(),
      keys: browserKeys().keys,
    });
    pushServer.answerWith(410);
    try {
      const summary = await ctx.app.services.push.sendToUser(user.id, {
        title: 'x',
        body: 'y',
        url: '/',
      });
      expect(summary).toMatchObject({ devices: 1, delivered: 0, removed: 1 });
    } finally {
      pushServer.answerWith(201);
    }
    const settings = await call(user, 'GET', '/api/notifications/settings');
    expect((settings.json() as { pushDevices: number }).pushDevices).toBe(0);
    expect(await eventsOf(user.id, 'push_subscription_removed')).toHaveLength(1);
  });

  it('unsubscribing removes the device and turns daily messages off', async () => {
    const user = await premium();
    const endpoint = pushServer.endpoint();
    await call(user, 'POST', '/api/notifications/subscription', {
      endpoint,
      keys: browserKeys().keys,
    });
    const removed = await call(user, 'DELETE', '/api/notifications/subscription', { endpoint });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      pushDevices: 0,
      dailyMessages: false,
      emailDigests: true,
    });
    expect(await eventsOf(user.id, 'push_subscription_removed')).toHaveLength(1);
  });

  it('keeps settings with the documented defaults and validates changes', async () => {
    const user = await signUp(ctx.app);
    const initial = await call(user, 'GET', '/api/notifications/settings');
    expect(initial.json()).toEqual({
      dailyMessages: true,
      emailDigests: true,
      timeZone: 'UTC',
      dailyMessageHour: 9,
      pushDevices: 0,
    });
    for (const bad of [
      {},
      { dailyMessages: 'yes' },
      { dailyMessageHour: 24 },
      { dailyMessageHour: 7.5 },
      { timeZone: 'Nowhere/Land' },
      { timeZone: 'Europe/Berlin\u0000' },
      { sms: true },
    ]) {
      const response = await call(user, 'PUT', '/api/notifications/settings', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_input' } });
    }
    const changed = await call(user, 'PUT', '/api/notifications/settings', {
      emailDigests: false,
      dailyMessageHour: 20,
      timeZone: 'America/New_York',
    });
    expect(changed.statusCode).toBe(200);
    const reread = await call(user, 'GET', '/api/notifications/settings');
    expect(reread.json()).toMatchObject({
      dailyMessages: true,
      emailDigests: false,
      dailyMessageHour: 20,
      timeZone: 'America/New_York',
    });
    expect((await call(null, 'GET', '/api/notifications/settings')).statusCode).toBe(401);
  });

  it('records the browser permission answer as an event', async () => {
    const user = await signUp(ctx.app);
    const granted = await call(user, 'POST', '/api/notifications/permission', { state: 'granted' });
    expect(granted.statusCode).toBe(204);
    await call(user, 'POST', '/api/notifications/permission', { state: 'denied' });
    expect(await eventsOf(user.id, 'notification_permission_granted')).toHaveLength(1);
    expect(await eventsOf(user.id, 'notification_permission_denied')).toHaveLength(1);
    const bad = await call(user, 'POST', '/api/notifications/permission', { state: 'maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it("sends the admin's diagnostic push for real and reports it", async () => {
    const admin = await premium();
    await ctx.app.services.auth.setAdmin(admin.email);
    const run = () => call(admin, 'POST', '/api/admin/diagnostics/push');
    const none = await run();
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ pass: false });
    await call(admin, 'POST', '/api/notifications/subscription', {
      endpoint: pushServer.endpoint(),
      keys: browserKeys().keys,
    });
    const sent = await run();
    expect(sent.json()).toMatchObject({ name: 'push', pass: true });
    expect((sent.json() as { detail: string }).detail).toContain('Delivered to 1 of 1');
    expect(typeof (sent.json() as { ms: number }).ms).toBe('number');
  });
});
