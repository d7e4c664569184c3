import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  cancellationFeedback,
  checkoutSessions,
  conversations,
  creditBalances,
  creditTransactions,
  paywallAssignments,
  subscriptions,
  user,
} from '#server/db/schema/index.js';
import { createTestApp } from '#test/helpers/app.js';
import { ADMIN_ENV, asUser, signUpAdminAndMember } from '#test/helpers/admin.js';
import { databaseKinds } from '#test/helpers/db.js';
import type { Dashboard } from '#shared/api/admin.js';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe.each(databaseKinds)('admin dashboard figures (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof asUser>;

  beforeAll(async () => {
    ctx = await createTestApp(kind, ADMIN_ENV);
    const { admin } = await signUpAdminAndMember(ctx.app); // 2 users so far
    call = asUser(ctx.app, admin);
    const db = ctx.database.db;
    const ids = ['u1', 'u2', 'u3', 'u4'];
    await db
      .insert(user)
      .values(
        ids.map((id) => ({ id, name: id, email: `${id}@example.com`, username: `user_${id}` })),
      );
    await db.insert(subscriptions).values([
      { userId: 'u1', provider: 'test', plan: 'monthly', status: 'active' },
      { userId: 'u2', provider: 'test', plan: 'yearly', status: 'active' },
      { userId: 'u3', provider: 'test', plan: 'trial', status: 'trialing' },
      { userId: 'u4', provider: 'test', plan: 'monthly', status: 'canceled' },
    ] as const);
    const session = (id: string, userId: string, cents: number, extra = {}) => ({
      id,
      userId,
      provider: 'test' as const,
      kind: 'subscription' as const,
      amountCents: cents,
      currency: 'EUR',
      status: 'complete' as const,
      ...extra,
    });
    await db
      .insert(checkoutSessions)
      .values([
        session('cs1', 'u1', 999),
        session('cs2', 'u2', 7999),
        session('cs3', 'u3', 199, { createdAt: ago(3), updatedAt: ago(3) }),
        session('cs4', 'u1', 499, { kind: 'credits' }),
        session('cs5', 'u4', 999, { status: 'open' }),
        session('cs6', 'u4', 999, { createdAt: ago(60), updatedAt: ago(60) }),
      ]);
    const event = (eventType: string, userId: string | null, data = {}) => ({
      eventType,
      userId,
      eventData: data,
    });
    await db
      .insert(analyticsEvents)
      .values([
        event('paywall_view', 'u1', { variant: 'A' }),
        event('paywall_view', 'u1', { variant: 'A' }),
        event('paywall_view', null, { variant: 'A' }),
        event('paywall_view', 'u3', { variant: 'B' }),
        event('checkout_start', 'u1', { variant: 'A' }),
        event('checkout_start', 'u3', { variant: 'B' }),
        event('checkout_success', 'u1'),
        event('trial_converted', 'u3'),
      ]);
    await db.insert(paywallAssignments).values([
      { subjectId: 'u1', variant: 'A' },
      { subjectId: 'u3', variant: 'B' },
      { subjectId: 'guest-x', variant: 'A' },
      { subjectId: 'guest-y', variant: 'A' },
    ] as const);
    await db.insert(cancellationFeedback).values([
      { userId: 'u4', reason: 'too_expensive' },
      { userId: 'u2', reason: 'too_expensive' },
      { userId: 'u1', reason: 'other', feedbackText: 'just testing' },
    ] as const);
    await db.insert(creditBalances).values({ userId: 'u1', balance: 87 });
    const tx = (key: string, amount: number, after: number, type: string | null) => ({
      userId: 'u1',
      transactionType: amount > 0 ? ('purchase' as const) : ('usage' as const),
      amount,
      balanceAfter: after,
      specialRequestType: type,
      idempotencyKey: key,
    });
    await db
      .insert(creditTransactions)
      .values([
        tx('k1', 100, 100, null),
        tx('k2', -5, 95, 'special_photo'),
        tx('k3', -5, 90, 'special_photo'),
        tx('k4', -3, 87, 'voice'),
      ]);
    await db.insert(conversations).values({ ownerUserId: 'u1', characterId: 'luna' });
  });
  afterAll(async () => ctx?.close());

  async function dashboard(range = '30d'): Promise<Dashboard> {
    const response = await call('GET', `/api/admin/dashboard?range=${range}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('counts users, premium users and conversion', async () => {
    const figures = await dashboard();
    expect(figures.totalUsers).toBe(6);
    expect(figures.premiumUsers).toBe(3);
    expect(figures.conversionPercent).toBe(50);
    expect(figures.activeChats).toBe(1);
  });

  it('adds up revenue, MRR and churn from subscriptions and credit purchases', async () => {
    const figures = await dashboard();
    expect(figures.subscriptionRevenueCents).toBe(999 + 7999 + 199);
    expect(figures.creditsRevenueCents).toBe(499);
    expect(figures.revenueCents).toBe(9696);
    expect(figures.revenuePerPremiumUserCents).toBe(3232);
    // monthly 9.99 + yearly 79.99 / 12; the running trial pays nothing recurring yet.
    expect(figures.mrrCents).toBe(999 + 667);
    // one ended out of one ended + three running.
    expect(figures.churnPercent).toBe(25);
  });

  it('changes with the range', async () => {
    expect((await dashboard('7d')).revenueCents).toBe(9696);
    expect((await dashboard('90d')).revenueCents).toBe(9696 + 999);
    const response = await call('GET', '/api/admin/dashboard?range=1y');
    expect(response.statusCode).toBe(400);
  });

  it('reports the A/B test per variant and the funnel', async () => {
    const figures = await dashboard();
    expect(figures.abTest.totalAssignments).toBe(4);
    expect(figures.abTest.variants).toEqual([
      {
        variant: 'A',
        headline: 'Unlock Intimacy',
        assignments: 3,
        views: 3,
        checkouts: 1,
        successes: 1,
        conversionPercent: 33.3,
      },
      {
        variant: 'B',
        headline: 'Go Further Now',
        assignments: 1,
        views: 1,
        checkouts: 1,
        successes: 1,
        conversionPercent: 100,
      },
    ]);
    expect(figures.abTest.significance).toMatch(/Not enough data/);
    expect(figures.funnel).toEqual({ views: 4, starts: 2, successes: 2, successPercent: 50 });
  });

  it('lists cancellation reasons and credit analytics', async () => {
    const figures = await dashboard();
    expect(figures.cancellationReasons).toEqual([
      { reason: 'too_expensive', count: 2, percent: 66.7 },
      { reason: 'other', count: 1, percent: 33.3 },
    ]);
    expect(figures.credits).toMatchObject({
      creditsSold: 100,
      creditsRevenueCents: 499,
      specialRequests: 3,
      topRequestType: 'special_photo',
    });
    const stats = await call('GET', '/api/admin/credits-stats');
    expect(stats.json()).toEqual({
      totalCreditsSold: 100,
      creditsRevenue: 4.99,
      specialRequests: 3,
      topRequestType: 'special_photo',
    });
  });

  it('gives daily series for the charts and masked recent activity', async () => {
    const figures = await dashboard();
    const today = new Date().toISOString().slice(0, 10);
    expect(figures.charts.signups.find((row) => row.day === today)?.value).toBe(6);
    expect(figures.charts.revenueCents.reduce((sum, row) => sum + row.value, 0)).toBe(9696);
    expect(figures.recentActivity).toHaveLength(5);
    for (const entry of figures.recentActivity) expect(entry.user ?? '').not.toMatch(/^u\d$/);
  });
});
