import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '#server/http/errors.js';
import type { RateLimiter } from '#server/http/rateLimiter.js';

export const GUEST_COOKIE = 'guest_id';
const GUEST_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

/** Reads a valid signed guest id from a request, or null. */
export function readGuestId(request: FastifyRequest): string | null {
  const raw = request.cookies[GUEST_COOKIE];
  if (!raw) return null;
  const result = request.unsignCookie(raw);
  return result.valid ? result.value : null;
}

/** The same from a raw Cookie header (better-auth hooks see only headers). */
export function readGuestIdFromHeaders(
  headers: Headers | undefined,
  secret: string,
): string | null {
  const cookieHeader = headers?.get('cookie');
  if (!cookieHeader) return null;
  const raw = fastifyCookie.parse(cookieHeader)[GUEST_COOKIE];
  if (!raw) return null;
  const result = fastifyCookie.unsign(raw, secret);
  return result.valid ? result.value : null;
}

const HOUR_MS = 60 * 60_000;

export interface GuestIssuePolicy {
  secure: boolean;
  limiter: RateLimiter;
  /** New guest ids one IP may receive per hour: dropping the cookie must not buy a fresh budget. */
  perIpPerHour: number;
}

/**
 * Gives the visitor a signed, HttpOnly guest id on first use of a feature that needs one.
 * Issuing is limited per IP (429 past it), since a guest id costs nothing to throw away.
 */
export async function ensureGuestId(
  request: FastifyRequest,
  reply: FastifyReply,
  policy: GuestIssuePolicy,
): Promise<string> {
  const existing = readGuestId(request);
  if (existing) return existing;
  const decision = await policy.limiter.hit(`guest-id:${request.ip}`, policy.perIpPerHour, HOUR_MS);
  if (!decision.allowed)
    throw tooManyRequests(
      decision.retryAfterSeconds,
      `Too many new visitors from your network. Sign in, or try again in ${decision.retryAfterSeconds} s.`,
    );
  const secure = policy.secure;
  const guestId = randomUUID();
  reply.setCookie(GUEST_COOKIE, guestId, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: GUEST_COOKIE_MAX_AGE_S,
  });
  return guestId;
}

export function clearGuestCookie(reply: FastifyReply) {
  reply.clearCookie(GUEST_COOKIE, { path: '/' });
}
