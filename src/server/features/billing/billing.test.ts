import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { analyticsEvents, cancellationFeedback, webhookLogs } from '#server/db/schema/index.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { createSecondInstance } from '#test/helpers/app.js';
import { createBillingTestApp, eventsOf, mailsOf, postAs } from './billing.testkit.js';

type Json = Record<string, unknown>;

describe.each(databaseKinds)('billing API in local test mode on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createBillingTestApp>>;

  beforeAll(async () => {
    ctx = await createBillingTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, user: TestUser | null, payload?: Json) =>
    postAs(ctx.app, url, user, payload);
  const get = (url: string, user: TestUser | null) =>
    ctx.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
  const me = async (user: TestUser) =>
    (await get('/api/me', user)).json() as { isPremium: boolean };
  const sessionIdOf = (url: string) => new URL(url, ORIGIN).searchParams.get('session')!;

  /** Checkout through the API and pay on the test page: the browser's whole path. */
  async function subscribe(
    user: TestUser,
    plan: 'monthly' | 'yearly' | 'trial',
    outcome: 'pay' | 'decline' = 'pay',
  ) {
    const checkout = await post('/api/billing/checkout', user, { plan });
    expect(checkout.statusCode).toBe(200);
    const sessionId = sessionIdOf((checkout.json() as { url: string }).url);
    const completed = await post(`/api/billing/test-checkout/${sessionId}/complete`, user, {
      outcome,
    });
    expect(completed.statusCode).toBe(200);
    return { sessionId, completed: completed.json() as { status: string; redirectUrl: string } };
  }

  it('lists the plan catalogue with the configured currency', async () => {
    const response = await get('/api/plans', null);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { currency: string; livePayments: boolean; plans: Json[] };
    expect(body.currency).toBe('EUR');
    expect(body.livePayments).toBe(false);
    expect(body.plans.map((plan) => plan.id)).toEqual(['free', 'monthly', 'yearly', 'trial']);
    expect(body.plans[1]).toMatchObject({
      price: 9.99,
      interval: 'month',
      popular: true,
      priceLabel: '€9.99',
    });
    expect(body.plans[2]).toMatchObject({
      price: 79.99,
      originalPrice: 119.88,
      interval: 'year',
      badge: 'Save 33%',
    });
    expect(body.plans[3]).toMatchObject({ price: 1.99, trialDays: 7, renewsAs: 'monthly' });
  });

  it('answers 401 without a session, 400 for an unknown plan, 409 for a portal without subscription', async () => {
    expect((await post('/api/billing/checkout', null, { plan: 'monthly' })).statusCode).toBe(401);
    const user = await signUp(ctx.app);
    for (const payload of [{ plan: 'lifetime' }, {}, { plan: 42 }]) {
      const response = await post('/api/billing/checkout', user, payload);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { error: { fields: Json } }).error.fields.plan).toBeDefined();
    }
    const portal = await post('/api/billing/portal', user);
    expect(portal.statusCode).toBe(409);
    expect(portal.json()).toMatchObject({
      error: { code: 'no_subscription', message: 'You have no subscription to manage yet.' },
    });
    expect(
      (await post('/api/billing/subscription/cancel', user, { reason: 'didnt_use' })).statusCode,
    ).toBe(409);
    expect((await get('/api/billing/subscription', user)).json()).toMatchObject({
      status: 'none',
      plan: 'free',
      isPremium: false,
    });
  });

  it('runs the trial end to end: checkout → test page → webhook → premium → return → e-mail once', async () => {
    const user = await signUp(ctx.app);
    const checkout = await post('/api/billing/checkout', user, { plan: 'trial' });
    const { url } = checkout.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/billing\/test-checkout\?session=cs_test_/);
    const sessionId = sessionIdOf(url);
    const details = await get(`/api/billing/test-checkout/${sessionId}`, user);
    expect(details.json()).toMatchObject({
      kind: 'subscription',
      plan: 'trial',
      amountCents: 199,
      amountLabel: '€1.99',
      currency: 'EUR',
      status: 'open',
    });

    const completed = await post(`/api/billing/test-checkout/${sessionId}/complete`, user, {
      outcome: 'pay',
    });
    expect(completed.json()).toEqual({
      status: 'complete',
      redirectUrl: `http://localhost:3000/checkout/success?session_id=${sessionId}&trial=true`,
    });
    expect((await me(user)).isPremium).toBe(true);
    const logs = await ctx.database.db.select().from(webhookLogs);
    const mine = logs.filter((log) => JSON.stringify(log.payload).includes(user.id));
    expect(mine.map((log) => log.eventType).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect(mine.every((log) => log.processed)).toBe(true);
    expect((await get('/api/billing/subscription', user)).json()).toMatchObject({
      plan: 'trial',
      status: 'trialing',
      provider: 'test',
      cancelAtPeriodEnd: false,
      trialEnd: expect.any(String),
    });

    const returned = await post('/api/billing/checkout/return', user, { sessionId, trial: true });
    expect(returned.statusCode).toBe(200);
    expect((returned.json() as { isPremium: boolean }).isPremium).toBe(true);
    await post('/api/billing/checkout/return', user, { sessionId, trial: true });
    const mails = await mailsOf(ctx.database.db, user.id);
    expect(mails.map((mail) => mail.templateName)).toEqual(['premium_unlocked']);
    expect(mails[0].htmlContent).toContain(user.username);
    const events = await eventsOf(ctx.database.db, user.id);
    const types = events.map((event) => event.eventType);
    expect(types.filter((type) => type === 'trial_converted')).toHaveLength(1);
    expect(types).toEqual(expect.arrayContaining(['trial_checkout_start', 'checkout_start']));
    expect(
      events.find((event) => event.eventType === 'trial_checkout_start')!.eventData,
    ).toMatchObject({
      variant: await ctx.app.services.safety.paywallVariantOfUser(user.id),
      plan: 'trial',
    });

    expect(
      (await post(`/api/billing/test-checkout/${sessionId}/complete`, user, { outcome: 'pay' }))
        .statusCode,
    ).toBe(409);
    expect((await post('/api/billing/checkout', user, { plan: 'monthly' })).statusCode).toBe(409);
    expect((await post('/api/billing/portal', user)).json()).toEqual({
      url: 'http://localhost:3000/billing/test-portal',
    });
  });

  it('keeps a declined payment free, and hides a session from other users', async () => {
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const checkout = await post('/api/billing/checkout', user, { plan: 'monthly' });
    const sessionId = sessionIdOf((checkout.json() as { url: string }).url);
    expect((await get(`/api/billing/test-checkout/${sessionId}`, other)).statusCode).toBe(404);
    expect(
      (await post(`/api/billing/test-checkout/${sessionId}/complete`, other, { outcome: 'pay' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/billing/test-checkout/${sessionId}/complete`, user, { outcome: 'maybe' }))
        .statusCode,
    ).toBe(400);
    const declined = await post(`/api/billing/test-checkout/${sessionId}/complete`, user, {
      outcome: 'decline',
    });
    expect(declined.json()).toEqual({
      status: 'expired',
      redirectUrl: 'http://localhost:3000/pricing',
    });
    expect((await me(user)).isPremium).toBe(false);
    expect((await get(`/api/billing/test-checkout/${sessionId}`, user)).json()).toMatchObject({
      status: 'expired',
    });
    expect((await post('/api/billing/checkout/return', user, { sessionId })).json()).toEqual({
      isPremium: false,
      recorded: null,
    });
    expect((await get('/api/billing/test-checkout/bad%20id', user)).statusCode).toBe(400);
  });

  it('completes a checkout once when Pay is clicked twice at the same time', async () => {
    const user = await signUp(ctx.app);
    const checkout = await post('/api/billing/checkout', user, { plan: 'yearly' });
    const sessionId = sessionIdOf((checkout.json() as { url: string }).url);
    const url = `/api/billing/test-checkout/${sessionId}/complete`;
    const results = await Promise.all([
      post(url, user, { outcome: 'pay' }),
      post(url, user, { outcome: 'pay' }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await get('/api/billing/subscription', user)).json()).toMatchObject({
      plan: 'yearly',
      status: 'active',
    });
    const created = await ctx.database.db
      .select()
      .from(webhookLogs)
      .where(eq(webhookLogs.eventType, 'customer.subscription.created'));
    expect(created.filter((log) => JSON.stringify(log.payload).includes(user.id))).toHaveLength(1);
  });

  it('cancels with the survey at period end, validates the text rule, and resumes', async () => {
    const user = await signUp(ctx.app);
    await subscribe(user, 'monthly');
    const wrong = await post('/api/billing/subscription/cancel', user, {
      reason: 'too_expensive',
      feedbackText: 'I wanted more',
    });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as { error: { fields: Json } }).error.fields.feedbackText).toMatch(
      /only for the reason 'other'/,
    );
    expect(
      (await post('/api/billing/subscription/cancel', user, { reason: 'bored' })).statusCode,
    ).toBe(400);

    const cancelled = await post('/api/billing/subscription/cancel', user, { reason: 'other' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
      isPremium: true,
    });
    expect((await get('/api/billing/subscription', user)).json()).toMatchObject({
      cancelAtPeriodEnd: true,
    });
    expect(
      (await post('/api/billing/subscription/cancel', user, { reason: 'other' })).statusCode,
    ).toBe(409);
    const updates = await ctx.database.db
      .select()
      .from(webhookLogs)
      .where(eq(webhookLogs.eventType, 'customer.subscription.updated'));
    expect(updates.some((log) => JSON.stringify(log.payload).includes(user.id))).toBe(true);

    expect((await post('/api/billing/subscription/resume', user)).json()).toMatchObject({
      cancelAtPeriodEnd: false,
    });
    await post('/api/billing/subscription/cancel', user, {
      reason: 'other',
      feedbackText: 'Taking a break',
    });
    const feedback = await ctx.database.db
      .select()
      .from(cancellationFeedback)
      .where(eq(cancellationFeedback.userId, user.id));
    expect(feedback.map((row) => [row.reason, row.feedbackText])).toEqual([
      ['other', null],
      ['other', 'Taking a break'],
    ]);
    expect((await me(user)).isPremium).toBe(true);
  });

  it('simulates renewals, a failed payment and the end in the test portal', async () => {
    const user = await signUp(ctx.app);
    await subscribe(user, 'trial');
    const simulate = (action: string) =>
      post('/api/billing/test-portal/simulate', user, { action });
    expect((await simulate('trial_will_end')).statusCode).toBe(200);
    expect((await simulate('renewal_upcoming')).statusCode).toBe(200);
    expect((await simulate('renewal_failed')).json()).toMatchObject({
      status: 'past_due',
      isPremium: false,
    });
    expect((await me(user)).isPremium).toBe(false);
    expect((await simulate('renewal_paid')).json()).toMatchObject({
      status: 'active',
      plan: 'monthly',
      isPremium: true,
    });
    expect((await simulate('end_now')).json()).toMatchObject({
      status: 'canceled',
      isPremium: false,
    });
    expect((await simulate('renewal_paid')).statusCode).toBe(409);
    const mails = await mailsOf(ctx.database.db, user.id);
    expect(mails.map((mail) => mail.templateName)).toEqual(
      expect.arrayContaining(['trial_expiring_soon', 'renewal_reminder']),
    );
    const reminder = mails.find((mail) => mail.templateName === 'renewal_reminder')!;
    expect(reminder.subject).toMatch(/^\[TEST MODE\] Your Velvet Premium renews on /);
    // The trial was used; a second one is refused, a paid plan is fine.
    expect((await post('/api/billing/checkout', user, { plan: 'trial' })).statusCode).toBe(409);
    expect((await post('/api/billing/checkout', user, { plan: 'yearly' })).statusCode).toBe(200);
  });

  it('buys credits for Premium members only, granted once by the webhook', async () => {
    const free = await signUp(ctx.app);
    expect(
      (await post('/api/credits/checkout', free, { packageId: 'credits_500' })).statusCode,
    ).toBe(403);
    const user = await signUp(ctx.app);
    await subscribe(user, 'monthly');
    expect(
      (await post('/api/credits/checkout', user, { packageId: 'credits_nope' })).statusCode,
    ).toBe(404);
    expect((await post('/api/credits/checkout', user, {})).statusCode).toBe(400);
    const checkout = await post('/api/credits/checkout', user, { packageId: 'credits_500' });
    const sessionId = sessionIdOf((checkout.json() as { url: string }).url);
    expect((await get(`/api/billing/test-checkout/${sessionId}`, user)).json()).toMatchObject({
      kind: 'credits',
      credits: 500,
      amountLabel: '€19.99',
    });
    const completed = await post(`/api/billing/test-checkout/${sessionId}/complete`, user, {
      outcome: 'pay',
    });
    expect((completed.json() as { redirectUrl: string }).redirectUrl).toContain(
      `/dashboard?tab=credits&purchase=success&session_id=${sessionId}`,
    );
    const summary = (await get('/api/credits/summary', user)).json();
    expect(summary).toMatchObject({
      balance: 500,
      totalPurchased: 500,
      totalUsed: 0,
      neverExpire: true,
    });
    const history = (await get('/api/billing/credit-history', user)).json() as Json[];
    expect(history).toEqual([
      {
        id: expect.any(Number),
        transaction_type: 'purchase',
        amount: 500,
        balance_after: 500,
        special_request_type: null,
        created_at: expect.any(String),
      },
    ]);
  });

  it('keeps test-mode sessions across a restart and exports billing data', async () => {
    const user = await signUp(ctx.app);
    const checkout = await post('/api/billing/checkout', user, { plan: 'monthly' });
    const sessionId = sessionIdOf((checkout.json() as { url: string }).url);
    const restarted = await createSecondInstance(ctx);
    try {
      const completed = await restarted.inject({
        method: 'POST',
        url: `/api/billing/test-checkout/${sessionId}/complete`,
        headers: { origin: ORIGIN, cookie: user.cookie },
        payload: { outcome: 'pay' },
      });
      expect(completed.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
    expect((await me(user)).isPremium).toBe(true);
    await post('/api/billing/subscription/cancel', user, { reason: 'didnt_use' });
    const exported = (await get('/api/me/export', user)).json() as { billing: Json; credits: Json };
    expect(exported.billing).toMatchObject({
      subscription: { status: 'active', cancelAtPeriodEnd: true },
      cancellationFeedback: [{ reason: 'didnt_use' }],
    });
    expect(exported.credits).toMatchObject({ balance: 0, transactions: [] });
    const [recorded] = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(
        and(eq(analyticsEvents.userId, user.id), eq(analyticsEvents.eventType, 'checkout_success')),
      );
    expect(recorded).toBeDefined();
  });
});
