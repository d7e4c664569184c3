import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  analyticsEvents,
  emailOutbox,
  subscriptions,
  webhookLogs,
} from '#server/db/schema/index.js';
import { ADMIN_EMAIL, ADMIN_ENV, asUser } from '#test/helpers/admin.js';
import { signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import {
  createBillingTestApp,
  createFakeStripe,
  deliver,
  fakeSubscription,
  stripeEvent,
  type FakeStripe,
} from '../billing/billing.testkit.js';

const subscriptionObject = (id: string, userId: string) => ({
  id,
  object: 'subscription',
  status: 'active',
  customer: `cus_${userId}`,
  metadata: { userId, plan: 'monthly' },
  cancel_at_period_end: false,
  items: { object: 'list', data: [{ price: { id: 'price_monthly' } }] },
});

describe.each(databaseKinds)('admin webhooks, e-mail, analytics, diagnostics (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createBillingTestApp>>;
  let stripe: FakeStripe;
  let boss: TestUser;
  let admin: ReturnType<typeof asUser>;

  beforeAll(async () => {
    stripe = createFakeStripe();
    ctx = await createBillingTestApp(kind, stripe, ADMIN_ENV);
    boss = await signUp(ctx.app, { email: ADMIN_EMAIL });
    admin = asUser(ctx.app, boss);
  });
  afterAll(async () => ctx?.close());

  const latestAudit = async () =>
    (
      await ctx.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1)
    )[0];

  it('lists webhooks by status and replays a failed event exactly once', async () => {
    const user = await signUp(ctx.app);
    const id = `sub_replay_${user.id}`;
    stripe.set(fakeSubscription({ id, userId: user.id, status: 'active' }));
    stripe.failNextRetrieve();
    const event = stripeEvent('customer.subscription.updated', subscriptionObject(id, user.id));
    expect((await deliver(ctx.app, event)).statusCode).toBe(500);

    const failed = (await admin('GET', '/api/admin/webhooks?status=failed')).json();
    expect(failed.items).toHaveLength(1);
    expect(failed.items[0]).toMatchObject({ eventId: event.id, status: 'failed' });
    expect(failed.items[0].error).toContain('bad day');
    expect((await admin('GET', '/api/admin/webhooks?status=processed')).json().total).toBe(0);
    expect((await admin('GET', '/api/admin/webhooks?status=nope')).statusCode).toBe(400);

    const replay = await admin('POST', `/api/admin/webhooks/${failed.items[0].id}/replay`);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ status: 'processed', error: null });
    const [row] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(row.status).toBe('active');
    expect(await latestAudit()).toMatchObject({
      action: 'webhook.replay',
      targetId: event.id,
      before: { status: 'failed' },
      after: { status: 'processed', error: null },
    });

    const second = await admin('POST', `/api/admin/webhooks/${failed.items[0].id}/replay`);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('already_processed');
    // A redelivery by the provider is still a no-op too.
    expect((await deliver(ctx.app, event)).json()).toMatchObject({ duplicate: true });
    expect((await admin('POST', '/api/admin/webhooks/999999/replay')).statusCode).toBe(404);
    expect((await admin('POST', '/api/admin/webhooks/x/replay')).statusCode).toBe(400);
    const processed = (await admin('GET', '/api/admin/webhooks?status=processed')).json();
    expect(processed.items.map((item: { eventId: string }) => item.eventId)).toEqual([event.id]);
  });

  it('replays an event that still cannot be applied and shows its error', async () => {
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject('sub_ghost', 'no-such-user'),
    );
    stripe.set(fakeSubscription({ id: 'sub_ghost', userId: 'no-such-user', status: 'active' }));
    expect((await deliver(ctx.app, event)).statusCode).toBe(200);
    const [log] = await ctx.database.db
      .select()
      .from(webhookLogs)
      .where(eq(webhookLogs.stripeEventId, event.id));
    const replay = await admin('POST', `/api/admin/webhooks/${log.id}/replay`);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().status).toBe('failed');
    expect(replay.json().error).toContain('no existing user');
  });

  it('lists the outbox; without a provider a resend is refused with the reason', async () => {
    const user = await signUp(ctx.app);
    const [queued, failed] = await ctx.database.db
      .insert(emailOutbox)
      .values([
        {
          userId: user.id,
          toAddress: user.email,
          subject: 'One',
          htmlContent: '',
          textContent: '',
        },
        {
          userId: user.id,
          toAddress: user.email,
          subject: 'Two',
          htmlContent: '',
          textContent: '',
          status: 'failed',
          lastError: 'SMTP 550 no such user',
          attempts: 1,
        },
      ])
      .returning();
    const list = (await admin('GET', '/api/admin/emails?status=failed')).json();
    expect(list.provider).toBe('outbox');
    expect(list.items).toMatchObject([
      { id: failed.id, status: 'failed', to: user.email, error: 'SMTP 550 no such user' },
    ]);
    // The welcome e-mail of the sign-up stays in the outbox, unsent, with the reason.
    const unsent = (await admin('GET', '/api/admin/emails?status=unsent')).json();
    expect(unsent.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          to: user.email,
          templateName: 'welcome_email',
          error: expect.stringContaining('No e-mail provider is configured'),
        }),
      ]),
    );
    const resend = await admin('POST', `/api/admin/emails/${failed.id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error.code).toBe('no_email_provider');
    expect((await admin('POST', `/api/admin/emails/${queued.id}/resend`)).statusCode).toBe(409);
    expect((await admin('POST', '/api/admin/emails/0/resend')).statusCode).toBe(400);
    expect((await admin('POST', '/api/admin/emails/99999999/resend')).statusCode).toBe(404);
    const all = (await admin('GET', '/api/admin/emails?limit=2')).json();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(2);
  });

  it('filters analytics events by type and date range, with masked users', async () => {
    const user = await signUp(ctx.app);
    const old = new Date('2026-01-10T12:00:00Z');
    await ctx.database.db.insert(analyticsEvents).values([
      { eventType: 'paywall_view', userId: user.id, eventData: { variant: 'A' } },
      { eventType: 'paywall_view', userId: user.id, eventData: { variant: 'B' }, createdAt: old },
      { eventType: 'checkout_start', userId: user.id, eventData: {} },
    ]);
    const views = (await admin('GET', '/api/admin/analytics/events?type=paywall_view')).json();
    expect(views.total).toBe(2);
    expect(views.types).toEqual(expect.arrayContaining(['checkout_start', 'paywall_view']));
    expect(views.items[0].user).toBe(`••••${user.id.slice(-4)}`);
    const january = (
      await admin(
        'GET',
        '/api/admin/analytics/events?type=paywall_view&from=2026-01-10&to=2026-01-10',
      )
    ).json();
    expect(january.items).toMatchObject([{ data: { variant: 'B' } }]);
    const paged = (await admin('GET', '/api/admin/analytics/events?limit=1&offset=1')).json();
    expect(paged.items).toHaveLength(1);
    for (const query of ['from=2026-13-45', 'from=2026-02-01&to=2026-01-01', 'from=yesterday'])
      expect((await admin('GET', `/api/admin/analytics/events?${query}`)).statusCode).toBe(400);
  });

  it('runs each diagnostic on demand with its timing; e-mail lands in the outbox', async () => {
    const list = (await admin('GET', '/api/admin/diagnostics')).json();
    expect(list.items.map((item: { name: string }) => item.name)).toEqual([
      'database',
      'model',
      'moderation',
      'payments',
      'email',
      'storage',
      'images',
      'push',
    ]);
    // An admin with no push device is told how to get one, not shown a pass.
    const push = await admin('POST', '/api/admin/diagnostics/push');
    expect(push.statusCode).toBe(200);
    expect(push.json()).toMatchObject({ name: 'push', pass: false });
    expect(push.json().detail).toContain('no device with push enabled');
    for (const name of ['database', 'model', 'moderation', 'payments', 'storage', 'images']) {
      const result = await admin('POST', `/api/admin/diagnostics/${name}`);
      expect(result.statusCode, name).toBe(200);
      expect(result.json(), name).toMatchObject({ name, pass: true });
      expect(result.json().ms).toBeGreaterThanOrEqual(0);
    }
    expect((await admin('POST', '/api/admin/diagnostics/model')).json().detail).toContain(
      'answered: "',
    );
    expect((await admin('POST', '/api/admin/diagnostics/moderation')).json().detail).toContain(
      'policy only',
    );
    expect((await admin('POST', '/api/admin/diagnostics/storage')).json().detail).toBe(
      'local storage: read back what was written, deleted',
    );
    expect((await admin('POST', '/api/admin/diagnostics/images')).json().detail).toMatch(
      /^local-preview: /,
    );
    // No provider: nothing is sent, and the card says so; the message is kept, unsent.
    const mail = await admin('POST', '/api/admin/diagnostics/email');
    expect(mail.json()).toMatchObject({ pass: false });
    expect(mail.json().detail).toContain('No e-mail provider is configured');
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Diagnostic e-mail'));
    expect(mails).toMatchObject([{ toAddress: ADMIN_EMAIL, status: 'unsent' }]);
    expect((await admin('POST', '/api/admin/diagnostics/nope')).statusCode).toBe(404);
  });

  it("lists the provider's coupons, and answers 503 when it is unreachable", async () => {
    expect((await admin('GET', '/api/admin/coupons')).json()).toEqual({
      provider: 'stripe',
      items: [],
    });
    stripe.coupons.push({
      id: 'WELCOME10',
      name: 'Welcome',
      percentOff: 10,
      amountOffCents: null,
      currency: null,
      duration: 'once',
      durationInMonths: null,
      timesRedeemed: 3,
      maxRedemptions: 100,
      valid: true,
      createdAt: new Date('2026-11-01T00:00:00Z'),
    });
    expect((await admin('GET', '/api/admin/coupons')).json().items).toMatchObject([
      { id: 'WELCOME10', percentOff: 10, timesRedeemed: 3, createdAt: '2026-11-01T00:00:00.000Z' },
    ]);
    const original = stripe.provider.listCoupons;
    stripe.provider.listCoupons = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    try {
      const down = await admin('GET', '/api/admin/coupons');
      expect(down.statusCode).toBe(503);
      const check = (await admin('POST', '/api/admin/diagnostics/payments')).json();
      expect(check).toMatchObject({ pass: false, detail: 'connect ECONNREFUSED' });
    } finally {
      stripe.provider.listCoupons = original;
    }
  });
});

describe.each(databaseKinds)('admin coupons in local test mode (%s)', (kind) => {
  it('lists the local coupons: the seeded WELCOME10', async () => {
    const ctx = await createBillingTestApp(kind, undefined, ADMIN_ENV);
    try {
      const boss = await signUp(ctx.app, { email: ADMIN_EMAIL });
      const response = await asUser(ctx.app, boss)('GET', '/api/admin/coupons');
      expect(response.json()).toMatchObject({
        provider: 'test',
        items: [{ id: 'WELCOME10', percentOff: 10, timesRedeemed: 0, valid: true }],
      });
    } finally {
      await ctx.close();
    }
  });
});
