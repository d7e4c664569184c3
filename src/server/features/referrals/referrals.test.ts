import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { analyticsEvents, referralAttributions } from '#server/db/schema/index.js';
import { ORIGIN, signUp, uniqueEmail, type TestUser } from '#test/helpers/auth.js';
import { ADMIN_EMAIL, ADMIN_ENV, asUser } from '#test/helpers/admin.js';
import { databaseKinds } from '#test/helpers/db.js';
import { createTestApp } from '#test/helpers/app.js';
import { postAs } from '../billing/billing.testkit.js';

interface Stats {
  code: string;
  link: string;
  signups: number;
  premiumConversions: number;
  revenueCents: number;
}

describe.each(databaseKinds)('referrals on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, ADMIN_ENV);
  });
  afterAll(async () => ctx?.close());

  const statsOf = async (user: TestUser) => {
    const response = await asUser(ctx.app, user)('GET', '/api/referrals');
    expect(response.statusCode).toBe(200);
    return response.json() as Stats;
  };
  const refCookie = (code: string, touchedMs = Date.now()) => `ref=${code}.${touchedMs}`;
  const attributionOf = async (userId: string) =>
    (
      await ctx.database.db
        .select()
        .from(referralAttributions)
        .where(eq(referralAttributions.referredUserId, userId))
    )[0] ?? null;

  /** Checkout through the API and pay on the local test page. */
  async function subscribeMonthly(user: TestUser) {
    const checkout = await postAs(ctx.app, '/api/billing/checkout', user, { plan: 'monthly' });
    expect(checkout.statusCode).toBe(200);
    const sessionId = new URL((checkout.json() as { url: string }).url, ORIGIN).searchParams.get(
      'session',
    )!;
    const paid = await postAs(ctx.app, `/api/billing/test-checkout/${sessionId}/complete`, user, {
      outcome: 'pay',
    });
    expect(paid.statusCode).toBe(200);
  }

  it('gives a member one short, unambiguous code and a link, made on first use', async () => {
    const member = await signUp(ctx.app);
    const first = await statsOf(member);
    expect(first.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(first.link).toBe(`http://localhost:3000/?ref=${first.code}`);
    expect(first).toMatchObject({ signups: 0, premiumConversions: 0, revenueCents: 0 });
    expect((await statsOf(member)).code).toBe(first.code);
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/referrals' });
    expect(visitor.statusCode).toBe(401);
  });

  it('attributes a sign-up carrying the ref cookie, once, with a referral_attribution event', async () => {
    const referrer = await signUp(ctx.app);
    const { code } = await statsOf(referrer);
    const touched = Date.now() - 86_400_000;
    const friend = await signUp(ctx.app, { cookie: refCookie(code.toLowerCase(), touched) });
    expect(await attributionOf(friend.id)).toMatchObject({
      referrerUserId: referrer.id,
      code,
      firstTouchAt: new Date(touched),
    });
    expect((await statsOf(referrer)).signups).toBe(1);
    const events = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.userId, friend.id),
          eq(analyticsEvents.eventType, 'referral_attribution'),
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0].eventData).toMatchObject({ code, referrerUserId: referrer.id });
  });

  it('keeps the first touch: a later attribution of the same member changes nothing', async () => {
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    const firstCode = (await statsOf(first)).code;
    const secondCode = (await statsOf(second)).code;
    const friend = await signUp(ctx.app, { cookie: refCookie(firstCode) });
    const counted = await ctx.app.services.referrals.attribute(friend.id, {
      code: secondCode,
      firstTouchAt: new Date(),
    });
    expect(counted).toBe(false);
    expect((await attributionOf(friend.id))?.referrerUserId).toBe(first.id);
    expect((await statsOf(second)).signups).toBe(0);
  });

  it('refuses self-referral and ignores unknown, malformed or expired codes silently', async () => {
    const member = await signUp(ctx.app);
    const { code } = await statsOf(member);
    expect(
      await ctx.app.services.referrals.attribute(member.id, { code, firstTouchAt: null }),
    ).toBe(false);
    expect(await attributionOf(member.id)).toBeNull();

    const unknown = await signUp(ctx.app, { cookie: refCookie('ZZZZZZZZ') });
    const malformed = await signUp(ctx.app, { cookie: 'ref=%3Cscript%3E' });
    const stale = await signUp(ctx.app, { cookie: refCookie(code, Date.now() - 31 * 86_400_000) });
    for (const user of [unknown, malformed, stale]) expect(await attributionOf(user.id)).toBeNull();
    expect((await statsOf(member)).signups).toBe(0);
  });

  it("counts the referred members' Premium conversions and revenue (from billing)", async () => {
    const referrer = await signUp(ctx.app);
    const { code } = await statsOf(referrer);
    const payer = await signUp(ctx.app, { cookie: refCookie(code) });
    await signUp(ctx.app, { cookie: refCookie(code) });
    await subscribeMonthly(payer);
    expect(await statsOf(referrer)).toMatchObject({
      signups: 2,
      premiumConversions: 1,
      revenueCents: 999,
    });
  });

  it('shows the admin totals and top referrers; refuses everyone else', async () => {
    const admin = await signUp(ctx.app, { email: ADMIN_EMAIL });
    const member = await signUp(ctx.app, { email: uniqueEmail('plain') });
    expect((await asUser(ctx.app, member)('GET', '/api/admin/referrals')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/referrals' })).statusCode).toBe(
      401,
    );
    const response = await asUser(ctx.app, admin)('GET', '/api/admin/referrals');
    expect(response.statusCode).toBe(200);
    const totals = response.json() as {
      referrers: number;
      signups: number;
      premiumConversions: number;
      revenueCents: number;
      topReferrers: Array<{ code: string; signups: number; username: string | null }>;
    };
    // Earlier tests in this file: 1 + 1 + 2 referred members across 3 referrers, 1 paying €9.99.
    expect(totals).toMatchObject({
      referrers: 3,
      signups: 4,
      premiumConversions: 1,
      revenueCents: 999,
    });
    expect(totals.topReferrers[0]).toMatchObject({ signups: 2, premiumConversions: 1 });
    expect(totals.topReferrers[0].username).toBeTruthy();
  });
});
