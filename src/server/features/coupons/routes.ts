import type { FastifyInstance } from 'fastify';
import { couponCodeParamsSchema, localCouponCreateSchema } from '#shared/api/growth.js';
import { parseInput } from '#server/http/errors.js';
import type { CouponsService } from './service.js';

const ADMIN = { access: 'admin' } as const;

/** Admin: local coupons of the test-mode checkout; registered inside the admin-only scope. */
export function couponAdminRoutes(coupons: CouponsService) {
  return (scope: FastifyInstance) => {
    scope.post('/api/admin/coupons', { config: ADMIN }, async (request, reply) => {
      const created = await coupons.createLocal(
        parseInput(localCouponCreateSchema, request.body ?? {}),
      );
      reply.code(201);
      return { ...created, createdAt: created.createdAt.toISOString() };
    });
    for (const [action, active] of [
      ['disable', false],
      ['enable', true],
    ] as const) {
      scope.post(`/api/admin/coupons/:code/${action}`, { config: ADMIN }, async (request) => {
        const { code } = parseInput(couponCodeParamsSchema, request.params);
        const updated = await coupons.setLocalActive(code, active);
        return { ...updated, createdAt: updated.createdAt.toISOString() };
      });
    }
  };
}
