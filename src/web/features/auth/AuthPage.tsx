import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Logo, useViewer } from '#web/app';
import { Spinner } from '#web/components/ui/Spinner';
import { useAuthConfig } from './api';
import { FormAlert } from './FormField';
import { GoogleButton } from './GoogleButton';
import { safeNextPath } from './nextPath';
import { RedirectErrorNotice } from './RedirectErrorNotice';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

type Mode = 'login' | 'signup';

const tabClasses =
  'rounded-lg px-3 py-2 text-sm font-medium text-zinc-400 transition hover:text-zinc-100 ' +
  'focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none ' +
  'data-[state=active]:bg-gradient-to-r data-[state=active]:from-rose-500/90 data-[state=active]:to-violet-500/90 ' +
  'data-[state=active]:text-white data-[state=active]:shadow-md data-[state=active]:shadow-rose-500/20';

const inlineLink =
  'rounded text-zinc-300 underline underline-offset-2 hover:text-white focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none';

/** /auth: Login and Sign Up (docs/PRODUCT.md#pages). `?mode=signup` opens on Sign Up, `?next=/path` returns there. */
export default function AuthPage() {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const next = params.get('next');
  const errorCode = params.get('error');
  const [googleError, setGoogleError] = useState<string | null>(null);
  const googleEnabled = useAuthConfig().data?.googleEnabled === true;

  if (viewer.signedIn) return <Navigate to={safeNextPath(next)} replace />;

  const switchMode = (value: string) => {
    setGoogleError(null);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value === 'signup') updated.set('mode', 'signup');
        else updated.delete('mode');
        // An old third-party error is stale once the visitor moves on.
        updated.delete('error');
        updated.delete('error_description');
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <div className="relative isolate grid min-h-dvh place-items-center overflow-hidden px-4 py-10 sm:py-14">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/3 -z-10 h-96 w-96 rounded-full bg-rose-600/20 blur-[110px]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute right-0 bottom-0 -z-10 h-80 w-80 rounded-full bg-violet-600/20 blur-[110px]"
      />
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="mb-5 inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-zinc-400 transition hover:bg-white/5 hover:text-white focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to home
        </Link>
        <div className="rounded-3xl border border-white/10 bg-zinc-900/70 p-6 shadow-2xl shadow-black/40 backdrop-blur-xl sm:p-8">
          <Logo className="mb-6" />
          <h1 className="text-2xl font-bold tracking-tight text-white">
            {mode === 'login' ? 'Welcome back' : 'Create your account'}
          </h1>
          <p className="mt-1.5 text-sm text-zinc-400">
            {mode === 'login'
              ? 'Sign in to pick up your conversations where you left them.'
              : 'Free to start. Your companions remember you across devices.'}
          </p>

          {viewer.status === 'loading' ? (
            <div className="grid h-72 place-items-center">
              <Spinner className="h-8 w-8" label="Checking your session" />
            </div>
          ) : (
            <div className="mt-6 flex flex-col gap-5">
              {errorCode && (
                <RedirectErrorNotice
                  code={errorCode}
                  description={params.get('error_description')}
                />
              )}
              <Tabs.Root value={mode} onValueChange={switchMode}>
                <Tabs.List
                  aria-label="Login or sign up"
                  className="mb-5 grid grid-cols-2 gap-1 rounded-xl bg-white/[0.05] p-1 ring-1 ring-white/10"
                >
                  <Tabs.Trigger value="login" className={tabClasses}>
                    Login
                  </Tabs.Trigger>
                  <Tabs.Trigger value="signup" className={tabClasses}>
                    Sign Up
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="login" className="focus-visible:outline-none">
                  <SignInForm />
                </Tabs.Content>
                <Tabs.Content value="signup" className="focus-visible:outline-none">
                  <SignUpForm />
                </Tabs.Content>
              </Tabs.Root>

              {googleEnabled && (
                <>
                  <div className="flex items-center gap-3 text-xs text-zinc-500" role="separator">
                    <span className="h-px flex-1 bg-white/10" /> or{' '}
                    <span className="h-px flex-1 bg-white/10" />
                  </div>
                  <FormAlert message={googleError} />
                  <GoogleButton next={next} onError={setGoogleError} />
                </>
              )}
            </div>
          )}
        </div>
        <p className="mt-5 px-4 text-center text-xs leading-relaxed text-zinc-500">
          By continuing you confirm you are 18+ and agree to the{' '}
          <Link to="/legal/terms" className={inlineLink}>
            Terms
          </Link>{' '}
          and{' '}
          <Link to="/legal/privacy" className={inlineLink}>
            Privacy Policy
          </Link>
        </p>
      </div>
    </div>
  );
}
