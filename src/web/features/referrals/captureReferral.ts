import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from '#shared/constants';

const CODE = /^[A-Za-z0-9]{4,32}$/;

/**
 * Remembers a `?ref=CODE` link for sign-up (docs/API.md#referrals): a cookie `CODE.<first touch>`
 * that the server reads when the account is created. The first link opened wins for 30 days.
 */
export function captureReferral(location: Location = window.location) {
  const params = new URLSearchParams(location.search);
  const code = params.get(REFERRAL_COOKIE);
  if (!code) return;
  const taken = document.cookie.split('; ').some((pair) => pair.startsWith(`${REFERRAL_COOKIE}=`));
  if (CODE.test(code) && !taken) {
    const secure = location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${REFERRAL_COOKIE}=${code.toUpperCase()}.${Date.now()}; max-age=${REFERRAL_COOKIE_DAYS * 86_400}; path=/; samesite=lax${secure}`;
  }
  // The code has been noted: keep it out of the address bar (and out of shared links).
  params.delete(REFERRAL_COOKIE);
  const query = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
  );
}
