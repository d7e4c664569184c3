import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { OAuthErrorCode } from '#shared/api/auth';
import { rememberAgeConfirmed, loadViewer } from '#web/app';
import { Spinner } from '#web/components/ui/Spinner';
import { safeNextPath } from './nextPath';

/** (docs/PRODUCT.md#states and #constants): the "signed in" message stays up this long before moving on. */
const REDIRECT_DELAY_MS = 1500;

type Status = 'checking' | 'signed-in';

/**
 * /auth/callback: better-auth has already exchanged Google's code and set the session cookie
 * before redirecting here (or it came back with `?error=`). This page only confirms that a
 * session exists and moves on; every failure goes to /auth with a code the page explains.
 */
export default function AuthCallbackPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [status, setStatus] = useState<Status>('checking');

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (code: OAuthErrorCode, description?: string | null) => {
      const query = new URLSearchParams({ error: code });
      if (description) query.set('error_description', description);
      void navigate(`/auth?${query}`, { replace: true });
    };

    const errors = params.getAll('error');
    if (errors.length > 0) {
      // Ours is 'oauth_error'; better-auth or Google may add their own code after it.
      const providerCode = errors.find((value) => value !== 'oauth_error');
      fail('oauth_error', params.get('error_description') ?? providerCode);
      return;
    }

    loadViewer(queryClient).then(
      (me) => {
        if (cancelled) return;
        if (!me) return fail('no_session_created');
        rememberAgeConfirmed();
        setStatus('signed-in');
        timer = setTimeout(
          () => void navigate(safeNextPath(params.get('next')), { replace: true }),
          REDIRECT_DELAY_MS,
        );
      },
      () => {
        if (!cancelled) fail('callback_exception');
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [params, queryClient, navigate]);

  return (
    <div className="grid min-h-[70dvh] place-items-center px-6 py-16 text-center">
      <div aria-live="polite">
        {status === 'checking' ? (
          <Spinner className="mx-auto h-10 w-10" />
        ) : (
          <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-400" aria-hidden="true" />
        )}
        <p className="mt-5 text-lg font-medium text-white">
          {status === 'checking' ? 'Completing sign-in…' : 'Signed in! Redirecting…'}
        </p>
      </div>
    </div>
  );
}
