import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { rememberAgeConfirmed, forgetCachedData, loadViewer } from '#web/app';
import { safeNextPath } from './nextPath';

/**
 * After a successful sign-in or sign-up: the account holder confirmed 18+ when signing up, so
 * the age gate stays away even after a later sign-out; guest data cached before is dropped;
 * the viewer is re-read so the sidebar shows the account on arrival.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  return useCallback(async () => {
    rememberAgeConfirmed();
    forgetCachedData(queryClient);
    await loadViewer(queryClient);
    await navigate(safeNextPath(next), { replace: true });
  }, [queryClient, navigate, next]);
}

/**
 * A sign-in or sign-up form's submit: sends the input, finishes the sign-in on success, and
 * otherwise shows the banner text `describeFailure` gives (it may also mark fields).
 */
export function useAuthSubmit<Input>(
  send: (input: Input) => Promise<unknown>,
  describeFailure: (error: unknown) => string,
) {
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (input: Input) => {
    setFailure(null);
    try {
      await send(input);
    } catch (error) {
      setFailure(describeFailure(error));
      return;
    }
    await finish();
  };
  return { failure, submit };
}
