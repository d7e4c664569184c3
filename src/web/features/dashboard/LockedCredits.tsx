import { Crown, Lock } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/Button';
import { CreditCosts } from './CreditCosts';
import { TabCard } from './TabCard';

/** Credits are Premium only: others see what they would get and the way to upgrade. */
export function LockedCredits() {
  return (
    <TabCard title="Credits" description="Special requests for Premium members.">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col items-center justify-center rounded-2xl border border-dashed border-white/15 px-6 py-10 text-center">
          <span className="grid h-14 w-14 place-items-center rounded-2xl bg-white/5 ring-1 ring-white/10">
            <Lock className="h-6 w-6 text-zinc-300" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-white">Credits are a Premium feature</h3>
          <p className="mt-1 text-sm text-zinc-400">
            Upgrade to Premium to buy credits. They never expire and arrive instantly.
          </p>
          <ButtonLink to="/pricing" className="mt-6">
            <Crown className="h-4 w-4" aria-hidden="true" /> Upgrade
          </ButtonLink>
        </div>
        <div>
          <h3 className="mb-3 text-sm font-medium text-zinc-300">What credits unlock</h3>
          <CreditCosts />
        </div>
      </div>
    </TabCard>
  );
}
