import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { PaidPlanId } from '#shared/plans';
import { useInvalidateViewer } from '#web/app';
import { ApiRequestError } from '#web/lib/api';
import { startCheckout } from './api';
import { errorMessage, signInPath } from './format';
import { useCheckoutRedirect } from './useCheckoutRedirect';

/**
 * Starts a subscription checkout and sends the browser to the payment page the server made
 * (Stripe, or the local test checkout). `returnTo` is where sign-in brings the user back.
 */
export function useStartCheckout(returnTo: string, couponCode: string | null = null) {
  const navigate = useNavigate();
  const invalidateViewer = useInvalidateViewer();
  const { mutation, leaving } = useCheckoutRedirect(startCheckout, (error) => {
    if (error instanceof ApiRequestError && error.status === 401) {
      navigate(signInPath(returnTo));
      return;
    }
    toast.error(`Failed to start checkout: ${errorMessage(error)}`);
    // 409: already Premium (perhaps from another tab) — refresh what the app shows.
    if (error instanceof ApiRequestError && error.status === 409) void invalidateViewer();
  });

  const busy = mutation.isPending || (leaving && mutation.isSuccess);
  return {
    // A checked coupon applies to monthly and yearly; the trial has its own price.
    start: (plan: PaidPlanId) =>
      mutation.mutate(plan !== 'trial' && couponCode ? { plan, couponCode } : { plan }),
    /** The plan whose checkout is starting, for its button's busy state. */
    busyPlan: busy ? (mutation.variables?.plan ?? null) : null,
  };
}
