import type { SubscriptionResponse } from '#shared/api/billing';
import { cn } from '#web/lib/cn';
import { formatDay } from './format';
import type { PlanCatalogue } from './usePlanCatalogue';

type Status = SubscriptionResponse['status'];

const STATUS: Record<Status, { label: string; tone: string }> = {
  none: { label: 'Free', tone: 'bg-white/10 text-zinc-300 ring-white/15' },
  trialing: { label: 'Trial', tone: 'bg-violet-400/15 text-violet-200 ring-violet-300/30' },
  active: { label: 'Active', tone: 'bg-emerald-400/15 text-emerald-300 ring-emerald-300/30' },
  past_due: { label: 'Payment failed', tone: 'bg-amber-400/15 text-amber-200 ring-amber-300/30' },
  canceled: { label: 'Ended', tone: 'bg-white/10 text-zinc-400 ring-white/15' },
};

export function StatusBadge({ status }: { status: Status }) {
  const { label, tone } = STATUS[status];
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', tone)}>
      {label}
    </span>
  );
}

/** The subscription as billing knows it: plan, status and the real dates from the provider. */
export function SubscriptionDetails(props: {
  subscription: SubscriptionResponse;
  catalogue: PlanCatalogue;
}) {
  const { subscription, catalogue } = props;
  const plan = catalogue.plan(subscription.plan);
  // A trial renews as the monthly plan; its own price is the one-off trial fee.
  const renewing = catalogue.plan(plan.renewsAs ?? plan.id);
  const periodEnd = formatDay(subscription.currentPeriodEnd);
  const trialEnd = formatDay(subscription.trialEnd);
  const rows: { term: string; value: string }[] = [];
  if (renewing.interval) {
    rows.push({
      term: 'Price',
      value: `${catalogue.price(renewing.priceCents)} / ${renewing.interval}`,
    });
  }
  if (subscription.status === 'trialing' && trialEnd)
    rows.push({ term: 'Trial ends', value: trialEnd });
  if (periodEnd) {
    if (subscription.status === 'canceled') rows.push({ term: 'Ended on', value: periodEnd });
    else if (subscription.cancelAtPeriodEnd) rows.push({ term: 'Cancels on', value: periodEnd });
    else if (subscription.status === 'past_due')
      rows.push({ term: 'Payment due', value: periodEnd });
    else rows.push({ term: 'Next billing date', value: periodEnd });
  }

  return (
    <dl className="divide-y divide-white/5 rounded-2xl border border-white/10 bg-black/20">
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <dt className="text-sm text-zinc-400">Plan</dt>
        <dd className="flex items-center gap-2 text-right font-semibold text-white">
          {plan.name} <StatusBadge status={subscription.status} />
        </dd>
      </div>
      {rows.map(({ term, value }) => (
        <div key={term} className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-zinc-400">{term}</dt>
          <dd className="text-right text-sm font-medium text-zinc-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
