import type { FastifyInstance } from 'fastify';
import { adminRangeQuerySchema } from '#shared/api/admin.js';
import { parseInput } from '#server/http/errors.js';
import type { Database } from '#server/db/client.js';
import type { AuthService } from '../auth/index.js';
import { recentAudit } from './audit.js';
import type { DashboardService } from './dashboard.js';
import type { QaRegistry } from './qaRegistry.js';

const ADMIN = { access: 'admin' } as const;
const AUDIT_PAGE_SIZE = 100;

/**
 * The admin API. Every route lives in one encapsulated scope whose hook refuses anyone but an
 * admin (401 signed out, 403 otherwise) before the handler runs, decided from the session.
 */
export async function registerAdminRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    auth: AuthService;
    dashboard: DashboardService;
    qa: QaRegistry;
    extra: Array<(scope: FastifyInstance) => void>;
  },
) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      await deps.auth.requireAdmin(request);
    });

    scope.get('/api/admin/dashboard', { config: ADMIN }, async (request) => {
      const { range } = parseInput(adminRangeQuerySchema, request.query);
      return deps.dashboard.dashboard(range);
    });

    scope.get('/api/admin/credits-stats', { config: ADMIN }, async () =>
      deps.dashboard.creditsStats(),
    );

    scope.get('/api/admin/qa-checklist', { config: ADMIN }, async () => deps.qa.runAll());

    scope.get('/api/admin/audit', { config: ADMIN }, async () => ({
      items: await recentAudit(deps.db, AUDIT_PAGE_SIZE),
    }));

    for (const register of deps.extra) register(scope);
  });
}

export { ADMIN as ADMIN_ROUTE_CONFIG };
