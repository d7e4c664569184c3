import type { QueryClient } from '@tanstack/react-query';
import { forgetAccount } from './viewerCache';

/**
 * POST /api/auth/sign-out, then forget the account locally. A failed request still signs out
 * locally: the user asked to leave, and the next GET /api/me reveals the truth.
 */
export async function signOut(queryClient: QueryClient) {
  await fetch('/api/auth/sign-out', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: '{}',
  }).catch(() => undefined);
  forgetAccount(queryClient);
}
