import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import {
  cancellationFeedback,
  creditTransactions,
  emailOutbox,
  subscriptions,
  webhookLogs,
} from '#server/db/schema/index.js';
import {
  createBillingTestApp,
  createFakeStripe,
  deliver,
  fakeSubscription,
  postAs,
  stripeEvent,
} from '#server/features/billing/billing.testkit.js';
import { ORIGIN, signUp } from '../helpers/auth.js';
import { databaseKinds } from '../helpers/db.js';

describe('payments mode at start-up', () => {
  it('refuses the local test mode in production unless PAYMENTS_MODE=test', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_MODE/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_MODE: 'test' }).PAYMENTS_MODE).toBe(
      'test',
    );
    expect(() => loadConfig({ PAYMENTS_MODE: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });
});

describe.each(databaseKinds)('webhook and cancel abuse on %s', (kind) => {
  const stripe = createFakeStripe();
  let ctx: Awaited<ReturnType<typeof createBillingTestApp>>;
  beforeAll(async () => {
    ctx = await createBillingTestApp(kind, stripe);
  });
  afterAll(async () => ctx?.close());

  const logOf = async (eventId: string) =>
    (
      await ctx.database.db.select().from(webhookLogs).where(eq(webhookLogs.stripeEventId, eventId))
    )[0];

  it('refuses a signature timestamp beyond the tolerance in the future as in the past', async () => {
    const user = await signUp(ctx.app);
    stripe.set(fakeSubscription({ id: 'sub_future', userId: user.id, status: 'active' }));
    const event = stripeEvent('customer.subscription.updated', { id: 'sub_future' });
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 3600, now - 3600]) {
      const response = await deliver(ctx.app, event, { timestamp });
      expect(response.statusCode).toBe(400);
    }
    expect(await logOf(event.id)).toBeUndefined();
    expect((await deliver(ctx.app, event, { timestamp: now + 30 })).statusCode).toBe(200);
  });

  it('answers 2xx to an event naming a user that does not exist, records it failed, changes nothing', async () => {
    const credits = stripeEvent('checkout.session.completed', {
      id: 'cs_ghost',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      client_reference_id: 'no-such-user',
      metadata: {
        kind: 'credits',
        userId: 'no-such-user',
        packageId: 'credits_500',
        credits: '500',
      },
    });
    stripe.set(fakeSubscription({ id: 'sub_ghost', userId: 'ghost-user', status: 'active' }));
    const subscription = stripeEvent('customer.subscription.created', { id: 'sub_ghost' });
    for (const event of [credits, subscription]) {
      const response = await deliver(ctx.app, event);
      expect(response.statusCode).toBe(200);
      const log = await logOf(event.id);
      expect(log).toMatchObject({ processed: false });
      expect(log.error).toMatch(/no existing user/);
    }
    expect(await ctx.database.db.select().from(creditTransactions)).toHaveLength(0);
    expect(
      await ctx.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, 'sub_ghost')),
    ).toHaveLength(0);
  });

  it('answers 2xx to an event naming a plan that does not exist, records it failed, changes nothing', async () => {
    const user = await signUp(ctx.app);
    stripe.set({
      ...fakeSubscription({ id: 'sub_platinum', userId: user.id, status: 'active' }),
      priceIds: ['price_platinum'],
      metadata: { userId: user.id, plan: 'platinum' },
    });
    const event = stripeEvent('customer.subscription.created', { id: 'sub_platinum' });
    const response = await deliver(ctx.app, event);
    expect(response.statusCode).toBe(200);
    expect((await logOf(event.id)).error).toMatch(/no existing plan/);
    expect(
      await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    ).toHaveLength(0);
  });

  it('refuses cancel feedback with a NUL and leaves the subscription and the survey untouched', async () => {
    const user = await signUp(ctx.app);
    stripe.set(fakeSubscription({ id: 'sub_nul', userId: user.id, status: 'active' }));
    expect(
      (await deliver(ctx.app, stripeEvent('customer.subscription.created', { id: 'sub_nul' })))
        .statusCode,
    ).toBe(200);
    const flagsBefore = stripe.calls.cancelFlags.length;
    const response = await postAs(ctx.app, '/api/billing/subscription/cancel', user, {
      reason: 'other',
      feedbackText: 'bad\u0000text',
    });
    expect(response.statusCode).toBe(400);
    expect(stripe.calls.cancelFlags).toHaveLength(flagsBefore);
    const [row] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(row.cancelAtPeriodEnd).toBe(false);
    expect(
      await ctx.database.db
        .select()
        .from(cancellationFeedback)
        .where(eq(cancellationFeedback.userId, user.id)),
    ).toHaveLength(0);
  });
});

describe.each(databaseKinds)('local TEST MODE e-mails on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createBillingTestApp>>;
  beforeAll(async () => {
    ctx = await createBillingTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  it('marks every payment e-mail TEST MODE in subject, text and HTML', async () => {
    const user = await signUp(ctx.app);
    const checkout = await postAs(ctx.app, '/api/billing/checkout', user, { plan: 'monthly' });
    const sessionId = new URL((checkout.json() as { url: string }).url, ORIGIN).searchParams.get(
      'session',
    )!;
    const paid = await postAs(ctx.app, `/api/billing/test-checkout/${sessionId}/complete`, user, {
      outcome: 'pay',
    });
    expect(paid.statusCode).toBe(200);
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, user.id), ne(emailOutbox.templateName, 'welcome_email')));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^\[TEST MODE\]/);
      expect(mail.textContent).toContain('TEST MODE');
      expect(mail.htmlContent).toContain('TEST MODE');
    }
  });
});
