import { ConfigError, type AppConfig } from '../../config.js';
import { createStripeProvider } from './stripeProvider.js';

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
