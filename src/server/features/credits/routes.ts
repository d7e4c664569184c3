import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BILLING_MESSAGES, monthlyCapRequestSchema } from '#shared/api/billing.js';
import { forbidden, parseInput } from '#server/http/errors.js';
import type { AuthService } from '../auth/index.js';
import type { CreditsService } from './service.js';
import { access } from '#server/http/access.js';

/** HTTP only. The credits tab is Premium only (docs/PRODUCT.md#pages), decided here on the server. */
export function registerCreditsRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; credits: CreditsService },
) {
  const { auth, credits } = deps;

  async function requirePremium(request: FastifyRequest) {
    const viewer = await auth.requireUser(request);
    if (!viewer.isPremium) throw forbidden(BILLING_MESSAGES.creditsPremiumOnly);
    return viewer;
  }

  app.get('/api/credits/packages', access('public'), async () => credits.listPackages());

  app.get('/api/credits/summary', access('premium'), async (request) =>
    credits.summary((await requirePremium(request)).id),
  );

  app.put('/api/credits/cap', access('premium'), async (request) => {
    const viewer = await requirePremium(request);
    const { monthlyCap } = parseInput(monthlyCapRequestSchema, request.body);
    return credits.setMonthlyCap(viewer.id, monthlyCap);
  });
  // Path and snake_case shape kept from (docs/PRODUCT.md#api-compatibility) for existing clients.
  app.get('/api/billing/credit-history', access('premium'), async (request) =>
    credits.history((await requirePremium(request)).id),
  );
}
