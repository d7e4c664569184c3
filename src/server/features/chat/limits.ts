import { tooManyRequests } from '../../http/errors.js';
import type { RateDecision } from '../../http/rateLimiter.js';
import type { ChatDeps, ChatSubject } from './context.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

function refuse(decision: RateDecision, message: string): never {
  throw tooManyRequests(
    decision.retryAfterSeconds,
    `${message} Try again in ${decision.retryAfterSeconds} s.`,
  );
}

/** The first refusal among several counters (each is counted, so none can be dodged). */
async function firstRefusal(decisions: Array<Promise<RateDecision>>) {
  return (await Promise.all(decisions)).find((decision) => !decision.allowed);
}

/**
 * Send limits, checked before anything else runs (the model included). Members are limited per
 * account. A guest id is free to drop, so guests are also limited per IP, per minute and per day.
 */
export async function enforceChatRateLimit(deps: ChatDeps, subject: ChatSubject) {
  const { config, limiter } = deps;
  const refusal = subject.viewer
    ? await firstRefusal([
        limiter.hit(`chat:${subject.viewer.id}`, config.CHAT_RATE_LIMIT_PER_MINUTE, MINUTE_MS),
      ])
    : await firstRefusal([
        limiter.hit(
          `chat:guest:${subject.guestId}`,
          config.GUEST_CHAT_RATE_LIMIT_PER_MINUTE,
          MINUTE_MS,
        ),
        limiter.hit(`chat:ip:${subject.ip}`, config.GUEST_CHAT_IP_PER_MINUTE, MINUTE_MS),
        limiter.hit(`chat:ip-day:${subject.ip}`, config.GUEST_CHAT_IP_PER_DAY, DAY_MS),
      ]);
  if (refusal) refuse(refusal, "You're sending messages too fast.");
}

/** New conversations per minute: per account, or per guest and per IP. */
export async function enforceConversationLimit(deps: ChatDeps, subject: ChatSubject) {
  const limit = deps.config.CONVERSATIONS_PER_MINUTE;
  const refusal = subject.viewer
    ? await firstRefusal([deps.limiter.hit(`conv:${subject.viewer.id}`, limit, MINUTE_MS)])
    : await firstRefusal([
        deps.limiter.hit(`conv:guest:${subject.guestId}`, limit, MINUTE_MS),
        deps.limiter.hit(`conv:ip:${subject.ip}`, limit, MINUTE_MS),
      ]);
  if (refusal) refuse(refusal, "You're starting conversations too fast.");
}

/**
 * The global budget of model calls per minute, shared by every instance: it protects the
 * provider bill. Guests may use only their share of it, so past that they are refused first
 * and members keep the rest.
 */
export async function takeModelCall(deps: ChatDeps, subject: ChatSubject) {
  const budget = deps.config.MODEL_CALLS_PER_MINUTE;
  const limit = subject.viewer
    ? budget
    : Math.max(1, Math.floor(budget * deps.config.MODEL_CALLS_GUEST_SHARE));
  const decision = await deps.limiter.consume('model-calls', limit, MINUTE_MS);
  if (!decision.allowed)
    refuse(decision, 'So many people are chatting right now that replies are paused for a moment.');
}
