import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CancelRequest, SubscriptionResponse } from '#shared/api/billing';
import type { PaidPlanId } from '#shared/plans';
import { apiFetch, postJson } from '#web/lib/api';

// The shared zod schemas load on first use, in parallel with the first request (see lib/api).
const schemas = () => import('#shared/api/billing');
const plansSchema = () => schemas().then((module) => module.plansResponseSchema);
const redirectSchema = () => schemas().then((module) => module.redirectResponseSchema);
const subscriptionSchema = () => schemas().then((module) => module.subscriptionResponseSchema);
const returnSchema = () => schemas().then((module) => module.checkoutReturnResponseSchema);
const testSessionSchema = () => schemas().then((module) => module.testCheckoutSessionSchema);
const testCompleteSchema = () =>
  schemas().then((module) => module.testCheckoutCompleteResponseSchema);

export const billingKeys = {
  plans: ['billing', 'plans'] as const,
  subscription: ['billing', 'subscription'] as const,
  checkoutReturn: (sessionId: string | null) => ['billing', 'checkout-return', sessionId] as const,
  testCheckout: (sessionId: string) => ['billing', 'test-checkout', sessionId] as const,
  coupon: (code: string, plan: PaidPlanId) => ['billing', 'coupon', code, plan] as const,
};

export const fetchPlans = (signal?: AbortSignal) => apiFetch('/api/plans', plansSchema, { signal });

export const startCheckout = (input: { plan: PaidPlanId; couponCode?: string }) =>
  apiFetch('/api/billing/checkout', redirectSchema, postJson(input));

const couponSchema = () =>
  import('#shared/api/growth').then((module) => module.couponValidateResponseSchema);

/** What a promotion code takes off the plan's first payment; a 400 names invalid or expired. */
export const validateCoupon = (code: string, plan: PaidPlanId) =>
  apiFetch('/api/billing/coupons/validate', couponSchema, postJson({ code, plan }));

export const openPortalSession = () => apiFetch('/api/billing/portal', redirectSchema, postJson());

export const fetchSubscription = (signal?: AbortSignal) =>
  apiFetch('/api/billing/subscription', subscriptionSchema, { signal });

export const cancelSubscription = (input: CancelRequest) =>
  apiFetch('/api/billing/subscription/cancel', subscriptionSchema, postJson(input));

export const resumeSubscription = () =>
  apiFetch('/api/billing/subscription/resume', subscriptionSchema, postJson());

export const recordCheckoutReturn = (input: { sessionId?: string; trial?: boolean }) =>
  apiFetch('/api/billing/checkout/return', returnSchema, postJson(input));

export const fetchTestCheckout = (sessionId: string, signal?: AbortSignal) =>
  apiFetch(`/api/billing/test-checkout/${encodeURIComponent(sessionId)}`, testSessionSchema, {
    signal,
  });

export const completeTestCheckout = (sessionId: string, outcome: 'pay' | 'decline') =>
  apiFetch(
    `/api/billing/test-checkout/${encodeURIComponent(sessionId)}/complete`,
    testCompleteSchema,
    postJson({ outcome }),
  );

export type SimulatedAction =
  'renewal_paid' | 'renewal_failed' | 'trial_will_end' | 'renewal_upcoming' | 'end_now';

export const simulateTestPortal = (action: SimulatedAction) =>
  apiFetch('/api/billing/test-portal/simulate', subscriptionSchema, postJson({ action }));

/** The signed-in viewer's subscription; pass `enabled: false` for visitors (the API says 401). */
export function useSubscription(
  options: Pick<UseQueryOptions<SubscriptionResponse>, 'enabled' | 'refetchInterval'> = {},
) {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => fetchSubscription(signal),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
    // Billing state changes outside this tab (portal, webhooks): never trust a minute-old copy.
    staleTime: 0,
  });
}
