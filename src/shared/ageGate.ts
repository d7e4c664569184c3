/**
 * The 18+ question in front of the site (docs/PRODUCT.md#age-gate): which pages it guards, and
 * the cookie by which a browser that answered tells the server, so the first HTML it gets is the
 * page rather than the question (src/server/http/spaPages.ts).
 */
export const AGE_CONFIRMED_COOKIE = 'velvet_age';

/**
 * Pages a visitor may read before confirming: the landing page (it only introduces the site),
 * the legal pages (the terms must be readable before agreeing), sign-in/sign-up (sign-up asks
 * for the same confirmation) and the goodbye page of those who declined.
 */
export function isUngatedPath(pathname: string): boolean {
  return pathname === '/' || /^\/(legal|auth|goodbye)(\/|$)/.test(pathname);
}

/** Whether a Cookie header carries the browser's confirmation. */
export function hasAgeCookie(cookieHeader: string | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${AGE_CONFIRMED_COOKIE}=yes(?:;|$)`).test(cookieHeader ?? '');
}
