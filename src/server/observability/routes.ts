import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { access } from '../http/access.js';
import { notFound } from '../http/errors.js';
import type { AppMetrics } from './metrics.js';

/**
 * `GET /metrics` in Prometheus text format, for a scraper holding `METRICS_TOKEN` as a bearer
 * token. Without a token configured it answers 404 like an unknown API path (not the web app's
 * page): figures about the business are never public by accident.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: AppMetrics,
  token: string | undefined,
) {
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', access('operator'), async (request, reply) => {
    if (!token) throw notFound('No such route.');
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ error: { code: 'unauthorized', message: 'A valid metrics token is required.' } });
    }
    return reply
      .header('Content-Type', metrics.registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
