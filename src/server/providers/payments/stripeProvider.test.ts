import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createStripeProvider } from './stripeProvider.js';
import { invoiceSubscriptionId, toProviderSubscription } from './stripeShapes.js';

interface Recorded {
  method: string;
  path: string;
  body: URLSearchParams;
}

/** A local stand-in for api.stripe.com: records what the SDK sends, answers canned objects. */
describe('Stripe provider (SDK against a local API)', () => {
  let server: Server;
  const requests: Recorded[] = [];
  const prices = { monthly: 'price_m', yearly: 'price_y', trialFee: 'price_fee' };
  let provider: ReturnType<typeof createStripeProvider>;

  const subscription = {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'trialing',
    cancel_at_period_end: false,
    cancel_at: null,
    trial_end: 1_800_000_000,
    metadata: { userId: 'u1', plan: 'trial' },
    items: {
      object: 'list',
      data: [{ id: 'si_1', price: { id: 'price_m' }, current_period_end: 1_800_000_000 }],
    },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (part: Buffer) => parts.push(part));
      req.on('end', () => {
        const path = (req.url ?? '').split('?')[0];
        requests.push({
          method: req.method ?? '',
          path,
          body: new URLSearchParams(Buffer.concat(parts).toString()),
        });
        const reply = (body: object) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (path === '/v1/checkout/sessions')
          return reply({
            id: 'cs_1',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_1',
          });
        if (path === '/v1/billing_portal/sessions')
          return reply({
            id: 'bps_1',
            object: 'billing_portal.session',
            url: 'https://billing.stripe.com/p/session/1',
          });
        if (path === '/v1/subscriptions/sub_1' && req.method === 'POST')
          return reply({ ...subscription, cancel_at_period_end: true });
        if (path === '/v1/subscriptions/sub_1') return reply(subscription);
        if (path === '/v1/promotion_codes')
          return reply({
            object: 'list',
            has_more: false,
            url: '/v1/promotion_codes',
            data: [
              {
                id: 'promo_1',
                object: 'promotion_code',
                code: 'Spring5',
                active: true,
                expires_at: null,
                max_redemptions: null,
                times_redeemed: 1,
                promotion: {
                  type: 'coupon',
                  coupon: {
                    id: 'SPRING5',
                    object: 'coupon',
                    percent_off: 5,
                    amount_off: null,
                    currency: null,
                    valid: true,
                  },
                },
              },
            ],
          });
        if (path === '/v1/coupons')
          return reply({
            object: 'list',
            has_more: false,
            url: '/v1/coupons',
            data: [
              {
                id: 'SPRING5',
                object: 'coupon',
                name: 'Spring',
                percent_off: null,
                amount_off: 500,
                currency: 'eur',
                duration: 'repeating',
                duration_in_months: 3,
                times_redeemed: 2,
                max_redemptions: null,
                valid: true,
                created: 1_790_000_000,
              },
            ],
          });
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such route' } }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = new Stripe('sk_test_local', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    provider = createStripeProvider({ secretKey: 'sk_test_local', prices, client });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('creates a trial checkout: subscription mode, 7 trial days, the trial-fee line, ids and URLs', async () => {
    const session = await provider.createSubscriptionCheckout({
      userId: 'u1',
      email: 'a@example.com',
      plan: 'trial',
      customerId: null,
      successUrl: 'http://app/checkout/success?session_id={CHECKOUT_SESSION_ID}&trial=true',
      cancelUrl: 'http://app/pricing',
    });
    expect(session).toEqual({ id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' });
    const { body } = requests.at(-1)!;
    expect(Object.fromEntries(body)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_m',
      'line_items[1][price]': 'price_fee',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][userId]': 'u1',
      client_reference_id: 'u1',
      'metadata[plan]': 'trial',
      customer_email: 'a@example.com',
      success_url: 'http://app/checkout/success?session_id={CHECKOUT_SESSION_ID}&trial=true',
      cancel_url: 'http://app/pricing',
    });
  });

  it('finds a promotion code with its coupon, and passes it to Checkout as a discount', async () => {
    expect(await provider.findPromotionCode('SPRING5')).toEqual({
      id: 'promo_1',
      code: 'SPRING5',
      percentOff: 5,
      amountOffCents: null,
      currency: null,
      active: true,
      expiresAt: null,
      maxRedemptions: null,
      timesRedeemed: 1,
    });
    const lookup = requests.at(-1)!;
    expect(lookup.method).toBe('GET');
    await provider.createSubscriptionCheckout({
      userId: 'u1',
      email: 'a@example.com',
      plan: 'monthly',
      customerId: null,
      successUrl: 'http://app/ok',
      cancelUrl: 'http://app/pricing',
      promotion: { id: 'promo_1', code: 'SPRING5', discountCents: 50 },
    });
    expect(Object.fromEntries(requests.at(-1)!.body)).toMatchObject({
      'discounts[0][promotion_code]': 'promo_1',
      'metadata[couponCode]': 'SPRING5',
    });
  });

  it('lists coupons through coupons.list, normalised', async () => {
    expect(await provider.listCoupons()).toEqual([
      {
        id: 'SPRING5',
        name: 'Spring',
        percentOff: null,
        amountOffCents: 500,
        currency: 'EUR',
        duration: 'repeating',
        durationInMonths: 3,
        timesRedeemed: 2,
        maxRedemptions: null,
        valid: true,
        createdAt: new Date(1_790_000_000 * 1000),
      },
    ]);
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/coupons' });
  });

  it('creates a yearly checkout for a known customer without a trial', async () => {
    await provider.createSubscriptionCheckout({
      userId: 'u1',
      email: 'a@example.com',
      plan: 'yearly',
      customerId: 'cus_1',
      successUrl: 's',
      cancelUrl: 'c',
    });
    const body = Object.fromEntries(requests.at(-1)!.body);
    expect(body).toMatchObject({ 'line_items[0][price]': 'price_y', customer: 'cus_1' });
    expect(body['line_items[1][price]']).toBeUndefined();
    expect(body['subscription_data[trial_period_days]']).toBeUndefined();
    expect(body.customer_email).toBeUndefined();
  });

  it('creates a credits checkout in payment mode with the package in metadata', async () => {
    await provider.createCreditsCheckout({
      userId: 'u1',
      email: 'a@example.com',
      customerId: null,
      packageId: 'credits_500',
      credits: 500,
      amountCents: 1999,
      currency: 'EUR',
      successUrl: 's',
      cancelUrl: 'c',
    });
    expect(Object.fromEntries(requests.at(-1)!.body)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '1999',
      'metadata[kind]': 'credits',
      'metadata[packageId]': 'credits_500',
      'metadata[credits]': '500',
    });
  });

  it('opens the portal, reads and updates subscriptions in our normalised shape', async () => {
    expect(
      await provider.createPortalSession({
        customerId: 'cus_1',
        returnUrl: 'http://app/dashboard?tab=subscription',
      }),
    ).toEqual({ url: 'https://billing.stripe.com/p/session/1' });
    expect(Object.fromEntries(requests.at(-1)!.body)).toEqual({
      customer: 'cus_1',
      return_url: 'http://app/dashboard?tab=subscription',
    });
    expect(await provider.retrieveSubscription('sub_1')).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'trialing',
      priceIds: ['price_m'],
      currentPeriodEnd: new Date(1_800_000_000_000),
      cancelAtPeriodEnd: false,
      trialEnd: new Date(1_800_000_000_000),
      metadata: { userId: 'u1', plan: 'trial' },
    });
    const updated = await provider.setCancelAtPeriodEnd('sub_1', true);
    expect(updated.cancelAtPeriodEnd).toBe(true);
    expect(Object.fromEntries(requests.at(-1)!.body)).toEqual({ cancel_at_period_end: 'true' });
  });
});

describe('Stripe shapes', () => {
  it('treats a portal cancellation with cancel_at as cancelling at period end', () => {
    const shaped = toProviderSubscription({
      id: 's',
      status: 'active',
      customer: { id: 'cus_x' },
      cancel_at_period_end: false,
      cancel_at: 1_900_000_000,
      trial_end: null,
      metadata: {},
      items: { data: [] },
    } as unknown as Stripe.Subscription);
    expect(shaped).toMatchObject({
      customerId: 'cus_x',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: null,
    });
  });

  it('finds an invoice subscription in the current and the legacy shape', () => {
    expect(
      invoiceSubscriptionId({
        parent: { subscription_details: { subscription: 'sub_new' } },
      } as unknown as Stripe.Invoice),
    ).toBe('sub_new');
    expect(
      invoiceSubscriptionId({ parent: null, subscription: 'sub_old' } as unknown as Stripe.Invoice),
    ).toBe('sub_old');
    expect(invoiceSubscriptionId({ parent: null } as unknown as Stripe.Invoice)).toBeNull();
  });
});
