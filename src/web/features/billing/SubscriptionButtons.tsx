import { ExternalLink, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonStyleProps } from '#web/components/ui/Button';
import { Spinner } from '#web/components/ui/Spinner';
import { useOpenPortal } from './useOpenPortal';
import { useResumeSubscription } from './useResumeSubscription';

interface SubscriptionButtonProps extends ButtonStyleProps {
  children: ReactNode;
}

/** Opens the billing portal (Stripe's, or the local test portal) in a new tab. */
export function PortalButton({ variant, size, children }: SubscriptionButtonProps) {
  const portal = useOpenPortal();
  return (
    <Button variant={variant} size={size} onClick={portal.open} disabled={portal.isOpening}>
      {portal.isOpening ? (
        <Spinner className="h-4 w-4" label="Opening" />
      ) : (
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}

/** Undoes a scheduled cancellation. */
export function ResumeButton({ variant, size, children }: SubscriptionButtonProps) {
  const resume = useResumeSubscription();
  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => resume.mutate()}
      disabled={resume.isPending}
    >
      {resume.isPending ? (
        <Spinner className="h-4 w-4" label="Resuming" />
      ) : (
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}
