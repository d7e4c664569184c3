import { Crown } from 'lucide-react';
import { useSubscription } from './api';
import { formatDay } from './format';
import { PortalButton } from './SubscriptionButtons';
import type { PlanCatalogue } from './usePlanCatalogue';

/** 'Premium Active' with the plan, its next date and Manage (the portal, in a new tab). */
export function PremiumActiveBanner({ catalogue }: { catalogue: PlanCatalogue }) {
  const subscription = useSubscription();
  const data = subscription.data;
  const until = formatDay(data?.currentPeriodEnd);
  const detail = !data
    ? 'All features unlocked.'
    : data.cancelAtPeriodEnd && until
      ? `${catalogue.plan(data.plan).name} · active until ${until}, then it ends.`
      : until
        ? `${catalogue.plan(data.plan).name} · next billing date ${until}.`
        : `${catalogue.plan(data.plan).name} · all features unlocked.`;

  return (
    <section
      aria-label="Your subscription"
      className="flex flex-col gap-4 rounded-3xl border border-emerald-400/25 bg-gradient-to-r from-emerald-500/10 to-teal-500/5 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-emerald-400/15 text-emerald-300 ring-1 ring-emerald-300/30">
        <Crown className="h-6 w-6" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <h2 className="text-lg font-bold text-white">Premium is active</h2>
        <p className="text-sm text-zinc-400">{detail}</p>
      </div>
      <PortalButton variant="outline">Manage</PortalButton>
    </section>
  );
}
