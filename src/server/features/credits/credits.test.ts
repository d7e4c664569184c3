import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { creditBalances, creditTransactions } from '#server/db/schema/index.js';
import { AppError } from '#server/http/errors.js';
import { createTestApp } from '#test/helpers/app.js';
import { signUp } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { ledgerRows } from '#test/helpers/ledger.js';

describe.each(databaseKinds)('credits on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const credits = () => ctx.app.services.credits;
  const balanceRow = async (userId: string) =>
    (
      await ctx.database.db.select().from(creditBalances).where(eq(creditBalances.userId, userId))
    )[0];
  const ledgerSum = async (userId: string) =>
    (
      await ctx.database.db
        .select({ total: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)::int` })
        .from(creditTransactions)
        .where(eq(creditTransactions.userId, userId))
    )[0].total;

  it('lets exactly 100 of 1,000 concurrent 1-credit debits through a balance of 100', async () => {
    const user = await signUp(ctx.app);
    await credits().grantCredits(user.id, 100, `adjust:${user.id}`, 'adjustment');
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, index) =>
        credits().debit(user.id, 1, 'load_test', `spend-${index}`),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(succeeded).toHaveLength(100);
    expect(refused).toHaveLength(900);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 402,
        message: 'Not enough credits',
      });
    }
    const balances = succeeded.map(
      (result) => (result as PromiseFulfilledResult<{ balance: number }>).value.balance,
    );
    expect(Math.min(...balances)).toBe(0);
    expect(new Set(balances).size).toBe(100);
    expect((await balanceRow(user.id)).balance).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
    const negative = await ctx.database.db
      .select()
      .from(creditTransactions)
      .where(
        sql`${creditTransactions.userId} = ${user.id} and ${creditTransactions.balanceAfter} < 0`,
      );
    expect(negative).toHaveLength(0);
  });

  it('charges a special request at its server-side cost once per idempotency key', async () => {
    const user = await signUp(ctx.app);
    await credits().grantCredits(user.id, 500, `adjust:${user.id}`, 'adjustment');
    expect(await credits().spendCredits(user.id, 'multi_character_scene', 'req-1')).toEqual({
      ok: true,
      balance: 350,
    });
    expect(await credits().spendCredits(user.id, 'multi_character_scene', 'req-1')).toEqual({
      ok: true,
      balance: 350,
    });
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => credits().spendCredits(user.id, 'audio_reply', 'req-2')),
    );
    expect(concurrent.map((result) => result.balance)).toEqual([300, 300, 300, 300, 300]);
    await expect(credits().spendCredits(user.id, 'video_or_gif', 'req-3')).rejects.toMatchObject({
      statusCode: 402,
      code: 'not_enough_credits',
    });
    expect((await balanceRow(user.id)).balance).toBe(300);
    expect(await ledgerRows(ctx.database.db, user.id)).toEqual([
      ['adjustment', 500, null],
      ['usage', -150, 'multi_character_scene'],
      ['usage', -50, 'audio_reply'],
    ]);
  });

  it('refunds a spend once and refuses a spend past the monthly cap', async () => {
    const user = await signUp(ctx.app);
    await ctx.app.services.auth.setPremiumGrant(user.email, true);
    await credits().grantCredits(user.id, 1000, `cap:${user.id}`, 'purchase');
    const putCap = (payload: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/credits/cap',
        headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
        payload: payload as object,
      });
    const bad = await putCap({ monthlyCap: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('monthlyCap');
    expect((await putCap({ monthlyCap: 200 })).json()).toMatchObject({
      monthlyCap: 200,
      spentThisMonth: 0,
    });
    await credits().spendCredits(user.id, 'custom_image', 'img-1');
    await expect(
      credits().spendCredits(user.id, 'multi_character_scene', 'img-2'),
    ).rejects.toMatchObject({ statusCode: 402, code: 'monthly_cap_reached' });
    await credits().refundCredits(user.id, 'custom_image', 'img-1');
    await credits().refundCredits(user.id, 'custom_image', 'img-1');
    expect(await credits().spendCredits(user.id, 'multi_character_scene', 'img-3')).toEqual({
      ok: true,
      balance: 850,
    });
    expect((await putCap({ monthlyCap: null })).json()).toMatchObject({
      monthlyCap: null,
      spentThisMonth: 150,
      totalUsed: 150,
      balance: 850,
    });
    await credits().spendCredits(user.id, 'multi_character_scene', 'img-4');
    expect(await ledgerRows(ctx.database.db, user.id)).toEqual([
      ['purchase', 1000, null],
      ['usage', -100, 'custom_image'],
      ['adjustment', 100, 'custom_image'],
      ['usage', -150, 'multi_character_scene'],
      ['usage', -150, 'multi_character_scene'],
    ]);
  });

  it('refuses to spend without a balance row, and grants once per key', async () => {
    const user = await signUp(ctx.app);
    await expect(credits().spendCredits(user.id, 'audio_reply', 'first')).rejects.toMatchObject({
      statusCode: 402,
    });
    await Promise.all(
      Array.from({ length: 4 }, () =>
        credits().grantCredits(user.id, 2000, 'checkout:cs_same', 'purchase'),
      ),
    );
    expect((await balanceRow(user.id)).balance).toBe(2000);
    await expect(credits().grantCredits(user.id, 0, 'zero', 'adjustment')).rejects.toThrow(
      /Invalid credit amount/,
    );
  });

  it('lists active packages by credits with euro price, per-credit cents and the best value', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/credits/packages' });
    expect(response.statusCode).toBe(200);
    const packages = response.json() as Array<Record<string, unknown>>;
    expect(
      packages.map((pack) => [pack.credits, pack.price, pack.perCreditCents, pack.isBestValue]),
    ).toEqual([
      [100, 4.99, 5, false],
      [500, 19.99, 4, false],
      [2000, 59.99, 3, true],
      [5000, 129.99, 2.6, false],
    ]);
    expect(packages[0]).toMatchObject({ id: 'credits_100', priceCents: 499, priceLabel: '€4.99' });
  });

  it('keeps the summary and history for Premium members (401 guests, 403 free users)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/credits/summary' })).statusCode).toBe(
      401,
    );
    const user = await signUp(ctx.app);
    for (const url of ['/api/credits/summary', '/api/billing/credit-history']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie: user.cookie },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: { message: 'Credits are a Premium feature. Upgrade to Premium to use credits.' },
      });
    }
    await ctx.app.services.auth.setPremiumGrant(user.email, true);
    await credits().grantCredits(user.id, 500, `buy:${user.id}`, 'purchase');
    for (let index = 0; index < 10; index++)
      await credits().spendCredits(user.id, 'audio_reply', `audio-${index}`);
    const summary = await ctx.app.inject({
      method: 'GET',
      url: '/api/credits/summary',
      headers: { cookie: user.cookie },
    });
    expect(summary.json()).toEqual({
      balance: 0,
      totalPurchased: 500,
      totalUsed: 500,
      neverExpire: true,
      monthlyCap: null,
      spentThisMonth: 500,
      costs: [
        { type: 'custom_image', label: 'Custom fetish images', credits: 100 },
        { type: 'multi_character_scene', label: 'Multi-character scenes', credits: 150 },
        { type: 'audio_reply', label: 'Audio replies', credits: 50 },
      ],
    });
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/billing/credit-history',
      headers: { cookie: user.cookie },
    });
    const rows = history.json() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(10);
    expect(Object.keys(rows[0]).sort()).toEqual([
      'amount',
      'balance_after',
      'created_at',
      'id',
      'special_request_type',
      'transaction_type',
    ]);
    expect(rows[0]).toMatchObject({
      transaction_type: 'usage',
      amount: -50,
      balance_after: 0,
      special_request_type: 'audio_reply',
    });
  });
});
