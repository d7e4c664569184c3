import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  conversationParamsSchema,
  createConversationSchema,
  editMessageSchema,
  messagePageQuerySchema,
  messageParamsSchema,
  paywallError,
  selectAlternateSchema,
  sendMessageSchema,
  statelessChatSendSchema,
  type ChatMessage,
  type ChatStreamEvent,
  type PaywallResponse,
} from '#shared/api/chat.js';
import { parseInput } from '#server/http/errors.js';
import { openEventStream, wantsEventStream } from '#server/http/sse.js';
import type { RunningReply } from './replyRunner.js';
import type { SendOutcome } from './replyService.js';
import type { ChatService } from './service.js';

/**
 * One Server-Sent Events frame. The relay makes its own frames so that what leaves together goes
 * out in one write (http/sse.ts opens the stream: headers, keep-alive, the gauge).
 */
const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

type EventStream = ReturnType<typeof openEventStream>;

/** Writes frames while the client is there; `last` ends the response with them in one write. */
function write(stream: EventStream, frames: string, last = false) {
  if (!stream.open) return;
  if (last) stream.response.cork();
  stream.response.write(frames);
  if (last) stream.end();
}

/** Streams a running reply as SSE, or waits for it and answers JSON. */
async function deliverReply(
  request: FastifyRequest,
  reply: FastifyReply,
  running: RunningReply,
  userMessage?: ChatMessage,
) {
  if (!wantsEventStream(request)) {
    const outcome = await running.done;
    if (outcome.ok) {
      const user = outcome.userMessage ?? userMessage;
      return reply.send(
        user
          ? { userMessage: user, assistantMessage: outcome.message }
          : { assistantMessage: outcome.message },
      );
    }
    return reply.status(503).send({
      error: { code: outcome.code, message: outcome.message },
      userMessage: outcome.userMessage,
    });
  }
  const stream = openEventStream(request, reply);
  await new Promise<void>((resolve) => {
    const onEvent = (event: ChatStreamEvent) => {
      const last = event.event === 'message' || event.event === 'error';
      write(stream, frame(event.event, event.data), last);
      if (last) finish();
    };
    const attached = running.attach(onEvent);
    // The message, the reply's id and its text so far leave in one write, with the headers.
    write(
      stream,
      (userMessage ? frame('user_message', userMessage) : '') +
        frame('start', { messageId: running.job.assistant.id }) +
        (attached.text ? frame('delta', { text: attached.text }) : ''),
    );
    function finish() {
      attached.detach();
      stream.end();
      resolve();
    }
    request.raw.on('close', finish);
  });
}

async function deliverOutcome(request: FastifyRequest, reply: FastifyReply, outcome: SendOutcome) {
  if (outcome.type === 'paywall') {
    const { reply: text, variant, userMessage, assistantMessage } = outcome;
    return reply.status(402).send({
      error: paywallError(),
      reply: text,
      nsfw_paywall: true,
      variant,
      userMessage,
      assistantMessage,
    } satisfies PaywallResponse);
  }
  if (outcome.type === 'final') {
    if (!wantsEventStream(request))
      return reply.send({
        userMessage: outcome.userMessage,
        assistantMessage: outcome.assistantMessage,
      });
    const stream = openEventStream(request, reply);
    const frames = frame('user_message', outcome.userMessage);
    return write(stream, frames + frame('message', outcome.assistantMessage), true);
  }
  return deliverReply(request, reply, outcome.reply, outcome.userMessage);
}

export function registerChatRoutes(app: FastifyInstance, chat: ChatService) {
  app.post('/api/conversations', async (request, reply) => {
    const { characterId } = parseInput(createConversationSchema, request.body);
    return reply
      .status(201)
      .send(await chat.conversations.create(await chat.viewerOf(request, reply), characterId));
  });

  app.get('/api/conversations', async (request, reply) =>
    chat.conversations.list(await chat.viewerOf(request, reply)),
  );

  app.get('/api/conversations/:id/messages', async (request, reply) => {
    const { id } = parseInput(conversationParamsSchema, request.params);
    const query = parseInput(messagePageQuerySchema, request.query);
    return chat.conversations.messages(await chat.viewerOf(request, reply), id, query);
  });

  app.post('/api/conversations/:id/messages', async (request, reply) => {
    const { id } = parseInput(conversationParamsSchema, request.params);
    const { content } = parseInput(sendMessageSchema, request.body);
    return deliverOutcome(
      request,
      reply,
      await chat.replies.send(await chat.senderOf(request, reply), id, content),
    );
  });

  app.post('/api/conversations/:id/regenerate', async (request, reply) => {
    const { id } = parseInput(conversationParamsSchema, request.params);
    return deliverReply(
      request,
      reply,
      await chat.replies.regenerate(await chat.viewerOf(request, reply), id),
    );
  });

  app.get('/api/conversations/:id/stream', async (request, reply) => {
    const { id } = parseInput(conversationParamsSchema, request.params);
    const viewer = await chat.viewerOf(request, reply);
    await chat.conversations.ownedConversation(viewer, id);
    const running = chat.replies.running(id);
    if (!running) return reply.status(204).send();
    return deliverReply(request, reply, running);
  });

  app.post('/api/conversations/:id/stop', async (request, reply) => {
    const { id } = parseInput(conversationParamsSchema, request.params);
    return chat.replies.stop(await chat.viewerOf(request, reply), id);
  });

  app.patch('/api/messages/:id', async (request, reply) => {
    const { id } = parseInput(messageParamsSchema, request.params);
    const { content } = parseInput(editMessageSchema, request.body);
    return deliverOutcome(
      request,
      reply,
      await chat.replies.edit(await chat.viewerOf(request, reply), id, content),
    );
  });

  app.delete('/api/messages/:id', async (request, reply) => {
    const { id } = parseInput(messageParamsSchema, request.params);
    await chat.conversations.deleteMessage(await chat.viewerOf(request, reply), id);
    return reply.status(204).send();
  });

  app.put('/api/messages/:id/alternate', async (request, reply) => {
    const { id } = parseInput(messageParamsSchema, request.params);
    const { index } = parseInput(selectAlternateSchema, request.body);
    return chat.conversations.selectAlternate(await chat.viewerOf(request, reply), id, index);
  });

  app.post('/api/chat/send', async (request, reply) => {
    const input = parseInput(statelessChatSendSchema, request.body);
    const result = await chat.stateless(await chat.viewerOf(request, reply), input);
    return reply.status(result.status).send(result.body);
  });
}
