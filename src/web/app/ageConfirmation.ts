import { AGE_CONFIRMED_COOKIE, hasAgeCookie, isUngatedPath } from '#shared/ageGate';

/** The browser's record that its user confirmed being 18+ (the age gate, or signing up). */
export const AGE_CONFIRMED_KEY = 'velvet.ageConfirmed';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Either record counts: the cookie is what the server chose the page by, so the app agrees with
 * it even where storage was cleared or blocked.
 */
export function hasConfirmedAge(): boolean {
  if (hasAgeCookie(document.cookie)) return true;
  try {
    return localStorage.getItem(AGE_CONFIRMED_KEY) === 'yes';
  } catch {
    return false;
  }
}

/**
 * Remembers the answer in storage (read by the app) and in a cookie (read by the server, so the
 * next first page is served without the question).
 */
export function rememberAgeConfirmed() {
  try {
    localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  } catch {
    // Storage blocked (private mode): the gate asks again next visit, which is the safe side.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${AGE_CONFIRMED_COOKIE}=yes; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

/** Whether this page opens behind the question (a signed-in member is let through later). */
export function gateLikelyAt(pathname: string): boolean {
  return !isUngatedPath(pathname) && !hasConfirmedAge();
}
