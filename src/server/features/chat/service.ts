import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { statelessChatSendSchema } from '#shared/api/chat.js';
import type { AuthService, AccountDataRegistry } from '../auth/index.js';
import { ensureGuestId } from '../auth/index.js';
import { createConversationService } from './conversationService.js';
import { refreshSummary } from './memory.js';
import { createProactiveWriter, type ReplyNotifier } from './proactive.js';
import type { LeaseSettings } from './replyLeases.js';
import { createReplyRecovery } from './replyRecovery.js';
import { createReplyRunner, type ReplyMetricEvent } from './replyRunner.js';
import { createReplyService } from './replyService.js';
import { statelessReply } from './statelessChat.js';
import type { ChatDeps, ChatViewer } from './limits.js';

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

  async function guestOf(request: FastifyRequest, reply: FastifyReply): Promise<ChatViewer> {
    const guestId = await ensureGuestId(request, reply, {
      secure: deps.config.isProduction,
      limiter: deps.limiter,
      perIpPerHour: deps.config.GUEST_IDS_PER_IP_PER_HOUR,
    });
    return { viewer: null, guestId, ip: request.ip };
  }

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
      return guestOf(request, reply);
    },

    /**
     * `viewerOf` for a message sent: a memoised member's session is checked by the send's own
     * statement instead of a query of its own (docs/decisions/0109).
     */
    async senderOf(request: FastifyRequest, reply: FastifyReply): Promise<ChatViewer> {
      const { viewer, session } = await deps.auth.getRecentViewerToCheck(request);
      if (viewer) return { viewer, guestId: null, ip: request.ip, session };
      return guestOf(request, reply);
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
