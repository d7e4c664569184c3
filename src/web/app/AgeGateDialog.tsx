import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { MIN_SITE_AGE } from '../../shared/constants';
import { Button } from '../components/ui/button';

const preventClose = (event: Event) => event.preventDefault();

const textLink =
  'rounded text-rose-300 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none';

/**
 * The full-screen 18+ question. A Radix modal: focus is trapped inside, the page behind is
 * inert, and Escape or a click outside does nothing — only an answer closes it.
 */
export default function AgeGateDialog({ onConfirm }: { onConfirm: () => void }) {
  const navigate = useNavigate();
  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-[#0c0a12]/85 backdrop-blur-xl" />
        <DialogPrimitive.Content
          onEscapeKeyDown={preventClose}
          onPointerDownOutside={preventClose}
          onInteractOutside={preventClose}
          className="fixed top-1/2 left-1/2 z-[60] max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-[pop-in_200ms_ease-out] overflow-y-auto rounded-3xl border border-white/10 bg-zinc-900/95 p-7 text-center shadow-2xl shadow-black/60 focus:outline-none sm:p-9"
        >
          <p
            aria-hidden="true"
            className="mx-auto grid h-20 w-20 place-items-center rounded-full border-2 border-rose-400/60 bg-rose-500/10 text-2xl font-black text-rose-200 shadow-lg shadow-rose-500/20"
          >
            {MIN_SITE_AGE}+
          </p>
          <DialogPrimitive.Title className="mt-6 text-2xl font-bold text-white sm:text-3xl">
            {MIN_SITE_AGE}+ only
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-3 leading-relaxed text-zinc-400">
            Velvet is an adults-only service with mature themes. Please confirm that you are at
            least {MIN_SITE_AGE} years old (or the age of majority where you live) to continue.
          </DialogPrimitive.Description>
          <div className="mt-8 flex flex-col gap-3">
            <Button size="lg" onClick={onConfirm}>
              <ShieldCheck className="h-5 w-5" aria-hidden="true" /> I am {MIN_SITE_AGE} or older
            </Button>
            <Button size="lg" variant="outline" onClick={() => void navigate('/goodbye')}>
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
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
