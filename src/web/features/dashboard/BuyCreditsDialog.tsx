import { Coins, Lock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CreditPackage } from '#shared/api/billing';
import { Button } from '#web/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/Dialog';
import { Skeleton } from '#web/components/ui/Skeleton';
import { Spinner } from '#web/components/ui/Spinner';
import { cn } from '#web/lib/cn';
import { errorMessage, useCheckoutRedirect } from '../billing';
import { startCreditsCheckout, useCreditPackages } from './creditsApi';

/** The active packages (smallest first); the first is preselected; Buy goes to checkout. */
export function BuyCreditsDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const packages = useCreditPackages(props.open);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = packages.data ?? [];
  const chosen = list.find((pack) => pack.id === chosenId) ?? list[0];

  const { mutation: checkout, leaving } = useCheckoutRedirect(startCreditsCheckout, (error) =>
    toast.error(`Failed to start checkout: ${errorMessage(error)}`),
  );
  const busy = checkout.isPending || leaving;

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle className="pr-8 text-xl font-bold text-white">Buy credits</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-zinc-400">
          Credits never expire and are delivered instantly after payment.
        </DialogDescription>
        {packages.isError ? (
          <div role="alert" className="mt-6 text-center text-sm text-zinc-300">
            We couldn't load the packages.{' '}
            <Button variant="ghost" size="sm" onClick={() => void packages.refetch()}>
              Retry
            </Button>
          </div>
        ) : !packages.data ? (
          <div className="mt-6 space-y-3" aria-label="Loading packages">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-16 rounded-2xl" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <p className="mt-6 text-center text-sm text-zinc-400">
            No packages are on sale right now.
          </p>
        ) : (
          <fieldset className="mt-6 space-y-3">
            <legend className="sr-only">Credit package</legend>
            {list.map((pack) => (
              <PackageOption
                key={pack.id}
                pack={pack}
                checked={pack.id === chosen?.id}
                onChoose={() => setChosenId(pack.id)}
              />
            ))}
          </fieldset>
        )}
        <Button
          size="lg"
          className="mt-6 w-full"
          disabled={!chosen || busy}
          onClick={() => chosen && checkout.mutate(chosen.id)}
        >
          {busy ? (
            <Spinner className="h-4 w-4" label="Starting checkout" />
          ) : (
            <Lock className="h-4 w-4" aria-hidden="true" />
          )}
          {chosen
            ? `Buy ${chosen.credits.toLocaleString('en-GB')} credits for ${chosen.priceLabel}`
            : 'Buy'}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

function PackageOption(props: { pack: CreditPackage; checked: boolean; onChoose: () => void }) {
  const { pack, checked, onChoose } = props;
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-center gap-4 rounded-2xl border px-4 py-3.5 transition',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-400',
        checked
          ? 'border-rose-400/60 bg-rose-500/10'
          : 'border-white/10 hover:border-white/20 hover:bg-white/5',
      )}
    >
      <input
        type="radio"
        name="credit-package"
        value={pack.id}
        checked={checked}
        onChange={onChoose}
        className="h-4 w-4 accent-rose-500"
      />
      <Coins className="h-5 w-5 shrink-0 text-amber-300" aria-hidden="true" />
      <span className="flex-1">
        <span className="flex flex-wrap items-center gap-2 font-semibold text-white">
          {pack.credits.toLocaleString('en-GB')} credits
          {pack.isBestValue && (
            <span className="rounded-full bg-gradient-to-r from-amber-300 to-orange-400 px-2 py-0.5 text-[11px] font-bold text-amber-950">
              Best Value!
            </span>
          )}
        </span>
        <span className="block text-xs text-zinc-400">
          {pack.perCreditCents.toFixed(1)}¢ per credit
        </span>
      </span>
      <span className="text-lg font-bold text-white">{pack.priceLabel}</span>
    </label>
  );
}
