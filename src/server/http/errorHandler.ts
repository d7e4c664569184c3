import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** Maps every thrown error to the one error shape; only real faults become 500s. */
export function registerErrorHandling(
  app: FastifyInstance,
  sendSpaIndex: (request: FastifyRequest, reply: FastifyReply) => boolean,
) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.extra.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, fields: error.extra.fields },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) {
        return reply.status(429).send({
          error: {
            code: 'rate_limited',
            message: error.message || 'Too many requests. Please slow down.',
          },
        });
      }
      return reply.status(status).send({
        error: { code: error.code?.toLowerCase() ?? 'bad_request', message: error.message },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
  });

  app.setNotFoundHandler((request, reply) => {
    if (sendSpaIndex(request, reply)) return reply;
    return reply.status(404).send({
      error: {
        code: 'not_found',
        message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
      },
    });
  });
}
