import { ArrowRight, BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PaidPlanId } from '#shared/plans';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { Spinner } from '#web/components/ui/Spinner';
import type { Viewer } from '#web/app';
import { signInPath } from './format';
import { PortalButton } from './SubscriptionButtons';
import type { useStartCheckout } from './useStartCheckout';

/** What a premium member sees instead of a buy button. */
export function PremiumMemberNotice() {
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center justify-center gap-2 rounded-xl bg-emerald-400/10 py-2.5 text-sm font-semibold text-emerald-300 ring-1 ring-emerald-400/25">
        <BadgeCheck className="h-4 w-4" aria-hidden="true" /> You're Premium
      </p>
      <PortalButton variant="outline" size="lg">
        Manage
      </PortalButton>
    </div>
  );
}

interface CheckoutButtonProps {
  plan: PaidPlanId;
  viewer: Viewer;
  checkout: ReturnType<typeof useStartCheckout>;
  /** Where sign-in returns a visitor to. */
  returnTo: string;
  variant?: 'primary' | 'outline';
  children: ReactNode;
}

/**
 * Buys a plan: visitors go to sign-in first (docs/PRODUCT.md#validation), members start checkout, and
 * premium members get 'You're Premium' with Manage instead.
 */
export function CheckoutButton(props: CheckoutButtonProps) {
  const { plan, viewer, checkout, returnTo, variant = 'primary', children } = props;
  if (viewer.isPremium) return <PremiumMemberNotice />;
  if (viewer.status !== 'loading' && !viewer.signedIn) {
    return (
      <ButtonLink to={signInPath(returnTo)} variant={variant} size="lg" className="w-full">
        {children} <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </ButtonLink>
    );
  }
  const busy = checkout.busyPlan === plan;
  return (
    <Button
      variant={variant}
      size="lg"
      className="w-full"
      onClick={() => checkout.start(plan)}
      // While the viewer loads we do not yet know whether to sign in or pay.
      disabled={viewer.status === 'loading' || checkout.busyPlan !== null}
      aria-busy={busy}
    >
      {busy ? <Spinner className="h-4 w-4" label="Starting checkout" /> : null}
      {children}
      {!busy && <ArrowRight className="h-4 w-4" aria-hidden="true" />}
    </Button>
  );
}
