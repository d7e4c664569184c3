import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { statelessChatSendSchema } from '../../../shared/api/chat.js';
import type { AuthService, AccountDataRegistry } from '../auth/index.js';
import { ensureGuestId } from '../auth/index.js';
import type { Subject } from '../safety/service.js';
import type { ChatDeps } from './context.js';
import { refreshSummary } from './context.js';
import { createConversationService } from './conversationService.js';
import { createReplyRunner } from './replyRunner.js';
import { createReplyService } from './replyService.js';
import { statelessReply } from './statelessChat.js';

/** The chat feature: conversations on the server, replies generated independently of HTTP. */
export function createChatService(deps: ChatDeps & { auth: AuthService; log: FastifyBaseLogger }) {
  const runner = createReplyRunner({
    store: deps.store,
    llm: deps.llm,
    log: deps.log,
    onFinished: async (job, outcome) => {
      if (!outcome.ok) {
        // A failed reply removed its placeholder: recount from the messages.
        await deps.store.refreshConversationStats(job.conversationId);
        return;
      }
      if (job.mode === 'new')
        deps.characters.recordMessages(job.character.id, job.userMessage ? 2 : 1);
      if (outcome.conversation) await refreshSummary(deps, outcome.conversation);
    },
  });
  const conversations = createConversationService(deps, runner);
  const replies = createReplyService(deps, conversations, runner);

  return {
    conversations,
    replies,
    runner,

    /** The signed-in viewer, or a guest id (issued now as a signed cookie if missing). */
    async subjectOf(request: FastifyRequest, reply: FastifyReply): Promise<Subject> {
      const viewer = await deps.auth.getRecentViewer(request);
      if (viewer) return { viewer, guestId: null };
      return { viewer: null, guestId: ensureGuestId(request, reply, deps.config.isProduction) };
    },

    stateless(subject: Subject, input: z.infer<typeof statelessChatSendSchema>) {
      return statelessReply(deps, subject, input);
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
