import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  creditBalances,
  creditTransactions,
  subscriptions,
  webhookLogs,
} from '#server/db/schema/index.js';
import { signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import {
  createBillingTestApp,
  createFakeStripe,
  deliver,
  fakeSubscription,
  mailsOf,
  stripeEvent,
} from './billing.testkit.js';

const subscriptionObject = (id: string, userId: string, status: string) => ({
  id,
  object: 'subscription',
  status,
  customer: `cus_${userId}`,
  metadata: { userId, plan: 'monthly' },
  cancel_at_period_end: false,
  items: {
    object: 'list',
    data: [
      { price: { id: 'price_monthly' }, current_period_end: Math.floor(Date.now() / 1000) + 86400 },
    ],
  },
});

const creditsSession = (id: string, userId: string, paymentStatus = 'paid') => ({
  id,
  object: 'checkout.session',
  mode: 'payment',
  payment_status: paymentStatus,
  client_reference_id: userId,
  amount_total: 1999,
  metadata: { kind: 'credits', userId, packageId: 'credits_500', credits: '500' },
});

describe.each(databaseKinds)('Stripe webhooks on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createBillingTestApp>>;
  const stripe = createFakeStripe();

  beforeAll(async () => {
    ctx = await createBillingTestApp(kind, stripe);
  });
  afterAll(async () => ctx?.close());

  const logsFor = (eventId: string) =>
    ctx.database.db.select().from(webhookLogs).where(eq(webhookLogs.stripeEventId, eventId));
  const ledgerFor = (userId: string) =>
    ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, userId));
  const isPremium = async (user: TestUser) =>
    (
      (
        await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })
      ).json() as { isPremium: boolean }
    ).isPremium;
  const statusOf = async (userId: string) =>
    (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]
      ?.status;

  it('refuses a forged, missing or stale signature with 400 and writes nothing', async () => {
    const user = await signUp(ctx.app);
    const event = stripeEvent(
      'checkout.session.completed',
      creditsSession(`cs_forged_${user.id}`, user.id),
    );
    const forged = await deliver(ctx.app, event, { secret: 'whsec_attacker' });
    const missing = await deliver(ctx.app, event, { signature: null });
    const stale = await deliver(ctx.app, event, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const garbage = await deliver(ctx.app, event, { signature: 't=1,v1=abc' });
    for (const response of [forged, missing, stale, garbage]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    }
    expect(await logsFor(event.id)).toHaveLength(0);
    expect(await ledgerFor(user.id)).toHaveLength(0);
  });

  it('applies an event delivered 5 times in a row and 5 times at once exactly once', async () => {
    const user = await signUp(ctx.app);
    const event = stripeEvent(
      'checkout.session.completed',
      creditsSession(`cs_dup_${user.id}`, user.id),
    );
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await deliver(ctx.app, event)).statusCode).toBe(200);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => deliver(ctx.app, event)));
    expect(concurrent.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const logs = await logsFor(event.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      processed: true,
      error: null,
      eventType: 'checkout.session.completed',
    });
    const ledger = await ledgerFor(user.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      transactionType: 'purchase',
      amount: 500,
      balanceAfter: 500,
    });
  });

  it('processes 5 concurrent first deliveries of a new event once', async () => {
    const user = await signUp(ctx.app);
    const event = stripeEvent(
      'checkout.session.completed',
      creditsSession(`cs_race_${user.id}`, user.id),
    );
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(ctx.app, event)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await logsFor(event.id)).toHaveLength(1);
    expect(await ledgerFor(user.id)).toHaveLength(1);
    const [balance] = await ctx.database.db
      .select()
      .from(creditBalances)
      .where(eq(creditBalances.userId, user.id));
    expect(balance.balance).toBe(500);
  });

  it('grants a delayed-payment credits purchase once, on async_payment_succeeded', async () => {
    const user = await signUp(ctx.app);
    const sessionId = `cs_async_${user.id}`;
    expect(
      (
        await deliver(
          ctx.app,
          stripeEvent('checkout.session.completed', creditsSession(sessionId, user.id, 'unpaid')),
        )
      ).statusCode,
    ).toBe(200);
    expect(await ledgerFor(user.id)).toHaveLength(0);
    await deliver(
      ctx.app,
      stripeEvent('checkout.session.async_payment_succeeded', creditsSession(sessionId, user.id)),
    );
    await deliver(
      ctx.app,
      stripeEvent('checkout.session.completed', creditsSession(sessionId, user.id)),
    );
    expect(await ledgerFor(user.id)).toHaveLength(1);
  });

  it('ends canceled when subscription.deleted arrives before a stale subscription.updated', async () => {
    const user = await signUp(ctx.app);
    const id = `sub_order_${user.id}`;
    stripe.set(fakeSubscription({ id, userId: user.id, status: 'active' }));
    await deliver(
      ctx.app,
      stripeEvent('customer.subscription.created', subscriptionObject(id, user.id, 'active')),
    );
    expect(await isPremium(user)).toBe(true);
    stripe.set(fakeSubscription({ id, userId: user.id, status: 'canceled' }));
    await deliver(
      ctx.app,
      stripeEvent('customer.subscription.deleted', subscriptionObject(id, user.id, 'canceled')),
    );
    const late = await deliver(
      ctx.app,
      stripeEvent('customer.subscription.updated', subscriptionObject(id, user.id, 'active')),
    );
    expect(late.statusCode).toBe(200);
    expect(await statusOf(user.id)).toBe('canceled');
    expect(await isPremium(user)).toBe(false);
  });

  it('follows trial → active → payment failed → canceled in /api/me isPremium', async () => {
    const user = await signUp(ctx.app);
    const id = `sub_life_${user.id}`;
    const steps: Array<[string, string, string, boolean]> = [
      ['trialing', 'customer.subscription.created', 'trialing', true],
      ['active', 'invoice.paid', 'active', true],
      ['past_due', 'invoice.payment_failed', 'past_due', false],
      ['canceled', 'customer.subscription.deleted', 'canceled', false],
    ];
    for (const [providerStatus, type, stored, premium] of steps) {
      stripe.set(
        fakeSubscription({
          id,
          userId: user.id,
          status: providerStatus,
          plan: providerStatus === 'trialing' ? 'trial' : 'monthly',
        }),
      );
      const object = type.startsWith('invoice')
        ? {
            id: `in_${type}_${user.id}`,
            object: 'invoice',
            parent: { type: 'subscription_details', subscription_details: { subscription: id } },
          }
        : subscriptionObject(id, user.id, providerStatus);
      expect((await deliver(ctx.app, stripeEvent(type, object))).statusCode).toBe(200);
      expect(await statusOf(user.id)).toBe(stored);
      expect(await isPremium(user)).toBe(premium);
    }
  });

  it('answers 500 and records the error when processing fails, and processes the retry', async () => {
    const user = await signUp(ctx.app);
    const id = `sub_retry_${user.id}`;
    stripe.set(fakeSubscription({ id, userId: user.id, status: 'active' }));
    stripe.failNextRetrieve();
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(id, user.id, 'active'),
    );
    const failed = await deliver(ctx.app, event);
    expect(failed.statusCode).toBe(500);
    const [log] = await logsFor(event.id);
    expect(log).toMatchObject({ processed: false });
    expect(log.error).toContain('bad day');
    expect(await statusOf(user.id)).toBeUndefined();
    expect((await deliver(ctx.app, event)).statusCode).toBe(200);
    expect((await logsFor(event.id))[0]).toMatchObject({ processed: true, error: null });
    expect(await statusOf(user.id)).toBe('active');
  });

  it('queues trial_expiring_soon on customer.subscription.trial_will_end', async () => {
    const user = await signUp(ctx.app);
    const id = `sub_trial_${user.id}`;
    stripe.set(fakeSubscription({ id, userId: user.id, status: 'trialing', plan: 'trial' }));
    await deliver(
      ctx.app,
      stripeEvent(
        'customer.subscription.trial_will_end',
        subscriptionObject(id, user.id, 'trialing'),
      ),
    );
    const mails = await mailsOf(ctx.database.db, user.id);
    expect(mails.map((mail) => mail.templateName)).toEqual(['trial_expiring_soon']);
    expect(mails[0].textContent).toContain(user.username);
    expect(mails[0].textContent).not.toContain('{{');
    expect(mails[0].toAddress).toBe(user.email);
  });

  it('acknowledges event types it does not handle, once', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_new', object: 'customer' });
    expect((await deliver(ctx.app, event)).statusCode).toBe(200);
    expect((await logsFor(event.id))[0]).toMatchObject({ processed: true });
  });
});
