import { LogOut, ShieldCheck } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { MIN_SITE_AGE } from '#shared/constants';
import { Button } from '../components/ui/Button';
import { cn } from '../lib/cn';

const AGE_GATE_OVERLAY_CLASS = 'fixed inset-0 z-[60] bg-[#0c0a12]/85 backdrop-blur-xl';
const AGE_GATE_PANEL_CLASS =
  'fixed top-1/2 left-1/2 z-[60] max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-white/10 bg-zinc-900/95 p-7 text-center shadow-2xl shadow-black/60 focus:outline-none sm:p-9';

const textLink =
  'rounded text-rose-300 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none';

interface AgeGateCardProps {
  /** Absent in the prerendered copy and while the app hydrates it: its buttons wait, disabled. */
  onConfirm?: () => void;
  onLeave?: () => void;
}

/** What the 18+ question says and offers (docs/PRODUCT.md#age-gate), inside its panel. */
function AgeGateCard({ onConfirm, onLeave }: AgeGateCardProps) {
  const waiting = !onConfirm;
  // A waiting button is disabled until the app takes over, but must not look dimmed.
  const staticLook = waiting ? 'disabled:opacity-100!' : undefined;
  return (
    <>
      <p
        aria-hidden="true"
        className="mx-auto grid h-20 w-20 place-items-center rounded-full border-2 border-rose-400/60 bg-rose-500/10 text-2xl font-black text-rose-200 shadow-lg shadow-rose-500/20"
      >
        {MIN_SITE_AGE}+
      </p>
      <h2 id="age-gate-title" className="mt-6 text-2xl font-bold text-white sm:text-3xl">
        {MIN_SITE_AGE}+ only
      </h2>
      <p id="age-gate-description" className="mt-3 leading-relaxed text-zinc-400">
        Velvet is an adults-only service with mature themes. Please confirm that you are at least{' '}
        {MIN_SITE_AGE} years old (or the age of majority where you live) to continue.
      </p>
      <div className="mt-8 flex flex-col gap-3">
        <Button size="lg" onClick={onConfirm} disabled={waiting} className={staticLook}>
          <ShieldCheck className="h-5 w-5" aria-hidden="true" /> I am {MIN_SITE_AGE} or older
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={onLeave}
          disabled={waiting}
          className={staticLook}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" /> Leave
        </Button>
      </div>
      <p className="mt-6 text-xs leading-relaxed text-zinc-500">
        All characters are fictional AI adults. By entering you agree to our{' '}
        <Link to="/legal/terms" className={textLink}>
          Terms
        </Link>{' '}
        and{' '}
        <Link to="/legal/privacy" className={textLink}>
          Privacy Policy
        </Link>
        .
      </p>
    </>
  );
}

/**
 * The 18+ question over the page: the server's prerendered copy (src/web/prerender.tsx, no
 * answers given) and the app's live one (app/AgeGateQuestion.tsx) are this same markup, so the
 * app hydrates the copy and makes it live in place
 * (docs/decisions/0048-the-drawn-question-is-the-live-one.md).
 */
export function AgeGatePanel({
  panelRef,
  animated = false,
  ...answers
}: AgeGateCardProps & { panelRef?: Ref<HTMLDivElement>; animated?: boolean }) {
  return (
    <div data-age-gate="">
      <div className={AGE_GATE_OVERLAY_CLASS} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-description"
        className={cn(AGE_GATE_PANEL_CLASS, animated && 'animate-[pop-in_200ms_ease-out]')}
      >
        <AgeGateCard {...answers} />
      </div>
    </div>
  );
}
