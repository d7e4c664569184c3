import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { statelessChatSendSchema } from '../../../shared/api/chat.js';
import type { AppConfig } from '../../config.js';
import { tooManyRequests } from '../../http/errors.js';
import type { RateDecision, RateLimiter } from '../../http/rateLimiter.js';
import type { LlmProvider } from '../../providers/llm/types.js';
import type { AuthService, AccountDataRegistry } from '../auth/index.js';
import { ensureGuestId } from '../auth/index.js';
import type { CharactersService } from '../characters/service.js';
import type { SafetyService, Subject } from '../safety/service.js';
import { createConversationService } from './conversationService.js';
import { summarizeTurns } from './prompt.js';
import { createProactiveWriter, type ReplyNotifier } from './proactive.js';
import {
  createReplyRecovery,
  createReplyRunner,
  type LeaseSettings,
  type ReplyMetricEvent,
} from './replyRunner.js';
import { createReplyService } from './replyService.js';
import { statelessReply } from './statelessChat.js';
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
export interface ChatViewer extends Subject {
  ip: string;
}

/** The key a viewer's conversations are stored under. */
export const viewerKey = (viewer: Subject): ViewerKey =>
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

/** Summarise once this many turns sit before the recent window, so memory keeps up with growth. */
const SUMMARY_STEP = 16;
const RECENT_WINDOW = 12;

/** Rolls older turns into the conversation's long-term summary as it grows. */
async function refreshSummary(
  store: ChatStore,
  conversation: { id: string; summary: string; summarizedCount: number; messageCount: number },
) {
  const { id: conversationId, summary, summarizedCount } = conversation;
  // Most replies need no summary work: skip the count until enough turns have piled up.
  if (conversation.messageCount - RECENT_WINDOW - summarizedCount < SUMMARY_STEP) return;
  const cutoff = (await store.countPromptHistory(conversationId)) - RECENT_WINDOW;
  if (cutoff - summarizedCount < SUMMARY_STEP) return;
  const turns = await store.promptHistorySlice(
    conversationId,
    summarizedCount,
    cutoff - summarizedCount,
  );
  await store.saveSummary(conversationId, summarizeTurns(summary, turns), cutoff);
}

/** The chat feature: conversations on the server, replies generated independently of HTTP. */
export function createChatService(
  deps: ChatDeps & {
    auth: AuthService;
    log: FastifyBaseLogger;
    lease: LeaseSettings;
    /** Told when a member's reply finished with nobody watching (push, docs/API.md). */
    notifier?: ReplyNotifier;
    observeReply?: (event: ReplyMetricEvent) => void;
  },
) {
  const recovery = createReplyRecovery({ store: deps.store, log: deps.log, lease: deps.lease });
  const runner = createReplyRunner({
    store: deps.store,
    llm: deps.llm,
    log: deps.log,
    lease: deps.lease,
    observe: deps.observeReply,
    onFinished: async (job, outcome, { unattended }) => {
      if (outcome.ok && unattended && job.ownerUserId && deps.notifier)
        void deps.notifier.replyReady(job.ownerUserId, {
          conversationId: job.conversationId,
          characterId: job.character.id,
          characterName: job.character.name,
          text: outcome.message.content,
        });
      if (!outcome.ok) {
        // A failed reply removed its placeholder: recount from the messages.
        await deps.store.refreshConversationStats(job.conversationId);
        return;
      }
      if (job.mode === 'new')
        deps.characters.recordMessages(job.character.id, job.userMessage ? 2 : 1);
      if (outcome.conversation) await refreshSummary(deps.store, outcome.conversation);
    },
  });
  const conversations = createConversationService(deps, runner);
  const replies = createReplyService(deps, runner, recovery);
  const proactive = createProactiveWriter(deps, runner);

  return {
    conversations,
    replies,
    runner,
    recovery,
    proactive,

    /** The signed-in viewer, or a guest id (issued now as a signed cookie if missing). */
    async viewerOf(request: FastifyRequest, reply: FastifyReply): Promise<ChatViewer> {
      const viewer = await deps.auth.getRecentViewer(request);
      if (viewer) return { viewer, guestId: null, ip: request.ip };
      const guestId = await ensureGuestId(request, reply, {
        secure: deps.config.isProduction,
        limiter: deps.limiter,
        perIpPerHour: deps.config.GUEST_IDS_PER_IP_PER_HOUR,
      });
      return { viewer: null, guestId, ip: request.ip };
    },

    stateless(viewer: ChatViewer, input: z.infer<typeof statelessChatSendSchema>) {
      return statelessReply(deps, viewer, input);
    },

    registerDataOwner(registry: AccountDataRegistry) {
      registry.register({
        name: 'conversations',
        exportRows: (executor, userId) => deps.store.exportForUser(executor, userId),
        claimGuestRows: (executor, guestId, userId) =>
          deps.store.claimGuestConversations(executor, guestId, userId),
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
