/**
 * Who is chatting and what they may spend: the caller's key and the send, new-conversation and
 * model-call limits every chat entry point checks first (docs/PRODUCT.md#chat).
 */
import type { AppConfig } from '#server/config.js';
import { tooManyRequests } from '#server/http/errors.js';
import type { RateDecision, RateLimiter } from '#server/http/rateLimiter.js';
import type { LlmProvider } from '#server/providers/llm/types.js';
import type { SessionToCheck } from '../auth/index.js';
import type { CharactersService } from '../characters/index.js';
import type { SafetyService, ViewerOrGuest } from '../safety/index.js';
import type { ChatStore, ViewerKey } from './store.js';

/** Everything the chat services share. */
export interface ChatDeps {
  config: AppConfig;
  store: ChatStore;
  llm: LlmProvider;
  characters: CharactersService;
  safety: SafetyService;
  limiter: RateLimiter;
}

/** Who is chatting (a signed-in viewer or a guest), and from which IP: guests are limited per IP too. */
export interface ChatViewer extends ViewerOrGuest {
  ip: string;
  /** A send's memoised session, checked in its own statement (docs/decisions/0109). */
  session?: SessionToCheck | null;
}

/** The key a viewer's conversations are stored under. */
export const viewerKey = (viewer: ViewerOrGuest): ViewerKey =>
  viewer.viewer ? { userId: viewer.viewer.id } : { guestId: viewer.guestId! };

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
export async function enforceChatRateLimit(deps: ChatDeps, viewer: ChatViewer) {
  const { config, limiter } = deps;
  const refusal = viewer.viewer
    ? await firstRefusal([
        limiter.hit(`chat:${viewer.viewer.id}`, config.CHAT_RATE_LIMIT_PER_MINUTE, MINUTE_MS),
      ])
    : await firstRefusal([
        limiter.hit(
          `chat:guest:${viewer.guestId}`,
          config.GUEST_CHAT_RATE_LIMIT_PER_MINUTE,
          MINUTE_MS,
        ),
        limiter.hit(`chat:ip:${viewer.ip}`, config.GUEST_CHAT_IP_PER_MINUTE, MINUTE_MS),
        limiter.hit(`chat:ip-day:${viewer.ip}`, config.GUEST_CHAT_IP_PER_DAY, DAY_MS),
      ]);
  if (refusal) refuse(refusal, "You're sending messages too fast.");
}

/** New conversations per minute: per account, or per guest and per IP. */
export async function enforceConversationLimit(deps: ChatDeps, viewer: ChatViewer) {
  const limit = deps.config.CONVERSATIONS_PER_MINUTE;
  const refusal = viewer.viewer
    ? await firstRefusal([deps.limiter.hit(`conv:${viewer.viewer.id}`, limit, MINUTE_MS)])
    : await firstRefusal([
        deps.limiter.hit(`conv:guest:${viewer.guestId}`, limit, MINUTE_MS),
        deps.limiter.hit(`conv:ip:${viewer.ip}`, limit, MINUTE_MS),
      ]);
  if (refusal) refuse(refusal, "You're starting conversations too fast.");
}

/**
 * The global budget of model calls per minute, shared by every instance: it protects the
 * provider bill. Guests may use only their share of it, so past that they are refused first
 * and members keep the rest.
 */
export async function takeModelCall(deps: ChatDeps, viewer: ChatViewer) {
  const budget = deps.config.MODEL_CALLS_PER_MINUTE;
  const limit = viewer.viewer
    ? budget
    : Math.max(1, Math.floor(budget * deps.config.MODEL_CALLS_GUEST_SHARE));
  const decision = await deps.limiter.consume('model-calls', limit, MINUTE_MS);
  if (!decision.allowed)
    refuse(decision, 'So many people are chatting right now that replies are paused for a moment.');
}
