export { createReferralStore } from './store.js';
export { createReferralsService, type PurchaseSummary, type ReferralsService } from './service.js';
export { referralAdminRoutes, registerReferralRoutes } from './routes.js';
