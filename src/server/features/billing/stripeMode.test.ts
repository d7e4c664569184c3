import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  cancellationFeedback,
  subscriptions,
  user as userTable,
  webhookLogs,
} from '#server/db/schema/index.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import {
  createBillingTestApp,
  createFakeStripe,
  deliver,
  eventsOf,
  fakeSubscription,
  postAs,
  stripeEvent,
} from './billing.testkit.js';

/** The billing API when Stripe is configured; Stripe's outbound side is a fake, its events are signed. */
describe.each(databaseKinds)('billing API with Stripe on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createBillingTestApp>>;
  const stripe = createFakeStripe();

  beforeAll(async () => {
    ctx = await createBillingTestApp(kind, stripe);
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, user: TestUser, payload?: object) =>
    postAs(ctx.app, url, user, payload);
  const deleteAccount = (user: TestUser) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: user.cookie, origin: ORIGIN },
      payload: { confirmEmail: user.email },
    });

  /** An active Stripe subscription for the user, as the webhook would store it. */
  async function subscribed(user: TestUser) {
    const id = `sub_${user.id}`;
    stripe.set(fakeSubscription({ id, userId: user.id, status: 'active' }));
    const event = stripeEvent('customer.subscription.created', {
      id,
      object: 'subscription',
      status: 'active',
      customer: `cus_${user.id}`,
      metadata: { userId: user.id, plan: 'monthly' },
    });
    expect((await deliver(ctx.app, event)).statusCode).toBe(200);
    return { id, event };
  }

  it('starts a Stripe Checkout with the plan, trial flag, return URLs and the variant events', async () => {
    const user = await signUp(ctx.app);
    const response = await post('/api/billing/checkout', user, { plan: 'trial' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/cs_fake_/),
    });
    expect(stripe.calls.checkouts.at(-1)).toMatchObject({
      userId: user.id,
      email: user.email,
      plan: 'trial',
      customerId: null,
      successUrl:
        'http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}&trial=true',
      cancelUrl: 'http://localhost:3000/pricing',
    });
    const events = await eventsOf(ctx.database.db, user.id);
    // The checkout events carry the user's sticky paywall variant (assigned on first need).
    const variant = await ctx.app.services.safety.paywallVariantOfUser(user.id);
    expect(
      events.map((event) => [event.eventType, (event.eventData as { variant?: string }).variant]),
    ).toEqual([
      ['paywall_variant_assigned', variant],
      ['trial_checkout_start', variant],
      ['checkout_start', variant],
    ]);
  });

  it('opens the Customer Portal for a subscriber with the dashboard as return URL', async () => {
    const user = await signUp(ctx.app);
    await subscribed(user);
    const response = await post('/api/billing/portal', user);
    expect(response.json()).toEqual({ url: 'https://billing.stripe.test/portal' });
    expect(stripe.calls.portals.at(-1)).toEqual({
      customerId: `cus_${user.id}`,
      returnUrl: 'http://localhost:3000/dashboard?tab=subscription',
    });
  });

  it('cancels at period end through subscriptions.update and stores the survey', async () => {
    const user = await signUp(ctx.app);
    const { id } = await subscribed(user);
    const response = await post('/api/billing/subscription/cancel', user, {
      reason: 'wanted_features',
    });
    expect(response.json()).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
      provider: 'stripe',
      isPremium: true,
    });
    expect(stripe.calls.cancelFlags.at(-1)).toEqual({ id, cancel: true });
    const [feedback] = await ctx.database.db
      .select()
      .from(cancellationFeedback)
      .where(eq(cancellationFeedback.userId, user.id));
    expect(feedback).toMatchObject({ reason: 'wanted_features', feedbackText: null });
  });

  it('answers 404 for the test-mode pages when Stripe is configured', async () => {
    const user = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/billing/test-checkout/cs_x',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await post('/api/billing/test-portal/simulate', user, { action: 'end_now' })).statusCode,
    ).toBe(404);
  });

  it('cancels the Stripe subscription on account deletion and scrubs the event payloads', async () => {
    const user = await signUp(ctx.app);
    const { id, event } = await subscribed(user);
    stripe.failNextCancel();
    const refused = await deleteAccount(user);
    expect(refused.statusCode).toBe(503);
    expect(
      await ctx.database.db.select().from(userTable).where(eq(userTable.id, user.id)),
    ).toHaveLength(1);

    const deleted = await deleteAccount(user);
    expect(deleted.statusCode).toBe(204);
    expect(stripe.calls.cancelledNow).toContain(id);
    expect(
      await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    ).toHaveLength(0);
    const [log] = await ctx.database.db
      .select()
      .from(webhookLogs)
      .where(eq(webhookLogs.stripeEventId, event.id));
    expect(log).toMatchObject({ processed: true, payload: null });
  });
});
