import type { FastifyInstance } from 'fastify';
import {
  cancelRequestSchema,
  checkoutRequestSchema,
  checkoutReturnRequestSchema,
  creditsCheckoutRequestSchema,
  sessionIdParamsSchema,
  testCheckoutCompleteRequestSchema,
  testPortalSimulateRequestSchema,
} from '#shared/api/billing.js';
import { couponValidateRequestSchema } from '#shared/api/growth.js';
import { parseInput } from '#server/http/errors.js';
import type { AuthService } from '../auth/index.js';
import type { BillingService } from './service.js';
import type { TestCheckoutService } from './testCheckout.js';
import { access } from '#server/http/access.js';

/** HTTP only: parse with the shared schema, call the service. */
export function registerBillingRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; billing: BillingService; testCheckout: TestCheckoutService },
) {
  const { auth, billing, testCheckout } = deps;

  app.get('/api/plans', access('public'), async () => billing.plans());

  app.post('/api/billing/checkout', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    const { plan, couponCode } = parseInput(checkoutRequestSchema, request.body ?? {});
    return billing.startCheckout(viewer, plan, couponCode);
  });

  app.post('/api/billing/coupons/validate', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    return billing.validateCoupon(
      viewer,
      parseInput(couponValidateRequestSchema, request.body ?? {}),
    );
  });

  app.post('/api/credits/checkout', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    const { packageId } = parseInput(creditsCheckoutRequestSchema, request.body ?? {});
    return billing.startCreditsCheckout(viewer, packageId);
  });

  app.post('/api/billing/portal', access('member'), async (request) =>
    billing.portal(await auth.requireUser(request)),
  );

  app.post('/api/billing/checkout/return', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    const input = parseInput(checkoutReturnRequestSchema, request.body ?? {});
    return billing.checkoutReturn(viewer, input);
  });

  app.get('/api/billing/subscription', access('member'), async (request) =>
    billing.subscription(await auth.requireUser(request)),
  );

  app.post('/api/billing/subscription/cancel', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    return billing.cancel(viewer, parseInput(cancelRequestSchema, request.body ?? {}));
  });

  app.post('/api/billing/subscription/resume', access('member'), async (request) =>
    billing.resume(await auth.requireUser(request)),
  );

  app.get('/api/billing/test-checkout/:sessionId', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    const { sessionId } = parseInput(sessionIdParamsSchema, request.params);
    return testCheckout.getSession(viewer, sessionId);
  });

  app.post('/api/billing/test-checkout/:sessionId/complete', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    const { sessionId } = parseInput(sessionIdParamsSchema, request.params);
    const { outcome } = parseInput(testCheckoutCompleteRequestSchema, request.body ?? {});
    return testCheckout.complete(viewer, sessionId, outcome);
  });

  app.post('/api/billing/test-portal/simulate', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    const { action } = parseInput(testPortalSimulateRequestSchema, request.body ?? {});
    return testCheckout.simulate(viewer, action);
  });
}
