import type { FastifyInstance } from 'fastify';
import type { WebhookProcessor } from './webhooks.js';
import { access } from '#server/http/access.js';

const WEBHOOK_PATH = '/api/billing/webhook';

/**
 * The signature covers the exact bytes Stripe sent, so this route must see the raw body. The
 * buffer parser is registered in an encapsulated plugin: every other route keeps parsing JSON.
 */
export async function registerWebhookRoute(app: FastifyInstance, processor: WebhookProcessor) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(WEBHOOK_PATH, access('webhook'), async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await processor.receive(raw, request.headers['stripe-signature']);
      return reply.status(outcome.statusCode).send(outcome.body);
    });
  });
}
