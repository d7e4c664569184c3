import {
  AlertTriangle,
  CheckCircle2,
  Crown,
  LayoutDashboard,
  MessageCircle,
  Sparkles,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { Spinner } from '#web/components/ui/Spinner';
import { errorMessage, formatDay } from './format';
import { RequireSignIn } from './RequireSignIn';
import { useCheckoutActivation, type ActivationState } from './useCheckoutActivation';
import { usePlanCatalogue } from './usePlanCatalogue';

/** /checkout/success?session_id=…[&trial=true] — where the payment page sends the user back. */
export default function CheckoutSuccessPage() {
  return (
    <RequireSignIn>
      <CheckoutSuccess />
    </RequireSignIn>
  );
}

function CheckoutSuccess() {
  const [params] = useSearchParams();
  const rawSession = params.get('session_id');
  // Ignore anything that is not a session id (e.g. an unfilled '{CHECKOUT_SESSION_ID}').
  const sessionId = rawSession && /^[\w-]{1,255}$/.test(rawSession) ? rawSession : null;
  const trial = params.get('trial') === 'true';
  const activation = useCheckoutActivation({ sessionId, trial });
  const catalogue = usePlanCatalogue();
  const { state, subscription } = activation;

  if (state === 'processing') {
    return (
      <Shell state={state}>
        <Spinner className="mx-auto h-12 w-12" label="Processing" />
        <h1 className="mt-8 text-2xl font-bold text-white">Processing your subscription...</h1>
        <p className="mt-2 text-zinc-400">This only takes a moment. Please keep this page open.</p>
      </Shell>
    );
  }

  if (state === 'error') {
    return (
      <Shell state={state}>
        <Emblem tone="error" />
        <h1 className="mt-6 text-2xl font-bold text-white">We couldn't confirm your payment</h1>
        <p className="mt-2 text-zinc-400">
          {errorMessage(activation.error, 'Something went wrong.')} If you were charged, your
          Premium turns on as soon as the payment is confirmed.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={activation.retry}>
            Try again
          </Button>
          <ButtonLink to="/dashboard?tab=subscription" size="lg" variant="outline">
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Go to Dashboard
          </ButtonLink>
        </div>
      </Shell>
    );
  }

  const trialEnd = formatDay(subscription?.trialEnd);
  const monthly = catalogue.price(catalogue.plan('monthly').priceCents);
  return (
    <Shell state={state}>
      <Emblem tone={state === 'premium' ? 'premium' : 'paid'} />
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-white">
        {state !== 'premium'
          ? 'Payment Successful!'
          : trial
            ? 'Trial Started!'
            : 'Welcome to Premium!'}
      </h1>
      {state === 'premium' ? (
        <p className="mt-3 text-zinc-400">
          {trial
            ? `Every Premium feature is yours${trialEnd ? ` until ${trialEnd}` : ' for the trial'}; then it continues at ${monthly} per month unless you cancel.`
            : 'Everything is unlocked: intimate conversations, roleplay, the image generator, credits and more.'}
        </p>
      ) : (
        <>
          <p className="mt-3 text-zinc-400">Premium features will be activated shortly.</p>
          <p
            className="mt-4 inline-flex items-center gap-2 text-sm text-zinc-500"
            aria-live="polite"
          >
            {state === 'pending' ? (
              <>
                <Spinner className="h-4 w-4" label="Waiting" /> Waiting for the payment
                confirmation…
              </>
            ) : (
              'This is taking longer than usual. It finishes on its own — check your dashboard in a minute.'
            )}
          </p>
        </>
      )}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/characters" size="lg">
          <MessageCircle className="h-4 w-4" aria-hidden="true" /> Start Chatting
        </ButtonLink>
        <ButtonLink to="/dashboard" size="lg" variant="outline">
          <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Go to Dashboard
        </ButtonLink>
      </div>
    </Shell>
  );
}

function Shell({ state, children }: { state: ActivationState; children: ReactNode }) {
  return (
    <div className="relative grid min-h-[80dvh] place-items-center overflow-hidden px-4 py-16">
      <div
        aria-hidden="true"
        className={
          state === 'premium'
            ? 'pointer-events-none absolute top-1/4 left-1/2 h-[26rem] w-[26rem] -translate-x-1/2 rounded-full bg-rose-600/25 blur-[120px]'
            : 'pointer-events-none absolute top-1/4 left-1/2 h-[22rem] w-[22rem] -translate-x-1/2 rounded-full bg-violet-600/15 blur-[120px]'
        }
      />
      <div
        aria-busy={state === 'processing'}
        className="relative w-full max-w-lg rounded-3xl border border-white/10 bg-zinc-900/70 px-6 py-12 text-center shadow-2xl shadow-black/40 backdrop-blur sm:px-10"
      >
        {children}
      </div>
    </div>
  );
}

function Emblem({ tone }: { tone: 'premium' | 'paid' | 'error' }) {
  const Icon = tone === 'premium' ? Crown : tone === 'paid' ? CheckCircle2 : AlertTriangle;
  return (
    <span
      className={
        tone === 'premium'
          ? 'relative mx-auto grid h-20 w-20 place-items-center rounded-3xl bg-gradient-to-br from-rose-500 to-violet-500 text-white shadow-xl shadow-rose-500/30'
          : tone === 'paid'
            ? 'mx-auto grid h-20 w-20 place-items-center rounded-3xl bg-emerald-400/15 text-emerald-300 ring-1 ring-emerald-300/30'
            : 'mx-auto grid h-20 w-20 place-items-center rounded-3xl bg-amber-400/15 text-amber-300 ring-1 ring-amber-300/30'
      }
    >
      <Icon className="h-10 w-10" aria-hidden="true" />
      {tone === 'premium' && (
        <Sparkles className="absolute -top-2 -right-2 h-6 w-6 text-amber-200" aria-hidden="true" />
      )}
    </span>
  );
}
