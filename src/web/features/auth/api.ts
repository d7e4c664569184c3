import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { authConfigSchema, type SignInInput, type SignUpInput } from '#shared/api/auth';
import { apiFetch, postJson } from '#web/lib/api';

// The session arrives as an HttpOnly cookie; the body is not needed beyond "it worked".
const anyBody = z.unknown();
const redirectSchema = z.object({ url: z.string().min(1) });

export const signIn = (input: SignInInput) =>
  apiFetch('/api/auth/sign-in/email', anyBody, postJson(input));

export const signUp = (input: SignUpInput) =>
  apiFetch('/api/auth/sign-up/email', anyBody, postJson(input));

export const CALLBACK_PATH = '/auth/callback';

/** Asks better-auth for Google's consent URL; it returns to /auth/callback either way. */
export function startGoogleSignIn(next: string | null) {
  const callbackURL = next ? `${CALLBACK_PATH}?next=${encodeURIComponent(next)}` : CALLBACK_PATH;
  return apiFetch(
    '/api/auth/sign-in/social',
    redirectSchema,
    postJson({
      provider: 'google',
      callbackURL,
      errorCallbackURL: `${CALLBACK_PATH}?error=oauth_error`,
    }),
  );
}

/** Whether the server has Google sign-in configured (the button shows only then). */
export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth-config'],
    queryFn: ({ signal }) => apiFetch('/api/auth-config', authConfigSchema, { signal }),
    staleTime: Infinity,
  });
}
