import { VOICE_MESSAGES } from '#shared/constants.js';
import type { AppConfig } from '#server/config.js';
import { tooManyRequests } from '#server/http/errors.js';
import type { RateLimiter } from '#server/http/rateLimiter.js';

const MINUTE_MS = 60_000;

/**
 * Voice requests per member and per IP, at the same rates as images (IMAGE_RATE_LIMIT_PER_MINUTE,
 * IMAGE_IP_PER_MINUTE), on counters of their own so listening does not use up image requests.
 */
export async function enforceVoiceRateLimit(
  limiter: RateLimiter,
  config: Pick<AppConfig, 'IMAGE_RATE_LIMIT_PER_MINUTE' | 'IMAGE_IP_PER_MINUTE'>,
  caller: { userId: string; ip: string },
) {
  const decisions = await Promise.all([
    limiter.hit(`voice:${caller.userId}`, config.IMAGE_RATE_LIMIT_PER_MINUTE, MINUTE_MS),
    limiter.hit(`voice:ip:${caller.ip}`, config.IMAGE_IP_PER_MINUTE, MINUTE_MS),
  ]);
  const refusal = decisions.find((decision) => !decision.allowed);
  if (refusal)
    throw tooManyRequests(
      refusal.retryAfterSeconds,
      `${VOICE_MESSAGES.tooFast} Try again in ${refusal.retryAfterSeconds} s.`,
    );
}
