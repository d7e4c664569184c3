import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import type { RateLimiter } from '#server/http/rateLimiter.js';
import type { ChosenPayments } from '#server/providers/payments/index.js';
import type { AnalyticsService } from '../analytics/index.js';
import type { AccountDataRegistry, AuthService } from '../auth/index.js';
import type { CouponsService } from '../coupons/index.js';
import type { CreditsService } from '../credits/index.js';
import type { EmailService } from '../notifications/index.js';
import { createCheckoutSessionStore } from './checkoutSessions.js';
import { registerBillingDataOwner } from './dataOwner.js';
import { createEventHandlers } from './eventHandlers.js';
import { createBillingOperations } from './operations.js';
import { createBillingService, type PaywallVariantLookup } from './service.js';
import { findByUser, grantsPremium } from './subscriptions.js';
import { createTestCheckoutService } from './testCheckout.js';
import { createWebhookProcessor } from './webhooks.js';

export type { BillingService } from './service.js';
export type { BillingOperations } from './operations.js';
export type { WebhookStatus } from './adminStats.js';
export type { WebhookProcessor } from './webhooks.js';
export type { PaymentsProvider } from '#server/providers/payments/index.js';
export { registerBillingRoutes } from './routes.js';
export { registerWebhookRoute } from './webhookRoute.js';
export { createBillingAdminStats, type BillingAdminStats } from './adminStats.js';

/**
 * "Premium = a trialing or active subscription" read from billing's table, for auth's viewer
 * (which also counts an admin's grant). It needs nothing but the database, so auth can be built
 * with it before billing exists.
 */
export const createSubscriptionCheck = (db: Database) => async (userId: string) =>
  grantsPremium(await findByUser(db, userId));

export interface BillingDeps {
  config: AppConfig;
  db: Database;
  auth: AuthService;
  analytics: AnalyticsService;
  accountData: AccountDataRegistry;
  limiter: RateLimiter;
  /** The e-mail outbox; payment mail is marked TEST MODE while payments run in test mode. */
  email: EmailService;
  payments: ChosenPayments;
  credits: CreditsService;
  coupons: CouponsService;
  log: FastifyBaseLogger;
  /** The viewer's paywall A/B variant for the checkout events; 'A' when absent. */
  getPaywallVariant?: PaywallVariantLookup;
}

/**
 * Billing's parts over the chosen payments provider (docs/ARCHITECTURE.md#billing-and-credits):
 * the checkout and subscription service, the webhook processor, the test-mode checkout pages and
 * the operator's actions. Routes are registered by app.ts.
 */
export function createBilling(deps: BillingDeps) {
  const { config, db, auth, analytics, accountData, credits, coupons, log } = deps;
  const { provider, webhookSecret } = deps.payments;
  const sessions = createCheckoutSessionStore(db);
  const email = deps.email.forPayments(provider.kind === 'test');
  const handlers = createEventHandlers({
    db,
    provider,
    sessions,
    credits,
    coupons,
    email,
    auth,
    analytics,
    log,
    currency: config.CURRENCY,
  });
  const webhooks = createWebhookProcessor({ db, handlers, log, secret: webhookSecret });
  const billing = createBillingService({ ...deps, provider, sessions, email });
  const testCheckout = createTestCheckoutService({
    config,
    db,
    provider: deps.payments.testMode,
    sessions,
    credits,
  });
  registerBillingDataOwner(accountData, { provider, log });
  log.info(
    { provider: provider.kind },
    provider.kind === 'test' ? 'payments: local TEST MODE (no real charges)' : 'payments: Stripe',
  );
  const operations = createBillingOperations({ processor: webhooks, provider, log });
  return { billing, webhooks, testCheckout, operations };
}
