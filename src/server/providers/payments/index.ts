import { ConfigError, type AppConfig } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { getOrCreateSetting, randomSecret } from '#server/db/settings.js';
import { createStripeProvider } from './stripeProvider.js';
import {
  createTestModeProvider,
  type DeliverEvent,
  type LocalCouponSource,
  type TestModePaymentsProvider,
} from './testMode/provider.js';
import type { PaymentsProvider } from './types.js';

export type * from './types.js';
export {
  createTestModeProvider,
  TestCheckoutClosedError,
  type LocalCouponSource,
  type TestCheckoutOutcome,
  type TestModePaymentsProvider,
} from './testMode/provider.js';
export type { SimulatedAction } from './testMode/simulate.js';
export { idOf, invoiceSubscriptionId } from './stripeShapes.js';

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_YEARLY',
  'STRIPE_PRICE_TRIAL_FEE',
] as const;

/**
 * True when Stripe is configured. A partial configuration is refused at start: silently falling
 * back to test mode would take "payments" that never charge anyone (docs/ARCHITECTURE.md#the-shape).
 */
export function isStripeConfigured(config: AppConfig): boolean {
  const present = STRIPE_KEYS.filter((key) => config[key]);
  if (present.length === 0) return false;
  if (present.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((key) => !config[key]);
    throw new ConfigError(
      `Invalid configuration:\n  Stripe is partly configured; also set ${missing.join(', ')}`,
    );
  }
  return true;
}

export function createStripeProviderFromConfig(config: AppConfig) {
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY!,
    prices: {
      monthly: config.STRIPE_PRICE_MONTHLY!,
      yearly: config.STRIPE_PRICE_YEARLY!,
      trialFee: config.STRIPE_PRICE_TRIAL_FEE!,
    },
  });
}

const TEST_WEBHOOK_SECRET_KEY = 'payments_test_webhook_secret';

export interface ChosenPayments {
  provider: PaymentsProvider;
  /** The local test mode's checkout pages need its own methods; null with Stripe or a fake. */
  testMode: TestModePaymentsProvider | null;
  /** The secret webhook signatures are checked with. */
  webhookSecret: string;
}

/**
 * Stripe when configured (and PAYMENTS_MODE is not `test`), else the local test mode, which signs
 * its events with a secret generated once and kept in the database
 * (docs/decisions/0005-payments-test-mode.md). `override` is a test's fake.
 */
export async function createPaymentsProvider(options: {
  config: AppConfig;
  db: Database;
  override?: PaymentsProvider;
  localCoupons: LocalCouponSource;
  /** Where the test mode sends its signed webhook events (billing's webhook processor). */
  deliver: DeliverEvent;
}): Promise<ChosenPayments> {
  const { config, db } = options;
  const localSecret = () =>
    getOrCreateSetting(db, TEST_WEBHOOK_SECRET_KEY, () => `whsec_${randomSecret()}`);
  if (options.override)
    return {
      provider: options.override,
      testMode: null,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? (await localSecret()),
    };
  if (config.PAYMENTS_MODE !== 'test' && isStripeConfigured(config))
    return {
      provider: createStripeProviderFromConfig(config),
      testMode: null,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    };
  const webhookSecret = await localSecret();
  const testMode = createTestModeProvider({
    db,
    appUrl: config.appUrl,
    currency: config.CURRENCY,
    webhookSecret,
    localCoupons: options.localCoupons,
    deliver: options.deliver,
  });
  return { provider: testMode, testMode, webhookSecret };
}
