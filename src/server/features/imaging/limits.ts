import { IMAGING_MESSAGES } from '#shared/imaging.js';
import type { AppConfig } from '#server/config.js';
import { tooManyRequests } from '#server/http/errors.js';
import type { RateDecision, RateLimiter } from '#server/http/rateLimiter.js';

const MINUTE_MS = 60_000;

function refuse(decision: RateDecision, message: string): never {
  throw tooManyRequests(
    decision.retryAfterSeconds,
    `${message} Try again in ${decision.retryAfterSeconds} s.`,
  );
}

type LimitConfig = Pick<
  AppConfig,
  'IMAGE_RATE_LIMIT_PER_MINUTE' | 'IMAGE_IP_PER_MINUTE' | 'IMAGE_JOBS_PER_MINUTE'
>;

/**
 * Image requests per member and per IP (every counter is hit, so none can be dodged), with the
 * shared limiter the chat uses (Redis when configured, see features/chat/service.ts).
 */
export async function enforceImageRateLimit(
  limiter: RateLimiter,
  config: LimitConfig,
  caller: { userId: string; ip: string },
) {
  const decisions = await Promise.all([
    limiter.hit(`image:${caller.userId}`, config.IMAGE_RATE_LIMIT_PER_MINUTE, MINUTE_MS),
    limiter.hit(`image:ip:${caller.ip}`, config.IMAGE_IP_PER_MINUTE, MINUTE_MS),
  ]);
  const refusal = decisions.find((decision) => !decision.allowed);
  if (refusal) refuse(refusal, IMAGING_MESSAGES.tooFast);
}

/** The global budget of image jobs per minute, shared by every instance: it protects the GPUs. */
export async function takeImageJob(limiter: RateLimiter, config: LimitConfig) {
  const decision = await limiter.consume('image-jobs', config.IMAGE_JOBS_PER_MINUTE, MINUTE_MS);
  if (!decision.allowed) refuse(decision, IMAGING_MESSAGES.busy);
}
