/** The browser's record that its user confirmed being 18+ (the age gate, or signing up). */
export const AGE_CONFIRMED_KEY = 'velvet.ageConfirmed';

export function hasConfirmedAge(): boolean {
  try {
    return localStorage.getItem(AGE_CONFIRMED_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function rememberAgeConfirmed() {
  try {
    localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  } catch {
    // Storage blocked (private mode): the gate asks again next visit, which is the safe side.
  }
}

/**
 * Pages a visitor may read before confirming: the landing page (it only introduces the site),
 * the legal pages (the terms must be readable before agreeing), sign-in/sign-up (sign-up asks
 * for the same confirmation) and the goodbye page of those who declined.
 */
export function isUngatedPath(pathname: string): boolean {
  return pathname === '/' || /^\/(legal|auth|goodbye)(\/|$)/.test(pathname);
}
