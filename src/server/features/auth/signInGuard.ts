import { createHash } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInFailure } from '#shared/api/auth.js';
import type { Database } from '#server/db/client.js';
import { signInFailures, user } from '#server/db/schema/index.js';
import { tooManyRequests } from '#server/http/errors.js';
import type { RateLimiter } from '#server/http/rateLimiter.js';

/** Wrong passwords allowed per account and address per minute. */
const FAILED_SIGN_INS_PER_ACCOUNT_AND_IP = 5;
const MINUTE_MS = 60_000;
const KNOWN_DEVICE_COOKIE = 'known_device';
const KNOWN_DEVICE_MAX_ACCOUNTS = 5;
const KNOWN_DEVICE_MAX_AGE_S = 60 * 60 * 24 * 365;
const FAILURES_SHOWN = 10;
const FAILURES_SHOWN_DAYS = 30;

/** A short one-way tag of an account e-mail, so the device cookie does not carry the address. */
const accountTag = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('base64url').slice(0, 16);

/**
 * Guards password sign-in against guessing without letting strangers lock the owner out: failures
 * count per account *and* address (someone elsewhere cannot block the owner's network), and a
 * browser that signed in to the account before (a signed cookie) is never blocked. The per-address
 * limit on all attempts stays in the route. Failures are kept so the owner can see them.
 */
export function createSignInGuard(deps: { db: Database; limiter: RateLimiter; secure: boolean }) {
  const { db, limiter } = deps;
  const failureKey = (request: FastifyRequest, email: string) =>
    `auth-fail:${email.toLowerCase()}:${request.ip}`;

  function knownTags(request: FastifyRequest): string[] {
    const raw = request.cookies[KNOWN_DEVICE_COOKIE];
    if (!raw) return [];
    const result = request.unsignCookie(raw);
    return result.valid && result.value ? result.value.split('.') : [];
  }

  return {
    async checkAllowed(request: FastifyRequest, email: string) {
      if (knownTags(request).includes(accountTag(email))) return;
      const decision = await limiter.peek(
        failureKey(request, email),
        FAILED_SIGN_INS_PER_ACCOUNT_AND_IP,
      );
      if (!decision.allowed) {
        throw tooManyRequests(
          decision.retryAfterSeconds,
          'Too many failed sign-ins for this account. Please wait a minute.',
        );
      }
    },

    async recordFailure(request: FastifyRequest, email: string) {
      await limiter.hit(failureKey(request, email), FAILED_SIGN_INS_PER_ACCOUNT_AND_IP, MINUTE_MS);
      const [owner] = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, email.toLowerCase()));
      if (!owner) return;
      const userAgent = request.headers['user-agent'];
      await db.insert(signInFailures).values({
        userId: owner.id,
        ipAddress: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
      });
      request.log.warn({ userId: owner.id, ip: request.ip }, 'failed sign-in');
    },

    rememberDevice(request: FastifyRequest, reply: FastifyReply, email: string) {
      const tag = accountTag(email);
      const tags = [tag, ...knownTags(request).filter((known) => known !== tag)];
      reply.setCookie(KNOWN_DEVICE_COOKIE, tags.slice(0, KNOWN_DEVICE_MAX_ACCOUNTS).join('.'), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secure,
        path: '/api/auth',
        maxAge: KNOWN_DEVICE_MAX_AGE_S,
      });
    },

    async recentFailures(userId: string): Promise<SignInFailure[]> {
      const since = new Date(Date.now() - FAILURES_SHOWN_DAYS * 24 * 60 * 60 * 1000);
      const rows = await db
        .select()
        .from(signInFailures)
        .where(and(eq(signInFailures.userId, userId), gt(signInFailures.createdAt, since)))
        .orderBy(desc(signInFailures.createdAt))
        .limit(FAILURES_SHOWN);
      return rows.map((row) => ({
        at: row.createdAt.toISOString(),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
      }));
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
