import { formatLongDate } from '#shared/dates';

/** Dates as billing shows them: '12 March 2026'. */
export function formatDay(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatLongDate(date);
}

/**
 * The sign-in page with a way back. Slashes stay readable ('/auth?next=/pricing'); anything
 * else that could break the query string is encoded.
 */
export function signInPath(next: string): string {
  return `/auth?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;
}

/** The message of a failed call, or the fallback docs/PRODUCT.md#messages names for an unknown failure. */
export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** An absolute link of this site as a router path ('http://host/pricing?x=1' → '/pricing?x=1'). */
export function localPath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return parsed.pathname + parsed.search;
}
