import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { rememberAgeConfirmed } from '../../app/ageConfirmation';
import { forgetCachedData, loadViewer } from '../../app/viewerCache';
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
