import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { access } from './access.js';

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle) {
  app.get('/healthz', access('public'), async () => ({ status: 'ok' }));

  app.get('/readyz', access('public'), async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({
        error: { code: 'database_unavailable', message: 'The database does not answer.' },
      });
    }
  });
}
