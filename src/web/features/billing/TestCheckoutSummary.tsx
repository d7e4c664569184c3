import { Coins, Crown } from 'lucide-react';
import type { TestCheckoutSession } from '#shared/api/billing';

/** What the test checkout is selling: the plan or the credit package, and today's amount. */
export function TestCheckoutSummary({ session }: { session: TestCheckoutSession }) {
  const isCredits = session.kind === 'credits';
  const Icon = isCredits ? Coins : Crown;
  const title = isCredits
    ? `${session.credits?.toLocaleString('en-GB') ?? ''} credits`.trim()
    : (session.planName ?? 'Premium');
  return (
    <div>
      <p className="text-sm font-medium text-zinc-400">
        {isCredits ? 'Credit purchase' : 'Subscription'}
      </p>
      <div className="mt-3 flex items-center gap-4">
        <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-rose-500 to-violet-500 text-white shadow-lg shadow-rose-500/25">
          <Icon className="h-7 w-7" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-xl font-bold text-white">{title}</h2>
          <p className="text-sm text-zinc-400">{session.description}</p>
        </div>
      </div>
      <dl className="mt-6 flex items-baseline justify-between border-t border-white/10 pt-5">
        <dt className="text-sm text-zinc-400">Due today</dt>
        <dd className="text-3xl font-extrabold text-white">{session.amountLabel}</dd>
      </dl>
    </div>
  );
}
