import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleSlash, CreditCard, Lock, RefreshCw, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { TestCheckoutSession } from '#shared/api/billing';
import { BackLink } from '#web/components/ui/BackLink';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { Spinner } from '#web/components/ui/Spinner';
import { ApiRequestError } from '#web/lib/api';
import { billingKeys, completeTestCheckout, fetchTestCheckout } from './api';
import { errorMessage, localPath } from './format';
import { RequireSignIn } from './RequireSignIn';
import { StatusCard } from './StatusCard';
import { TestCheckoutSummary } from './TestCheckoutSummary';
import { TestModeBanner } from './TestModeBanner';
import { useLeavePage } from './useLeavePage';

/** /billing/test-checkout?session=<id> — the local stand-in for Stripe Checkout. */
export default function TestCheckoutPage() {
  return (
    <RequireSignIn>
      <div className="min-h-dvh">
        <TestModeBanner detail="This checkout simulates a card payment. Paying sends the same signed webhook Stripe would." />
        <div className="px-4 py-10 sm:px-6 lg:py-16">
          <TestCheckout />
        </div>
      </div>
    </RequireSignIn>
  );
}

function TestCheckout() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const session = useQuery({
    queryKey: billingKeys.testCheckout(sessionId),
    queryFn: ({ signal }) => fetchTestCheckout(sessionId, signal),
    enabled: sessionId !== '',
    staleTime: 0,
  });

  const notFound =
    sessionId === '' || (session.error instanceof ApiRequestError && session.error.status === 404);
  if (notFound) {
    return (
      <StatusCard
        icon={SearchX}
        title="Checkout not found"
        actions={<ButtonLink to="/pricing">Back to pricing</ButtonLink>}
      >
        This checkout link is not valid. Start again from the pricing page.
      </StatusCard>
    );
  }
  if (session.isError) {
    return (
      <StatusCard
        icon={RefreshCw}
        role="alert"
        title="We couldn't load this checkout"
        actions={<Button onClick={() => void session.refetch()}>Try again</Button>}
      >
        {errorMessage(session.error, 'Something went wrong.')}
      </StatusCard>
    );
  }
  if (!session.data) return <Skeleton className="mx-auto h-96 max-w-3xl rounded-3xl" />;
  if (session.data.status !== 'open') return <ClosedCheckout session={session.data} />;
  return <OpenCheckout session={session.data} />;
}

function ClosedCheckout({ session }: { session: TestCheckoutSession }) {
  const paid = session.status === 'complete';
  const next = paid
    ? session.kind === 'credits'
      ? '/dashboard?tab=credits'
      : '/dashboard?tab=subscription'
    : localPath(session.cancelUrl);
  return (
    <StatusCard
      icon={CircleSlash}
      title={paid ? 'This checkout is already paid' : 'This checkout has expired'}
      actions={<ButtonLink to={next}>{paid ? 'Go to Dashboard' : 'Start again'}</ButtonLink>}
    >
      {paid ? 'Nothing more to do here.' : 'It was declined or cancelled. Nothing was charged.'}
    </StatusCard>
  );
}

function OpenCheckout({ session }: { session: TestCheckoutSession }) {
  const { leaving, leave } = useLeavePage();
  const complete = useMutation({
    mutationFn: (outcome: 'pay' | 'decline') => completeTestCheckout(session.id, outcome),
    onSuccess: ({ redirectUrl }) => leave(redirectUrl),
    onError: (error) => toast.error(`Payment failed: ${errorMessage(error)}`),
  });
  const busy = complete.isPending || leaving;
  const busyWith = busy ? complete.variables : undefined;

  return (
    <div className="mx-auto grid max-w-3xl overflow-hidden rounded-3xl border border-white/10 bg-zinc-900/70 shadow-2xl shadow-black/40 md:grid-cols-2">
      <div className="flex flex-col border-b border-white/10 p-6 sm:p-8 md:border-r md:border-b-0">
        <TestCheckoutSummary session={session} />
        <BackLink to={localPath(session.cancelUrl)} className="mt-6 self-start md:mt-auto">
          Cancel and go back
        </BackLink>
      </div>
      <div className="flex flex-col p-6 sm:p-8">
        <h1 className="text-lg font-bold text-white">Pay with a test card</h1>
        <div className="mt-4 rounded-2xl bg-gradient-to-br from-zinc-700 to-zinc-900 p-5 font-mono text-sm text-zinc-200 ring-1 ring-white/10">
          <CreditCard className="h-6 w-6 text-zinc-400" aria-hidden="true" />
          <p className="mt-4 tracking-[0.2em]">4242 4242 4242 4242</p>
          <p className="mt-2 flex justify-between text-xs text-zinc-400">
            <span>TEST CARD</span>
            <span>12 / 34</span>
          </p>
        </div>
        <p className="mt-3 text-xs text-zinc-500">
          No card details are needed. Choose how the simulated payment should end.
        </p>
        <div className="flex flex-col gap-3 pt-6 md:mt-auto">
          <Button size="lg" onClick={() => complete.mutate('pay')} disabled={busy}>
            {busyWith === 'pay' ? (
              <Spinner className="h-4 w-4" label="Paying" />
            ) : (
              <Lock className="h-4 w-4" aria-hidden="true" />
            )}
            Pay {session.amountLabel}
          </Button>
          <Button
            size="lg"
            variant="outline"
            onClick={() => complete.mutate('decline')}
            disabled={busy}
          >
            {busyWith === 'decline' && <Spinner className="h-4 w-4" label="Declining" />}
            Decline payment
          </Button>
        </div>
      </div>
    </div>
  );
}
