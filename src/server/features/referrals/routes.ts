import type { FastifyInstance } from 'fastify';
import { access } from '#server/http/access.js';
import type { AuthService } from '../auth/index.js';
import type { ReferralsService } from './service.js';

/** HTTP only: the member's own referral code and figures. */
export function registerReferralRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; referrals: ReferralsService },
) {
  app.get('/api/referrals', access('member'), async (request) =>
    deps.referrals.stats((await deps.auth.requireUser(request)).id),
  );
}

/** Admin: referral totals and top referrers; registered inside the admin-only scope. */
export function referralAdminRoutes(referrals: ReferralsService) {
  return (scope: FastifyInstance) => {
    scope.get('/api/admin/referrals', { config: { access: 'admin' } }, async () =>
      referrals.totals(),
    );
  };
}
