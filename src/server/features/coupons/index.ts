import type { LocalCouponSource } from '#server/providers/payments/index.js';
import type { CouponStore } from './store.js';

export { createCouponStore, type CouponStore } from './store.js';
export { createCouponsService, COUPON_MESSAGES, type CouponsService } from './service.js';
export { couponAdminRoutes } from './routes.js';

/** The test-mode provider's coupons: the local table (docs/API.md#coupons). */
export const localCouponSource = (store: CouponStore): LocalCouponSource => ({
  find: (code) => store.findPromotion(code.toUpperCase()),
  list: () => store.list(),
});
