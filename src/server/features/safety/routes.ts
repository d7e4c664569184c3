import type { FastifyInstance } from 'fastify';
import { userIdParamsSchema } from '../../../shared/api/auth.js';
import { parseInput } from '../../http/errors.js';
import type { AuthService } from '../auth/index.js';
import type { SafetyService } from './service.js';
import { access } from '../../http/access.js';

export function registerSafetyRoutes(
  app: FastifyInstance,
  safety: SafetyService,
  auth: AuthService,
) {
  app.post('/api/admin/users/:userId/lift-suspension', access('admin'), async (request) => {
    await auth.requireAdmin(request);
    const { userId } = parseInput(userIdParamsSchema, request.params);
    await safety.liftSuspension(userId);
    return { ok: true };
  });
}
