import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../lib/api';
import { forgetAccount } from './viewerCache';

/**
 * POST /api/auth/sign-out, then forget the account locally. A failed request still signs out
 * locally: the user asked to leave, and the next GET /api/me reveals the truth.
 */
export async function signOut(queryClient: QueryClient) {
  await apiRequest('/api/auth/sign-out', postJson()).catch(() => undefined);
  forgetAccount(queryClient);
}
