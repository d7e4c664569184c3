import { Sparkles } from 'lucide-react';
import type { Viewer } from '#web/app';
import { CheckoutButton } from './PlanActions';
import type { PlanCatalogue } from './usePlanCatalogue';
import type { useStartCheckout } from './useStartCheckout';

/** The 7-day trial: a small fee now, then the monthly plan unless cancelled. */
export function TrialOffer(props: {
  catalogue: PlanCatalogue;
  viewer: Viewer;
  checkout: ReturnType<typeof useStartCheckout>;
  returnTo: string;
}) {
  const { catalogue, viewer, checkout, returnTo } = props;
  const trial = catalogue.plan('trial');
  const renews = catalogue.plan(trial.renewsAs ?? 'monthly');
  return (
    <section
      aria-labelledby="trial-heading"
      className="flex flex-col gap-5 rounded-3xl border border-violet-400/25 bg-gradient-to-r from-violet-500/10 via-fuchsia-500/[0.06] to-rose-500/10 p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-violet-500/20 text-violet-200 ring-1 ring-violet-300/30">
        <Sparkles className="h-6 w-6" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <h2 id="trial-heading" className="text-lg font-bold text-white">
          Not sure yet? Try Premium for {trial.trialDays} days for{' '}
          {catalogue.price(trial.priceCents)}
        </h2>
        <p className="mt-1 text-sm text-zinc-400">
          Every Premium feature for {trial.trialDays} days, then{' '}
          {catalogue.price(renews.priceCents)} per month. Cancel before the trial ends and you won't
          be charged again.
        </p>
      </div>
      <div className="sm:w-56">
        <CheckoutButton
          plan="trial"
          viewer={viewer}
          checkout={checkout}
          returnTo={returnTo}
          variant="outline"
        >
          Start {trial.trialDays}-day trial
        </CheckoutButton>
      </div>
    </section>
  );
}
