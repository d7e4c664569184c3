import type { FastifyInstance, FastifyRequest } from 'fastify';
import { access } from '#server/http/access.js';
import { buildOpenApiDocument, type DocumentedRoute } from './document.js';

/**
 * `GET /api/openapi.json`, admins only: it lists the admin routes too, which are nobody else's
 * business. Built once, on first request, from the route table the app collected while it was
 * built, so every route any feature registers is in it.
 */
export function registerOpenApiRoute(
  app: FastifyInstance,
  deps: {
    routes: () => DocumentedRoute[];
    requireAdmin: (request: FastifyRequest) => Promise<unknown>;
    version: string;
  },
) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/openapi.json', access('admin'), async (request, reply) => {
    await deps.requireAdmin(request);
    document ??= buildOpenApiDocument(deps.routes(), { version: deps.version });
    return reply.header('Cache-Control', 'no-store').send(document);
  });
}
