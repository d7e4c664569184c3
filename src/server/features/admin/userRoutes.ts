import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminRoleSchema,
  creditAdjustmentSchema,
  moderationActionSchema,
  moderationQuerySchema,
  numericIdParamsSchema,
  premiumGrantSchema,
  suspendSchema,
  userSearchQuerySchema,
} from '#shared/api/adminOps.js';
import { userIdParamsSchema } from '#shared/api/auth.js';
import { parseInput } from '#server/http/errors.js';
import type { AuthService } from '../auth/index.js';
import type { ModerationAdmin } from './moderation.js';
import { ADMIN_ROUTE_CONFIG as config } from './routes.js';
import type { UserAdmin } from './users.js';

/** The Users and Conversations (moderation) tabs: registered inside the admin-only scope. */
export function userRoutes(deps: {
  auth: AuthService;
  users: UserAdmin;
  moderation: ModerationAdmin;
}) {
  const { users, moderation } = deps;
  const actor = (request: FastifyRequest) => deps.auth.requireAdmin(request);
  const userIdOf = (request: FastifyRequest) =>
    parseInput(userIdParamsSchema, request.params).userId;

  return (scope: FastifyInstance) => {
    scope.get('/api/admin/users', { config }, async (request) => {
      const { q, limit, offset } = parseInput(userSearchQuerySchema, request.query);
      return users.search({ query: q, limit, offset });
    });
    scope.get('/api/admin/users/:userId', { config }, async (request) =>
      users.detail(userIdOf(request)),
    );
    scope.post('/api/admin/users/:userId/premium', { config }, async (request) => {
      const { granted } = parseInput(premiumGrantSchema, request.body);
      return users.setPremium(await actor(request), userIdOf(request), granted);
    });
    scope.post('/api/admin/users/:userId/admin', { config }, async (request) => {
      const { admin } = parseInput(adminRoleSchema, request.body);
      return users.setAdmin(await actor(request), userIdOf(request), admin);
    });
    scope.post('/api/admin/users/:userId/suspend', { config }, async (request) => {
      const { reason } = parseInput(suspendSchema, request.body);
      return users.suspend(await actor(request), userIdOf(request), reason);
    });
    // The older path of the safety review; it takes no body.
    scope.post('/api/admin/users/:userId/lift-suspension', { config }, async (request) =>
      users.lift(await actor(request), userIdOf(request)),
    );
    scope.post('/api/admin/users/:userId/credits', { config }, async (request) => {
      const { amount, reason } = parseInput(creditAdjustmentSchema, request.body);
      return users.adjustCredits(await actor(request), userIdOf(request), amount, reason);
    });

    scope.get('/api/admin/moderation', { config }, async (request) =>
      moderation.list(parseInput(moderationQuerySchema, request.query)),
    );
    scope.post('/api/admin/moderation/:id', { config }, async (request) => {
      const { id } = parseInput(numericIdParamsSchema, request.params);
      const { action } = parseInput(moderationActionSchema, request.body);
      return moderation.review(await actor(request), id, action);
    });
  };
}
