import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { getOrCreateSetting, randomSecret } from '../../db/settings.js';
import type { RateLimiter } from '../../http/rateLimiter.js';
import {
  createStripeProviderFromConfig,
  createTestModeProvider,
  isStripeConfigured,
  type PaymentsProvider,
  type TestModePaymentsProvider,
} from '../../providers/payments/index.js';
import type { AnalyticsService } from '../analytics/service.js';
import type { AccountDataRegistry, AuthService } from '../auth/index.js';
import { createCreditsService, registerCreditsRoutes } from '../credits/index.js';
import { createCouponStore, createCouponsService, localCouponSource } from '../coupons/index.js';
import type { EmailService } from '../notifications/index.js';
import { createCheckoutSessionStore } from './checkoutSessions.js';
import { registerBillingDataOwner } from './dataOwner.js';
import { createEventHandlers } from './eventHandlers.js';
import { createBillingOperations } from './operations.js';
import { registerBillingRoutes } from './routes.js';
import { createBillingService, type PaywallVariantLookup } from './service.js';
import { createTestCheckoutService } from './testCheckout.js';
import { registerWebhookRoute } from './webhookRoute.js';
import { createWebhookProcessor, type WebhookProcessor } from './webhooks.js';

export type { BillingService } from './service.js';
export type { BillingOperations } from './operations.js';
export type { WebhookStatus } from './adminStats.js';
export type { PaymentsProvider } from '../../providers/payments/index.js';
export type { CreditsService } from '../credits/index.js';

export interface BillingSetupDeps {
  config: AppConfig;
  db: Database;
  auth: AuthService;
  analytics: AnalyticsService;
  accountData: AccountDataRegistry;
  limiter: RateLimiter;
  /** The e-mail outbox; payment mail is marked TEST MODE while payments run in test mode. */
  email: EmailService;
  /** Replaces the configured provider (tests use a fake for Stripe's outbound calls). */
  payments?: PaymentsProvider;
  /** The viewer's paywall A/B variant for the checkout events; 'A' when absent. */
  getPaywallVariant?: PaywallVariantLookup;
}

const TEST_WEBHOOK_SECRET_KEY = 'payments_test_webhook_secret';

/**
 * Sets up payments: Stripe when configured, else the local test mode (docs/ARCHITECTURE.md#the-shape), the webhook
 * route, the billing and credits APIs, and "premium = trialing or active subscription".
 */
export async function setUpBilling(app: FastifyInstance, deps: BillingSetupDeps) {
  const { config, db, auth, analytics, accountData } = deps;
  const credits = createCreditsService(db, { currency: config.CURRENCY });
  const sessions = createCheckoutSessionStore(db);
  const couponStore = createCouponStore(db, { currency: config.CURRENCY, now: () => new Date() });
  const localSecret = () =>
    getOrCreateSetting(db, TEST_WEBHOOK_SECRET_KEY, () => `whsec_${randomSecret()}`);

  // Test mode delivers its events to the processor created below; the closure runs later.
  let processor: WebhookProcessor | null = null;
  let testProvider: TestModePaymentsProvider | null = null;
  let provider: PaymentsProvider;
  let secret: string;
  if (deps.payments) {
    provider = deps.payments;
    secret = config.STRIPE_WEBHOOK_SECRET ?? (await localSecret());
  } else if (config.PAYMENTS_MODE !== 'test' && isStripeConfigured(config)) {
    provider = createStripeProviderFromConfig(config);
    secret = config.STRIPE_WEBHOOK_SECRET!;
  } else {
    secret = await localSecret();
    testProvider = createTestModeProvider({
      db,
      appUrl: config.appUrl,
      currency: config.CURRENCY,
      webhookSecret: secret,
      localCoupons: localCouponSource(couponStore),
      deliver: async (payload, signature) => {
        const outcome = await processor!.receive(payload, signature);
        if (outcome.statusCode !== 200) throw new Error(`webhook answered ${outcome.statusCode}`);
      },
    });
    provider = testProvider;
  }

  const coupons = createCouponsService({
    provider,
    store: couponStore,
    currency: config.CURRENCY,
    log: app.log,
  });
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
    log: app.log,
    currency: config.CURRENCY,
  });
  processor = createWebhookProcessor({ db, handlers, log: app.log, secret });
  const billing = createBillingService({
    ...deps,
    provider,
    sessions,
    credits,
    coupons,
    email,
    log: app.log,
  });
  auth.setSubscriptionCheck((userId) => billing.isPremium(userId));
  const testCheckout = createTestCheckoutService({
    config,
    db,
    provider: testProvider,
    sessions,
    credits,
  });

  registerBillingRoutes(app, { auth, billing, testCheckout });
  registerCreditsRoutes(app, { auth, credits });
  await registerWebhookRoute(app, processor);

  credits.registerDataOwner(accountData);
  registerBillingDataOwner(accountData, { provider, log: app.log });

  app.log.info(
    { provider: provider.kind },
    provider.kind === 'test' ? 'payments: local TEST MODE (no real charges)' : 'payments: Stripe',
  );
  const operations = createBillingOperations({ processor, provider, log: app.log });
  return { billing, credits, coupons, operations };
}
export { createBillingAdminStats, type BillingAdminStats } from './adminStats.js';
