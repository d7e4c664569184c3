/** The weekly digest with two app instances on one database, as behind a load balancer. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { buildApp } from '#server/app.js';
import { emailOutbox, jobs, messages, weeklyDigests } from '#server/db/schema/index.js';
import { createSecondInstance, createTestApp } from '#test/helpers/app.js';
import { ORIGIN, nextAddress, signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { APP_NAME } from '#shared/constants.js';
import { createWeeklyActivity } from '#server/features/chat/index.js';
import { localDateAndHour } from '../daily/index.js';
import { setUpWeeklyDigest, WEEKLY_DIGEST_QUEUE, type DigestJobPayload } from './index.js';
import { addDays, startOfLocalDay } from './week.js';

const HOUR_MS = 3_600_000;

/** The Monday after today on a time zone's clock, at a local hour and minute. */
function nextMondayAt(timeZone: string, hour: number, minute = 0) {
  let date = addDays(localDateAndHour(new Date(), timeZone).date, 1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) date = addDays(date, 1);
  const start = startOfLocalDay(date, timeZone).getTime();
  return { date, moment: new Date(start + hour * HOUR_MS + minute * 60_000) };
}

describe.each(databaseKinds)('the weekly digest across instances on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let other: Awaited<ReturnType<typeof buildApp>>;

  /** The digest of an instance, on a clock the test sets (the app's own follows the real one). */
  const digestOn = (app: FastifyInstance, moment: Date) =>
    setUpWeeklyDigest({
      db: ctx.database.db,
      jobs: app.services.jobs,
      email: app.services.email,
      auth: app.services.auth,
      activity: createWeeklyActivity(ctx.database.db),
      characterName: async (id) =>
        (await app.services.characters.getForChat(id))?.publicCharacter.name ?? null,
      log: app.log,
      clock: () => moment,
    });

  const call = (user: TestUser, method: 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      remoteAddress: nextAddress(),
      headers: { origin: ORIGIN, cookie: user.cookie },
      ...(payload ? { payload } : {}),
    });

  /** Opens a conversation and sends each text through the real chat API; returns its id. */
  async function chat(user: TestUser, characterId: string, texts: string[]) {
    const created = await call(user, 'POST', '/api/conversations', { characterId });
    const id = (created.json() as { conversation: { id: string } }).conversation.id;
    for (const content of texts) {
      const sent = await call(user, 'POST', `/api/conversations/${id}/messages`, { content });
      expect(sent.statusCode).toBe(200);
    }
    return id;
  }

  async function member(timeZone: string, settings: Record<string, unknown> = {}) {
    const user = await signUp(ctx.app);
    const saved = await call(user, 'PUT', '/api/notifications/settings', { timeZone, ...settings });
    expect(saved.statusCode).toBe(200);
    return user;
  }

  const digestsOf = (userId: string) =>
    ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.templateName, 'weekly_digest')));

  const digestJobsOf = async (userId: string) =>
    (await ctx.database.db.select().from(jobs).where(eq(jobs.queue, WEEKLY_DIGEST_QUEUE))).filter(
      (job) => job.payload.userId === userId,
    );

  async function runBoth(moment: Date) {
    const [one, two] = [digestOn(ctx.app, moment), digestOn(other, moment)];
    const slots = await Promise.all([one.runSlot(), two.runSlot()]);
    await Promise.all([
      ctx.app.services.jobs.runDue(WEEKLY_DIGEST_QUEUE),
      other.services.jobs.runDue(WEEKLY_DIGEST_QUEUE),
    ]);
    return { one, two, enqueued: slots[0].enqueued + slots[1].enqueued };
  }

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    other = await createSecondInstance(ctx);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  it('sends one digest a week with the real figures, however often it runs', async () => {
    const user = await member('Europe/Berlin');
    await chat(user, 'luna', ['Good morning', 'Tell me about the stars']);
    const aria = await chat(user, 'aria', ['Hello there', 'How was your day?']);
    const monday = nextMondayAt('Europe/Berlin', 9, 30);
    // The first exchange with Aria happened before the week: it must not be counted.
    const weekStart = startOfLocalDay(addDays(monday.date, -7), 'Europe/Berlin');
    const early = await ctx.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, aria), ne(messages.kind, 'greeting')))
      .orderBy(asc(messages.seq))
      .limit(2);
    for (const { id } of early)
      await ctx.database.db
        .update(messages)
        .set({ createdAt: new Date(weekStart.getTime() - HOUR_MS) })
        .where(eq(messages.id, id));

    // Both instances run the slot and the jobs; then everything once more (a restart, a late slot).
    const first = await runBoth(monday.moment);
    expect(first.enqueued).toBe(1);
    const again = await runBoth(monday.moment);
    expect(again.enqueued).toBe(0);
    // The job itself running twice at once (a lease taken over mid-run) writes once.
    const [job] = await digestJobsOf(user.id);
    const payload = job.payload as unknown as DigestJobPayload;
    const twice = await Promise.all([first.one.sendDigest(payload), first.two.sendDigest(payload)]);
    expect(twice).toEqual([{ skipped: 'already_sent' }, { skipped: 'already_sent' }]);

    expect(job.singletonKey).toBe(`digest:${user.id}:${monday.date}`);
    expect(job.status).toBe('done');
    expect(payload).toMatchObject({ weekOf: monday.date, from: weekStart.toISOString() });
    expect(job.result).toEqual({ queued: true, messageCount: 6, characterCount: 2 });

    const sent = await digestsOf(user.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ toAddress: user.email, marketing: true });
    expect(sent[0].subject).toBe(`Your week on ${APP_NAME}, ${user.username}`);
    expect(sent[0].textContent).toContain(
      'This week you exchanged 6 messages with 2 companions. You talked most with Luna.',
    );
    const unsubscribe = ctx.app.services.email.unsubscribeUrl(user.id);
    expect(sent[0].textContent).toContain(`one click: ${unsubscribe}`);
    expect(sent[0].htmlContent).toContain(`href="${unsubscribe}"`);

    // The admin E-mail tab lists it like any other mail (unsent here: no provider in tests).
    const boss = await signUp(ctx.app);
    await ctx.app.services.auth.setAdmin(boss.email);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/emails?status=all&limit=100',
      remoteAddress: nextAddress(),
      headers: { origin: ORIGIN, cookie: boss.cookie },
    });
    expect(listed.statusCode).toBe(200);
    const items = (listed.json() as { items: { id: number; templateName: string; to: string }[] })
      .items;
    expect(items.find((item) => item.id === sent[0].id)).toMatchObject({
      templateName: 'weekly_digest',
      to: user.email,
    });

    const [claim] = await ctx.database.db
      .select()
      .from(weeklyDigests)
      .where(eq(weeklyDigests.userId, user.id));
    expect(claim).toMatchObject({
      weekOf: monday.date,
      messageCount: 6,
      characterCount: 2,
      topCharacterId: 'luna',
      outcome: 'queued',
    });
  });

  it('sends nothing with the switch off, after unsubscribing, when banned, or after a quiet week', async () => {
    const off = await member('UTC', { emailDigests: false });
    await chat(off, 'luna', ['Hi']);
    const unsubscribed = await member('UTC');
    await chat(unsubscribed, 'luna', ['Hi']);
    const token = ctx.app.services.email.unsubscribeUrl(unsubscribed.id).split('token=')[1];
    const optOut = await ctx.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(optOut.statusCode).toBe(200);
    const banned = await member('UTC');
    await chat(banned, 'luna', ['Hi']);
    await ctx.app.services.auth.suspend(banned.id, 'Test suspension');
    const quiet = await member('UTC');

    await runBoth(nextMondayAt('UTC', 10).moment);

    for (const user of [off, unsubscribed, banned, quiet])
      expect(await digestsOf(user.id)).toHaveLength(0);
    // The switch and a quiet week are seen by the slot; the job checks the rest again.
    expect(await digestJobsOf(off.id)).toHaveLength(0);
    expect(await digestJobsOf(quiet.id)).toHaveLength(0);
    expect((await digestJobsOf(unsubscribed.id))[0].result).toEqual({ skipped: 'unsubscribed' });
    expect((await digestJobsOf(banned.id))[0].result).toEqual({ skipped: 'no_account' });
  });

  it('follows each member clock: Monday 09:00 where they live', async () => {
    const auckland = await member('Pacific/Auckland');
    await chat(auckland, 'luna', ['Kia ora']);
    const angeles = await member('America/Los_Angeles');
    await chat(angeles, 'aria', ['Hey']);
    const aucklandMonday = nextMondayAt('Pacific/Auckland', 9, 15);

    // 08:59 in Auckland: nobody yet.
    await runBoth(new Date(aucklandMonday.moment.getTime() - 16 * 60_000));
    expect(await digestJobsOf(auckland.id)).toHaveLength(0);

    // 09:15 in Auckland is Sunday afternoon in Los Angeles.
    await runBoth(aucklandMonday.moment);
    expect(await digestsOf(auckland.id)).toHaveLength(1);
    expect(await digestJobsOf(angeles.id)).toHaveLength(0);

    const angelesMonday = nextMondayAt('America/Los_Angeles', 9, 15);
    await runBoth(angelesMonday.moment);
    expect(await digestsOf(angeles.id)).toHaveLength(1);
    const [job] = await digestJobsOf(angeles.id);
    expect(job.payload).toMatchObject({
      weekOf: angelesMonday.date,
      to: startOfLocalDay(angelesMonday.date, 'America/Los_Angeles').toISOString(),
    });
    expect(await digestsOf(auckland.id)).toHaveLength(1);
  });
});
