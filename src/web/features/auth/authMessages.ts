import { AUTH_MESSAGES, OAUTH_ERROR_MESSAGES } from '#shared/api/auth';
import { ApiRequestError } from '#web/lib/api';

/** Server codes whose own message is meant for the user (duplicates, field problems, limits). */
const SIGN_UP_CODES_WITH_MESSAGE = new Set(['email_taken', 'username_taken', 'invalid_input']);

/** The banner text for a failed sign-in (docs/PRODUCT.md#messages). */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return AUTH_MESSAGES.generic;
  if (error.status === 401) return AUTH_MESSAGES.invalidCredentials;
  // Rate limits and suspensions carry wording the user needs (wait how long, what happened).
  if (error.status === 429 || error.code === 'account_suspended') return error.message;
  if (error.status === 400) return error.message;
  return AUTH_MESSAGES.generic;
}

/** The banner text for a failed sign-up (docs/PRODUCT.md#messages). */
export function signUpErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.status === 0) return AUTH_MESSAGES.generic;
  if (error.status === 429) return error.message;
  if (SIGN_UP_CODES_WITH_MESSAGE.has(error.code)) return error.message;
  return AUTH_MESSAGES.registrationFailed;
}

/** Which form field a duplicate error belongs to. */
export function duplicateField(error: unknown): 'email' | 'username' | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === 'email_taken') return 'email';
  if (error.code === 'username_taken') return 'username';
  return null;
}

export interface AuthRedirectError {
  title: string;
  detail: string | null;
}

/**
 * The notice for `/auth?error=CODE` after a third-party sign-in came back (docs/PRODUCT.md#messages):
 * the Google failure headline plus what exactly went wrong.
 */
export function redirectErrorMessage(code: string, description: string | null): AuthRedirectError {
  if (code === 'oauth_error') {
    return {
      title: AUTH_MESSAGES.googleFailed,
      detail: description ? `${OAUTH_ERROR_MESSAGES.oauth_error}: ${description}` : null,
    };
  }
  if (Object.hasOwn(OAUTH_ERROR_MESSAGES, code)) {
    return {
      title: AUTH_MESSAGES.googleFailed,
      detail: OAUTH_ERROR_MESSAGES[code as keyof typeof OAUTH_ERROR_MESSAGES],
    };
  }
  return { title: AUTH_MESSAGES.generic, detail: null };
}
