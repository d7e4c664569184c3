import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './metrics.js';

/**
 * Counts every request by its route pattern (`/api/conversations/:id`, never the URL, so the
 * label set stays small) when its response ends. Listening on the raw response covers streamed
 * replies too, which take the response over and skip Fastify's own onResponse hooks.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics) {
  app.addHook('onRequest', (request, reply, done) => {
    const started = process.hrtime.bigint();
    reply.raw.once('close', () => {
      const route = request.routeOptions.url ?? 'unmatched';
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpRequests.inc({
        method: request.method,
        route,
        status_code: String(reply.raw.statusCode),
      });
      metrics.httpDuration.observe({ method: request.method, route }, seconds);
    });
    done();
  });
}
