import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsProvider } from '#server/providers/payments/index.js';
import { callProvider } from './providerCall.js';
import type { WebhookProcessor } from './webhooks.js';

/**
 * What operators do to billing from the admin panel: replay a failed webhook through the same
 * exactly-once path, list the provider's coupons.
 */
export function createBillingOperations(deps: {
  processor: WebhookProcessor;
  provider: PaymentsProvider;
  log: FastifyBaseLogger;
}) {
  const { processor, provider } = deps;
  return {
    paymentsKind: provider.kind,
    replayWebhook: (logId: number) => processor.replay(logId),
    /** One real call to the provider for the live checks; its own error when unreachable. */
    async probeProvider() {
      const coupons = await provider.listCoupons();
      return `${coupons.length} coupon${coupons.length === 1 ? '' : 's'} listed`;
    },
    /** The provider's coupons; an unreachable provider is a 503, never an empty list. */
    listCoupons: () =>
      callProvider(deps.log, 'coupons', 'The payments provider did not answer.', () =>
        provider.listCoupons(),
      ),
  };
}

export type BillingOperations = ReturnType<typeof createBillingOperations>;
