import { Crown, ImagePlus } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/Button';

/** What non-Premium visitors see on /generate. */
export function PremiumFeatureCard() {
  return (
    <div className="mx-auto mt-12 max-w-lg rounded-3xl border border-white/10 bg-white/[0.03] p-8 text-center">
      <span className="mx-auto grid h-14 w-14 place-items-center rounded-2xl bg-gradient-to-br from-rose-500/30 to-violet-500/30 ring-1 ring-white/15">
        <ImagePlus className="h-6 w-6 text-white" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-white">Premium Feature</h1>
      <p className="mt-2 text-sm text-zinc-400">
        Custom images of your companions are part of Premium. Upgrade to create them and keep them
        in your collection.
      </p>
      <ButtonLink to="/pricing" className="mt-6">
        <Crown className="h-4 w-4" aria-hidden="true" /> Upgrade
      </ButtonLink>
    </div>
  );
}
