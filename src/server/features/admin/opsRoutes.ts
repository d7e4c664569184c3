import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  analyticsQuerySchema,
  diagnosticParamsSchema,
  emailQuerySchema,
  numericIdParamsSchema,
  webhookQuerySchema,
} from '#shared/api/adminOps.js';
import { notFound, parseInput } from '#server/http/errors.js';
import type { AuthService } from '../auth/index.js';
import type { Diagnostics } from './diagnostics.js';
import type { OperationsAdmin } from './operations.js';
import { ADMIN_ROUTE_CONFIG as config } from './routes.js';

/** Webhooks, E-mail, Analytics, Diagnostics and coupons: registered inside the admin-only scope. */
export function opsRoutes(deps: {
  auth: AuthService;
  operations: OperationsAdmin;
  diagnostics: Diagnostics;
}) {
  const { operations, diagnostics } = deps;
  const actor = (request: FastifyRequest) => deps.auth.requireAdmin(request);
  const idOf = (request: FastifyRequest) => parseInput(numericIdParamsSchema, request.params).id;

  return (scope: FastifyInstance) => {
    scope.get('/api/admin/webhooks', { config }, async (request) =>
      operations.webhooks(parseInput(webhookQuerySchema, request.query)),
    );
    scope.post('/api/admin/webhooks/:id/replay', { config }, async (request) =>
      operations.replayWebhook(await actor(request), idOf(request)),
    );

    scope.get('/api/admin/emails', { config }, async (request) =>
      operations.emails(parseInput(emailQuerySchema, request.query)),
    );
    scope.post('/api/admin/emails/:id/resend', { config }, async (request) =>
      operations.resendEmail(await actor(request), idOf(request)),
    );

    scope.get('/api/admin/analytics/events', { config }, async (request) =>
      operations.analytics(parseInput(analyticsQuerySchema, request.query)),
    );

    scope.get('/api/admin/coupons', { config }, async () => operations.coupons());

    scope.get('/api/admin/diagnostics', { config }, async () => ({ items: diagnostics.list() }));
    scope.post('/api/admin/diagnostics/:check', { config }, async (request) => {
      const { check } = parseInput(diagnosticParamsSchema, request.params);
      const result = await diagnostics.run(check, { actor: await actor(request) });
      if (!result) throw notFound(`No diagnostic named ${check}.`);
      return result;
    });
  };
}
