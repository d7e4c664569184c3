import { AlertTriangle, CalendarClock, Crown } from 'lucide-react';
import { useState } from 'react';
import type { SubscriptionResponse } from '#shared/api/billing';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import {
  useSubscription,
  formatDay,
  PortalButton,
  ResumeButton,
  SubscriptionDetails,
  usePlanCatalogue,
  CancelSurveyDialog,
} from '../billing';
import { LoadFailed, TabCard } from './TabCard';

/** Plan, status, the real next billing date, Manage (portal), cancel with survey, resume. */
export function SubscriptionTab() {
  const subscription = useSubscription();
  if (subscription.isError) {
    return <LoadFailed what="your subscription" onRetry={() => void subscription.refetch()} />;
  }
  if (!subscription.data) return <Skeleton className="h-72 rounded-3xl" />;
  const data = subscription.data;
  if (data.status === 'none' || data.status === 'canceled') return <FreePlan subscription={data} />;
  return <PaidPlan subscription={data} />;
}

function FreePlan({ subscription }: { subscription: SubscriptionResponse }) {
  const ended = formatDay(subscription.currentPeriodEnd);
  return (
    <TabCard title="Subscription" description="You're on the free plan.">
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-white/10 px-6 py-10 text-center">
        <Crown className="h-10 w-10 text-rose-300" aria-hidden="true" />
        <p className="mt-4 font-semibold text-white">
          {subscription.status === 'canceled' && ended
            ? `Your Premium ended on ${ended}.`
            : 'Unlock intimate conversations, roleplay and more.'}
        </p>
        <p className="mt-1 text-sm text-zinc-400">Upgrade anytime. Cancel anytime, no fees.</p>
        <ButtonLink to="/pricing" className="mt-6">
          Upgrade to Premium
        </ButtonLink>
      </div>
    </TabCard>
  );
}

function PaidPlan({ subscription }: { subscription: SubscriptionResponse }) {
  const catalogue = usePlanCatalogue();
  const [surveyOpen, setSurveyOpen] = useState(false);
  const until = formatDay(subscription.currentPeriodEnd);

  return (
    <TabCard title="Subscription" description="Your Premium plan and how it is billed.">
      <SubscriptionDetails subscription={subscription} catalogue={catalogue} />

      {subscription.status === 'past_due' && (
        <p
          role="alert"
          className="mt-4 flex gap-3 rounded-2xl border border-amber-300/30 bg-amber-400/10 p-4 text-sm text-amber-100"
        >
          <AlertTriangle className="h-5 w-5 shrink-0 text-amber-300" aria-hidden="true" />
          Your last payment did not go through. Update your payment method in Manage Subscription to
          keep Premium.
        </p>
      )}

      {subscription.cancelAtPeriodEnd && (
        <div className="mt-4 flex flex-col gap-4 rounded-2xl border border-violet-300/25 bg-violet-500/10 p-4 sm:flex-row sm:items-center">
          <CalendarClock className="h-6 w-6 shrink-0 text-violet-200" aria-hidden="true" />
          <p className="flex-1 text-sm text-zinc-200">
            <span className="font-semibold text-white">
              Cancels on {until ?? 'the period end'}.
            </span>{' '}
            Your Premium stays active until {until ?? 'the end of the current period'}.
          </p>
          <ResumeButton variant="secondary">Resume subscription</ResumeButton>
        </div>
      )}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <PortalButton>Manage Subscription</PortalButton>
        {!subscription.cancelAtPeriodEnd && (
          <Button variant="ghost" onClick={() => setSurveyOpen(true)}>
            Cancel subscription
          </Button>
        )}
      </div>
      <p className="mt-3 text-xs text-zinc-500">
        Manage Subscription opens the secure billing portal in a new tab: payment method, invoices
        and refunds.
      </p>
      <CancelSurveyDialog open={surveyOpen} onOpenChange={setSurveyOpen} />
    </TabCard>
  );
}
