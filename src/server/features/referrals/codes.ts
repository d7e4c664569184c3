import { randomInt } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_DAYS,
} from '#shared/constants.js';
import { referralCodePattern } from '#shared/api/growth.js';

/** A fresh random code from the unambiguous alphabet (31^8 ≈ 8.5·10^11 codes). */
export function newReferralCode() {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

export interface ReferralTouch {
  code: string;
  firstTouchAt: Date | null;
}

/**
 * The browser's referral cookie, `CODE` or `CODE.<first touch, ms>` (written by the web app when a
 * `?ref=` link is opened). Anything malformed or older than the cookie's lifetime is no touch.
 */
export function readReferralCookie(headers: Headers | undefined, now: Date): ReferralTouch | null {
  const cookieHeader = headers?.get('cookie');
  if (!cookieHeader) return null;
  const raw = fastifyCookie.parse(cookieHeader)[REFERRAL_COOKIE];
  if (!raw) return null;
  const [codePart, stamp] = raw.split('.');
  const code = (codePart ?? '').toUpperCase();
  if (!referralCodePattern.test(code)) return null;
  const touchedMs = stamp && /^\d{1,15}$/.test(stamp) ? Number(stamp) : null;
  const maxAgeMs = REFERRAL_COOKIE_DAYS * 86_400_000;
  if (touchedMs !== null && now.getTime() - touchedMs > maxAgeMs) return null;
  return { code, firstTouchAt: touchedMs === null ? null : new Date(touchedMs) };
}
