import { count, eq, gte, sql } from 'drizzle-orm';
import type { LocalCouponCreate } from '#shared/api/growth.js';
import type { Database, DbExecutor } from '#server/db/client.js';
import { couponRedemptions, coupons } from '#server/db/schema/index.js';
import type { ProviderCoupon, ProviderPromotionCode } from '#server/providers/payments/index.js';

type CouponRow = typeof coupons.$inferSelect;

export interface Redemption {
  code: string;
  userId: string | null;
  checkoutSessionId: string;
  discountCents: number;
  currency: string;
}

/** The local coupons (test mode's promotion codes) and every redemption, from either provider. */
export function createCouponStore(db: Database, options: { currency: string; now: () => Date }) {
  async function timesRedeemed(code: string) {
    const [row] = await db
      .select({ value: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.code, code));
    return row?.value ?? 0;
  }

  const isExpired = (row: CouponRow) => row.expiresAt !== null && row.expiresAt <= options.now();

  /** A local coupon in the provider's promotion-code shape; its id is the code itself. */
  async function toPromotion(row: CouponRow): Promise<ProviderPromotionCode> {
    return {
      id: row.code,
      code: row.code,
      percentOff: row.percentOff,
      amountOffCents: row.amountOffCents,
      currency: row.amountOffCents === null ? null : options.currency,
      active: row.isActive,
      expiresAt: row.expiresAt,
      maxRedemptions: row.maxRedemptions,
      timesRedeemed: await timesRedeemed(row.code),
    };
  }

  async function toCoupon(row: CouponRow): Promise<ProviderCoupon> {
    const promotion = await toPromotion(row);
    const exhausted = row.maxRedemptions !== null && promotion.timesRedeemed >= row.maxRedemptions;
    return {
      id: row.code,
      name: row.code,
      percentOff: row.percentOff,
      amountOffCents: row.amountOffCents,
      currency: promotion.currency,
      duration: 'once',
      durationInMonths: null,
      timesRedeemed: promotion.timesRedeemed,
      maxRedemptions: row.maxRedemptions,
      valid: row.isActive && !isExpired(row) && !exhausted,
      createdAt: row.createdAt,
    };
  }

  async function findRow(code: string) {
    const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
    return row ?? null;
  }

  return {
    async findPromotion(code: string) {
      const row = await findRow(code);
      return row ? toPromotion(row) : null;
    },

    async list() {
      const rows = await db
        .select()
        .from(coupons)
        .orderBy(sql`${coupons.createdAt} desc`);
      return Promise.all(rows.map(toCoupon));
    },

    /** False when the code exists already. */
    async create(input: LocalCouponCreate) {
      const rows = await db
        .insert(coupons)
        .values({
          code: input.code,
          percentOff: input.percentOff ?? null,
          amountOffCents: input.amountOffCents ?? null,
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
          maxRedemptions: input.maxRedemptions ?? null,
        })
        .onConflictDoNothing()
        .returning();
      return rows[0] ? toCoupon(rows[0]) : null;
    },

    async setActive(code: string, isActive: boolean) {
      const [row] = await db
        .update(coupons)
        .set({ isActive })
        .where(eq(coupons.code, code))
        .returning();
      return row ? toCoupon(row) : null;
    },

    /** Records a redemption once per checkout session; true for the one call that wrote it. */
    async recordRedemption(executor: DbExecutor, redemption: Redemption) {
      const rows = await executor
        .insert(couponRedemptions)
        .values(redemption)
        .onConflictDoNothing({ target: couponRedemptions.checkoutSessionId })
        .returning({ id: couponRedemptions.id });
      return rows.length === 1;
    },

    async redemptionStats(since: Date) {
      const [row] = await db
        .select({
          count: count(),
          discountCents: sql<string>`coalesce(sum(${couponRedemptions.discountCents}), 0)`,
        })
        .from(couponRedemptions)
        .where(gte(couponRedemptions.redeemedAt, since));
      return { count: row?.count ?? 0, discountCents: Number(row?.discountCents ?? 0) };
    },
  };
}

export type CouponStore = ReturnType<typeof createCouponStore>;
