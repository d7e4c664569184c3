import { CalendarX2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { BackLink } from '#web/components/ui/BackLink';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { CancelSurveyDialog } from './CancelSurveyDialog';
import { useSubscription } from './api';
import { RequireSignIn } from './RequireSignIn';
import { SimulatePanel } from './SimulatePanel';
import { StatusCard } from './StatusCard';
import { ResumeButton } from './SubscriptionButtons';
import { SubscriptionDetails } from './SubscriptionDetails';
import { TestModeBanner } from './TestModeBanner';
import { usePlanCatalogue } from './usePlanCatalogue';

/** /billing/test-portal — the local stand-in for Stripe's customer portal. */
export default function TestPortalPage() {
  return (
    <RequireSignIn>
      <div className="min-h-dvh">
        <TestModeBanner detail="This portal manages a simulated subscription. Nothing is charged or refunded." />
        <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 lg:py-12">
          <BackLink to="/dashboard?tab=subscription">Back to dashboard</BackLink>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-white">Manage subscription</h1>
          <div className="mt-6">
            <TestPortal />
          </div>
        </div>
      </div>
    </RequireSignIn>
  );
}

function TestPortal() {
  const subscription = useSubscription();
  const catalogue = usePlanCatalogue();
  const [surveyOpen, setSurveyOpen] = useState(false);

  if (subscription.isError) {
    return (
      <StatusCard
        icon={RotateCcw}
        role="alert"
        title="We couldn't load your subscription"
        actions={<Button onClick={() => void subscription.refetch()}>Try again</Button>}
      />
    );
  }
  const data = subscription.data;
  if (!data) return <Skeleton className="h-64 rounded-3xl" />;
  if (data.status === 'none') {
    return (
      <StatusCard
        icon={CalendarX2}
        title="No subscription yet"
        actions={<ButtonLink to="/pricing">See plans</ButtonLink>}
      >
        Subscribe first; then you can manage it here.
      </StatusCard>
    );
  }

  const live = data.status !== 'canceled';
  return (
    <div className="space-y-6">
      <section className="rounded-3xl border border-white/10 bg-white/[0.03] p-5 sm:p-6">
        <h2 className="mb-4 font-bold text-white">Current subscription</h2>
        <SubscriptionDetails subscription={data} catalogue={catalogue} />
        {live && (
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            {data.cancelAtPeriodEnd ? (
              <ResumeButton>Resume</ResumeButton>
            ) : (
              <Button variant="outline" onClick={() => setSurveyOpen(true)}>
                Cancel at period end
              </Button>
            )}
          </div>
        )}
      </section>
      <SimulatePanel subscription={data} />
      <CancelSurveyDialog open={surveyOpen} onOpenChange={setSurveyOpen} />
    </div>
  );
}
