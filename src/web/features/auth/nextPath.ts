export const DEFAULT_AFTER_SIGN_IN = '/characters';

/**
 * Where to go after signing in: the `next` path when it is a path on this site. '//host' and
 * '/\host' are refused: browsers treat them as other origins (an open redirect).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  // Never back into the sign-in pages themselves.
  if (/^\/auth(\/|\?|$)/.test(next)) return DEFAULT_AFTER_SIGN_IN;
  return next;
}
