import type { FastifyBaseLogger } from 'fastify';
import type { CouponValidation, LocalCouponCreate } from '#shared/api/growth.js';
import { findPlan, formatPrice, type PaidPlanId } from '#shared/plans.js';
import { AppError, conflict, notFound, unavailable } from '#server/http/errors.js';
import type {
  CheckoutPromotion,
  PaymentsProvider,
  ProviderPromotionCode,
} from '#server/providers/payments/index.js';
import type { CouponStore } from './store.js';

export const COUPON_MESSAGES = {
  invalid: 'That coupon code is not valid.',
  expired: 'That coupon code has expired.',
} as const;

const invalid = () => new AppError(400, 'coupon_invalid', COUPON_MESSAGES.invalid);
const expired = () => new AppError(400, 'coupon_expired', COUPON_MESSAGES.expired);

export interface CouponsServiceDeps {
  provider: PaymentsProvider;
  store: CouponStore;
  currency: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Promotion codes at checkout (docs/API.md#coupons): looked up at the payments provider (Stripe's
 * promotion codes, or the local `coupons` table in test mode), checked before any checkout session
 * exists, and recorded once per completed checkout from the webhook.
 */
export function createCouponsService(deps: CouponsServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const currency = deps.currency;
  const { provider, store } = deps;

  function discountOf(promotion: ProviderPromotionCode, amountCents: number) {
    if (promotion.percentOff !== null)
      return Math.round((amountCents * promotion.percentOff) / 100);
    return Math.min(amountCents, promotion.amountOffCents ?? 0);
  }

  function assertUsable(promotion: ProviderPromotionCode | null): ProviderPromotionCode {
    if (!promotion) throw invalid();
    // An amount in another currency cannot apply to our prices.
    if (promotion.currency && promotion.currency.toUpperCase() !== currency.toUpperCase())
      throw invalid();
    if (promotion.percentOff === null && promotion.amountOffCents === null) throw invalid();
    const exhausted =
      promotion.maxRedemptions !== null && promotion.timesRedeemed >= promotion.maxRedemptions;
    if (!promotion.active || exhausted || (promotion.expiresAt && promotion.expiresAt <= now()))
      throw expired();
    return promotion;
  }

  async function lookUp(code: string) {
    try {
      return await provider.findPromotionCode(code);
    } catch (error) {
      deps.log.error({ err: error }, 'payments provider failed: promotion code lookup');
      throw unavailable(
        'Coupons cannot be checked right now. Try again shortly.',
        'payments_unavailable',
      );
    }
  }

  return {
    /** What the code takes off the plan's first payment; 400 coupon_invalid / coupon_expired. */
    async check(code: string, plan: PaidPlanId) {
      const promotion = assertUsable(await lookUp(code));
      const amountCents = findPlan(plan)!.priceCents;
      const discountCents = discountOf(promotion, amountCents);
      const validation: CouponValidation = {
        code: promotion.code,
        percentOff: promotion.percentOff,
        amountOffCents: promotion.amountOffCents,
        amountCents,
        discountCents,
        totalCents: amountCents - discountCents,
        currency,
        label:
          promotion.percentOff !== null
            ? `${promotion.percentOff}% off`
            : `${formatPrice(promotion.amountOffCents ?? 0, currency)} off`,
      };
      const checkout: CheckoutPromotion = { id: promotion.id, code: promotion.code, discountCents };
      return { validation, checkout };
    },

    recordRedemption: store.recordRedemption,
    redemptionStats: store.redemptionStats,

    /** Admin: a new local coupon (test mode only; Stripe's are made in its dashboard). */
    async createLocal(input: LocalCouponCreate) {
      if (provider.kind === 'stripe')
        throw conflict(
          'Create coupons in the Stripe dashboard; this app reads them from there.',
          'stripe_coupons',
        );
      const created = await store.create(input);
      if (!created) throw conflict(`The code ${input.code} exists already.`, 'coupon_exists');
      return created;
    },

    async setLocalActive(code: string, active: boolean) {
      const updated = await store.setActive(code, active);
      if (!updated) throw notFound(`No local coupon ${code}.`);
      return updated;
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
