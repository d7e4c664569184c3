import { Lock, Sparkles } from 'lucide-react';
import { PAYWALL_VARIANTS, type PaywallVariant } from '#shared/paywall';
import { ButtonLink } from '#web/components/ui/Button';

interface PaywallCardProps {
  variant: PaywallVariant;
  signedIn: boolean;
}

/** The upgrade card under the character's paywall reply (A/B copy from the shared test). */
export function PaywallCard({ variant, signedIn }: PaywallCardProps) {
  const copy = PAYWALL_VARIANTS[variant];
  // Guests sign up first and come back to the plans.
  const target = signedIn ? '/pricing' : `/auth?next=${encodeURIComponent('/pricing')}`;
  return (
    <aside
      aria-label="Premium required"
      data-testid="paywall-card"
      className="relative ml-10 max-w-sm overflow-hidden rounded-2xl border border-rose-400/30 bg-gradient-to-br from-rose-500/15 via-fuchsia-500/10 to-violet-600/20 p-4 shadow-xl shadow-rose-950/40"
    >
      <div
        aria-hidden="true"
        className="absolute -top-10 -right-10 h-32 w-32 rounded-full bg-rose-500/20 blur-2xl"
      />
      <div className="relative flex items-start gap-3">
        <span className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-rose-500 to-violet-600 shadow-lg shadow-rose-500/30">
          <Lock className="h-4 w-4 text-white" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-white">{copy.headline}</h3>
          <p className="mt-0.5 text-sm text-zinc-300">{copy.pitch}</p>
        </div>
      </div>
      <ButtonLink to={target} className="relative mt-4 w-full">
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        {copy.cta}
      </ButtonLink>
      {!signedIn && (
        <p className="relative mt-2 text-center text-xs text-zinc-400">
          Create a free account first — it takes a minute.
        </p>
      )}
    </aside>
  );
}
