import { LogOut, ShieldCheck } from 'lucide-react';
import type { ElementType, ReactNode } from 'react';
import { Link } from 'react-router';
import { MIN_SITE_AGE } from '#shared/constants';
import { Button } from '../components/ui/Button';

export const AGE_GATE_OVERLAY_CLASS = 'fixed inset-0 z-[60] bg-[#0c0a12]/85 backdrop-blur-xl';
export const AGE_GATE_PANEL_CLASS =
  'fixed top-1/2 left-1/2 z-[60] max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-white/10 bg-zinc-900/95 p-7 text-center shadow-2xl shadow-black/60 focus:outline-none sm:p-9';

const textLink =
  'rounded text-rose-300 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none';

interface AgeGateCardProps {
  /** Absent in the prerendered copy: its buttons wait, disabled, for the app to take over. */
  onConfirm?: () => void;
  onLeave?: () => void;
  /** The dialog passes its accessible title and description parts; the prerender plain tags. */
  Title?: ElementType<{ id?: string; className?: string; children: ReactNode }>;
  Description?: ElementType<{ id?: string; className?: string; children: ReactNode }>;
}

/** What the 18+ question says and offers (docs/PRODUCT.md#age-gate), inside its panel. */
export function AgeGateCard({
  onConfirm,
  onLeave,
  Title = 'h2',
  Description = 'p',
}: AgeGateCardProps) {
  const waiting = !onConfirm;
  // A prerendered button is disabled until the app replaces it, but must not look dimmed.
  const staticLook = waiting ? 'disabled:opacity-100!' : undefined;
  // Radix's parts carry their own ids, which its dialog points to (an `id` prop, even an
  // undefined one, would replace them); plain tags need ours.
  const idFor = (Tag: unknown, id: string) => (typeof Tag === 'string' ? { id } : {});
  return (
    <>
      <p
        aria-hidden="true"
        className="mx-auto grid h-20 w-20 place-items-center rounded-full border-2 border-rose-400/60 bg-rose-500/10 text-2xl font-black text-rose-200 shadow-lg shadow-rose-500/20"
      >
        {MIN_SITE_AGE}+
      </p>
      <Title
        {...idFor(Title, 'age-gate-title')}
        className="mt-6 text-2xl font-bold text-white sm:text-3xl"
      >
        {MIN_SITE_AGE}+ only
      </Title>
      <Description
        {...idFor(Description, 'age-gate-description')}
        className="mt-3 leading-relaxed text-zinc-400"
      >
        Velvet is an adults-only service with mature themes. Please confirm that you are at least{' '}
        {MIN_SITE_AGE} years old (or the age of majority where you live) to continue.
      </Description>
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

/** The prerendered copy of the question, shown by the server's first HTML (src/web/prerender.tsx). */
export function StaticAgeGate() {
  return (
    <div data-static-age-gate="">
      <div className={AGE_GATE_OVERLAY_CLASS} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-description"
        className={AGE_GATE_PANEL_CLASS}
      >
        <AgeGateCard />
      </div>
    </div>
  );
}
