import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  appSettings,
  checkoutSessions,
  couponRedemptions,
  webhookLogs,
} from '#server/db/schema/index.js';
import { ORIGIN, signUp, type TestUser } from '#test/helpers/auth.js';
import { ADMIN_EMAIL, ADMIN_ENV, asUser } from '#test/helpers/admin.js';
import { databaseKinds } from '#test/helpers/db.js';
import {
  createBillingTestApp,
  createFakeStripe,
  deliver,
  fakeSubscription,
  postAs,
  stripeEvent,
} from '../billing/billing.testkit.js';

type Json = Record<string, unknown>;

describe.each(databaseKinds)('coupons in local test mode on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createBillingTestApp>>;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    ctx = await createBillingTestApp(kind, undefined, ADMIN_ENV);
    admin = await signUp(ctx.app, { email: ADMIN_EMAIL });
    member = await signUp(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const validate = (user: TestUser | null, payload: Json) =>
    postAs(ctx.app, '/api/billing/coupons/validate', user, payload);
  const redemptionsOf = (userId: string) =>
    ctx.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.userId, userId));
  const sessionsOf = (userId: string) =>
    ctx.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId));

  it('tells what the seeded WELCOME10 takes off, whatever its case', async () => {
    const response = await validate(member, { code: ' welcome10 ', plan: 'monthly' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'WELCOME10',
      percentOff: 10,
      amountOffCents: null,
      amountCents: 999,
      discountCents: 100,
      totalCents: 899,
      currency: 'EUR',
      label: '10% off',
    });
    expect((await validate(null, { code: 'WELCOME10', plan: 'monthly' })).statusCode).toBe(401);
    expect((await validate(member, { code: 'bad code!', plan: 'monthly' })).statusCode).toBe(400);
  });

  it('answers an unknown code 400 coupon_invalid, an expired or disabled one 400 coupon_expired', async () => {
    const unknown = await validate(member, { code: 'NOPE', plan: 'monthly' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: { code: 'coupon_invalid', message: 'That coupon code is not valid.' },
    });
    const asAdmin = asUser(ctx.app, admin);
    const expiredAt = new Date(Date.now() - 60_000).toISOString();
    const created = await asAdmin('POST', '/api/admin/coupons', {
      code: 'old5',
      amountOffCents: 500,
      expiresAt: expiredAt,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'OLD5', amountOffCents: 500, valid: false });
    const expired = await validate(member, { code: 'OLD5', plan: 'yearly' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      error: { code: 'coupon_expired', message: 'That coupon code has expired.' },
    });

    expect(
      (await asAdmin('POST', '/api/admin/coupons', { code: 'FIVE', amountOffCents: 500 }))
        .statusCode,
    ).toBe(201);
    expect((await validate(member, { code: 'FIVE', plan: 'monthly' })).json()).toMatchObject({
      discountCents: 500,
      totalCents: 499,
      label: '€5.00 off',
    });
    expect((await asAdmin('POST', '/api/admin/coupons/FIVE/disable')).statusCode).toBe(200);
    expect((await validate(member, { code: 'FIVE', plan: 'monthly' })).json()).toMatchObject({
      error: { code: 'coupon_expired' },
    });
    // Admin only, a code once, and exactly one kind of discount.
    expect(
      (await asUser(ctx.app, member)('POST', '/api/admin/coupons', { code: 'X1', percentOff: 5 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await asAdmin('POST', '/api/admin/coupons', { code: 'FIVE', percentOff: 5 })).statusCode,
    ).toBe(409);
    expect(
      (
        await asAdmin('POST', '/api/admin/coupons', {
          code: 'BOTH',
          percentOff: 5,
          amountOffCents: 5,
        })
      ).statusCode,
    ).toBe(400);
    expect((await asAdmin('POST', '/api/admin/coupons/NOSUCH/disable')).statusCode).toBe(404);
  });

  it('creates no checkout session for an invalid or expired code', async () => {
    for (const code of ['NOPE', 'OLD5']) {
      const response = await postAs(ctx.app, '/api/billing/checkout', member, {
        plan: 'monthly',
        couponCode: code,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await sessionsOf(member.id)).toHaveLength(0);
  });

  it('charges the discounted price and records one redemption, even when the webhook comes twice', async () => {
    const checkout = await postAs(ctx.app, '/api/billing/checkout', member, {
      plan: 'monthly',
      couponCode: 'welcome10',
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = new URL((checkout.json() as { url: string }).url, ORIGIN).searchParams.get(
      'session',
    )!;
    const page = await asUser(ctx.app, member)('GET', `/api/billing/test-checkout/${sessionId}`);
    expect(page.json()).toMatchObject({ amountCents: 899, amountLabel: '€8.99' });
    const paid = await postAs(ctx.app, `/api/billing/test-checkout/${sessionId}/complete`, member, {
      outcome: 'pay',
    });
    expect(paid.statusCode).toBe(200);

    // Stripe may deliver an event again, or send a second event about the same session.
    const [log] = await ctx.database.db
      .select()
      .from(webhookLogs)
      .where(eq(webhookLogs.eventType, 'checkout.session.completed'));
    const [setting] = await ctx.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'payments_test_webhook_secret'));
    const secret = setting.value;
    const event = log.payload as { id: string; data: { object: Json } };
    expect((await deliver(ctx.app, event, { secret })).statusCode).toBe(200);
    const again = stripeEvent('checkout.session.async_payment_succeeded', event.data.object);
    expect((await deliver(ctx.app, again, { secret })).statusCode).toBe(200);

    const redemptions = await redemptionsOf(member.id);
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0]).toMatchObject({
      code: 'WELCOME10',
      checkoutSessionId: sessionId,
      discountCents: 100,
      currency: 'EUR',
    });
  });

  it('shows redemptions on the admin dashboard and in the coupon list', async () => {
    const asAdmin = asUser(ctx.app, admin);
    const dashboard = await asAdmin('GET', '/api/admin/dashboard?range=7d');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json()).toMatchObject({
      couponRedemptions: 1,
      couponDiscountCents: 100,
      revenueCents: 899,
    });
    const list = (await asAdmin('GET', '/api/admin/coupons')).json() as {
      items: Array<{
        id: string;
        timesRedeemed: number;
        valid: boolean;
        percentOff: number | null;
      }>;
    };
    expect(list.items.find((coupon) => coupon.id === 'WELCOME10')).toMatchObject({
      timesRedeemed: 1,
      valid: true,
      percentOff: 10,
    });
  });
});

describe('coupons with Stripe (fake API)', () => {
  let ctx: Awaited<ReturnType<typeof createBillingTestApp>>;
  const stripe = createFakeStripe();
  beforeAll(async () => {
    stripe.promotionCodes.push(
      {
        id: 'promo_spring',
        code: 'SPRING5',
        percentOff: null,
        amountOffCents: 500,
        currency: 'EUR',
        active: true,
        expiresAt: null,
        maxRedemptions: null,
        timesRedeemed: 0,
      },
      {
        id: 'promo_gone',
        code: 'GONE',
        percentOff: 20,
        amountOffCents: null,
        currency: null,
        active: true,
        expiresAt: null,
        maxRedemptions: 3,
        timesRedeemed: 3,
      },
    );
    ctx = await createBillingTestApp('pglite', stripe);
  });
  afterAll(async () => ctx?.close());

  it('passes the promotion code to Checkout and records the redemption from the webhook once', async () => {
    const user = await signUp(ctx.app);
    const used = await postAs(ctx.app, '/api/billing/checkout', user, {
      plan: 'monthly',
      couponCode: 'GONE',
    });
    expect(used.json()).toMatchObject({ error: { code: 'coupon_expired' } });
    expect(stripe.calls.checkouts).toHaveLength(0);

    const response = await postAs(ctx.app, '/api/billing/checkout', user, {
      plan: 'monthly',
      couponCode: 'spring5',
    });
    expect(response.statusCode).toBe(200);
    expect(stripe.calls.checkouts[0]).toMatchObject({
      plan: 'monthly',
      promotion: { id: 'promo_spring', code: 'SPRING5', discountCents: 500 },
    });

    const sessionId = 'cs_fake_1';
    stripe.set(fakeSubscription({ id: 'sub_spring', userId: user.id, status: 'active' }));
    const session = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: user.id,
      subscription: 'sub_spring',
      currency: 'eur',
      amount_total: 499,
      metadata: { userId: user.id, plan: 'monthly', kind: 'subscription', couponCode: 'SPRING5' },
      discounts: [{ promotion_code: 'promo_spring', coupon: 'spring' }],
      total_details: { amount_discount: 500, amount_shipping: 0, amount_tax: 0 },
    };
    for (const event of [
      stripeEvent('checkout.session.completed', session),
      stripeEvent('checkout.session.completed', session),
    ])
      expect((await deliver(ctx.app, event)).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ code: 'SPRING5', discountCents: 500, currency: 'EUR' });
  });
});
