/** Daily messages with two app instances on one database, as behind a load balancer. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { buildApp } from '#server/app.js';
import { jobs, messages } from '#server/db/schema/index.js';
import { createSecondInstance, createTestApp } from '#test/helpers/app.js';
import { ORIGIN, nextAddress, signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { browserKeys, startPushEndpoint } from '#test/helpers/pushEndpoint.js';
import { DAILY_MESSAGE_QUEUE, DAILY_SCHEDULER_QUEUE } from './service.js';
import { isDue, localDateAndHour } from './localClock.js';

describe('the local clock', () => {
  it('reads the date and hour in the member time zone', () => {
    const moment = new Date('2026-03-01T23:30:00Z');
    expect(localDateAndHour(moment, 'UTC')).toEqual({ date: '2026-03-01', hour: 23 });
    expect(localDateAndHour(moment, 'Europe/Berlin')).toEqual({ date: '2026-03-02', hour: 0 });
    expect(localDateAndHour(moment, 'America/New_York')).toEqual({ date: '2026-03-01', hour: 18 });
  });
  it('is due from the chosen hour for the catch-up hours, across midnight too', () => {
    expect(isDue(9, 9, 3)).toBe(true);
    expect(isDue(11, 9, 3)).toBe(true);
    expect(isDue(12, 9, 3)).toBe(false);
    expect(isDue(8, 9, 3)).toBe(false);
    expect(isDue(1, 23, 3)).toBe(true);
  });
});

describe.each(databaseKinds)('daily messages across instances on %s', (kind) => {
  let pushServer: Awaited<ReturnType<typeof startPushEndpoint>>;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let user: TestUser;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      remoteAddress: nextAddress(),
      headers: { origin: ORIGIN, cookie: user.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    pushServer = await startPushEndpoint();
    ctx = await createTestApp(kind, {}, { pushAgent: pushServer.agent });
    other = await createSecondInstance(ctx, { pushAgent: pushServer.agent });
    user = await signUp(ctx.app);
    await ctx.app.services.auth.setPremiumGrant(user.email, true);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    await pushServer?.close();
  });

  it('keeps one scheduler job per hour however many instances schedule it', async () => {
    await Promise.all([
      ctx.app.services.daily.ensureScheduled(),
      other.services.daily.ensureScheduled(),
    ]);
    const slots = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.queue, DAILY_SCHEDULER_QUEUE));
    const keys = slots.map((job) => job.singletonKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(2);
  });

  it('writes one message a day, in the busiest conversation, and pushes a link to it', async () => {
    const created = await call('POST', '/api/conversations', { characterId: 'luna' });
    const conversationId = (created.json() as { conversation: { id: string } }).conversation.id;
    const sent = await call('POST', `/api/conversations/${conversationId}/messages`, {
      content: 'I love hiking in the mountains',
    });
    expect(sent.statusCode).toBe(200);
    const endpoint = pushServer.endpoint();
    const browser = browserKeys();
    await call('POST', '/api/notifications/subscription', { endpoint, keys: browser.keys });
    // Due now: the member's chosen hour is the current hour on their clock.
    const hour = localDateAndHour(new Date(), 'UTC').hour;
    await call('PUT', '/api/notifications/settings', { timeZone: 'UTC', dailyMessageHour: hour });
    const before = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));

    // Both instances run the slot at once, then again (a restart, a late duplicate).
    await Promise.all([ctx.app.services.daily.runSlot(), other.services.daily.runSlot()]);
    await Promise.all([
      ctx.app.services.jobs.runDue(DAILY_MESSAGE_QUEUE),
      other.services.jobs.runDue(DAILY_MESSAGE_QUEUE),
    ]);
    const again = await other.services.daily.runSlot();
    expect(again.enqueued).toBe(0);

    const daily = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, DAILY_MESSAGE_QUEUE), eq(jobs.status, 'done')));
    const mine = daily.filter((job) => job.payload.userId === user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].singletonKey).toBe(
      `daily:${user.id}:${localDateAndHour(new Date(), 'UTC').date}`,
    );
    expect(mine[0].result).toMatchObject({ conversationId, delivered: 1 });

    const after = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    const added = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ role: 'assistant', status: 'complete' });
    expect(added[0].content.length).toBeGreaterThan(0);

    const arrived = pushServer.received.filter((r) => endpoint.endsWith(r.path));
    expect(arrived).toHaveLength(1);
    const shown = JSON.parse(browser.decrypt(arrived[0].body)) as { url: string; body: string };
    expect(shown.url).toBe(`/chat/luna?c=${conversationId}`);
    expect(added[0].content.startsWith(shown.body.slice(0, 20))).toBe(true);
  });

  it('skips members who turned daily messages off', async () => {
    const quiet = await signUp(ctx.app);
    await ctx.app.services.auth.setPremiumGrant(quiet.email, true);
    const headers = { origin: ORIGIN, cookie: quiet.cookie };
    await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/subscription',
      headers,
      payload: { endpoint: pushServer.endpoint(), keys: browserKeys().keys, timeZone: 'UTC' },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers,
      payload: { dailyMessages: false, dailyMessageHour: localDateAndHour(new Date(), 'UTC').hour },
    });
    await ctx.app.services.daily.runSlot();
    const queued = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.queue, DAILY_MESSAGE_QUEUE));
    expect(queued.some((job) => job.payload.userId === quiet.id)).toBe(false);
  });
});
