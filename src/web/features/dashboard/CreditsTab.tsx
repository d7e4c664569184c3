import { Coins, Infinity as Forever, Plus, Zap } from 'lucide-react';
import { useState } from 'react';
import { useViewer } from '#web/app';
import { Button } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { BuyCreditsDialog } from './BuyCreditsDialog';
import { CreditCosts } from './CreditCosts';
import { useCreditHistory, useCreditsSummary } from './creditsApi';
import { LockedCredits } from './LockedCredits';
import { LoadFailed, TabCard } from './TabCard';
import { SpendingCapCard } from './SpendingCapCard';
import { TransactionList } from './TransactionList';
import { usePurchaseReturn } from './usePurchaseReturn';

/** Premium only (the server refuses others too): balance, buying, history, totals, costs. */
export function CreditsTab() {
  const viewer = useViewer();
  return viewer.isPremium ? <Credits /> : <LockedCredits />;
}

function Credits() {
  const refetchInterval = usePurchaseReturn();
  const summary = useCreditsSummary(refetchInterval);
  const history = useCreditHistory(refetchInterval);
  const [buying, setBuying] = useState(false);

  if (summary.isError) {
    return <LoadFailed what="your credits" onRetry={() => void summary.refetch()} />;
  }
  const data = summary.data;
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-5">
        <section
          aria-labelledby="balance-heading"
          className="relative overflow-hidden rounded-3xl border border-rose-400/25 bg-gradient-to-br from-rose-500/15 via-violet-500/10 to-transparent p-6 sm:p-7 lg:col-span-3"
        >
          <h2
            id="balance-heading"
            className="flex items-center gap-2 text-sm font-medium text-zinc-300"
          >
            <Coins className="h-4 w-4 text-amber-300" aria-hidden="true" /> Credit balance
          </h2>
          {data ? (
            <p
              className="mt-2 text-5xl font-extrabold tracking-tight text-white tabular-nums"
              data-testid="credit-balance"
            >
              {data.balance.toLocaleString('en-GB')}
              <span className="ml-2 text-lg font-medium text-zinc-400">credits</span>
            </p>
          ) : (
            <Skeleton className="mt-3 h-12 w-48" />
          )}
          <dl className="mt-6 grid max-w-sm grid-cols-2 gap-4">
            <div>
              <dt className="text-xs text-zinc-400">Purchased</dt>
              <dd className="text-lg font-semibold text-white tabular-nums">
                {data ? data.totalPurchased.toLocaleString('en-GB') : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-zinc-400">Used</dt>
              <dd className="text-lg font-semibold text-white tabular-nums">
                {data ? data.totalUsed.toLocaleString('en-GB') : '—'}
              </dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Button onClick={() => setBuying(true)}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Buy credits
            </Button>
            <span className="inline-flex items-center gap-1.5 text-xs text-zinc-400">
              <Forever className="h-3.5 w-3.5" aria-hidden="true" /> Credits never expire
            </span>
            <span className="inline-flex items-center gap-1.5 text-xs text-zinc-400">
              <Zap className="h-3.5 w-3.5" aria-hidden="true" /> Delivery is instant
            </span>
          </div>
        </section>
        <section
          aria-labelledby="costs-heading"
          className="rounded-3xl border border-white/10 bg-white/[0.03] p-6 lg:col-span-2"
        >
          <h2 id="costs-heading" className="mb-4 text-sm font-medium text-zinc-300">
            What credits buy
          </h2>
          <CreditCosts costs={data?.costs} />
        </section>
      </div>
      <SpendingCapCard summary={data} />
      <TabCard title="Recent transactions" description="Your last 10 credit movements.">
        {history.isError ? (
          <LoadFailed what="your transactions" onRetry={() => void history.refetch()} />
        ) : history.data ? (
          <TransactionList items={history.data} />
        ) : (
          <div className="space-y-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-12 rounded-xl" />
            ))}
          </div>
        )}
      </TabCard>
      <BuyCreditsDialog open={buying} onOpenChange={setBuying} />
    </div>
  );
}
