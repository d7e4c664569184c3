import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { PushProvider } from '../../../providers/push/index.js';
import type { AnalyticsService } from '../../analytics/service.js';
import type { AuthService } from '../../auth/index.js';
import { createReadyNotifier } from './readyNotifier.js';
import { registerPushRoutes } from './routes.js';
import { createPushService } from './service.js';
import { createPushStore } from './store.js';

export type { PushService, SendSummary } from './service.js';
export type { PushStore } from './store.js';
export { chatLink } from './links.js';
export { pushDiagnostic } from './diagnostic.js';

/** Web push: subscriptions, settings, the routes, and the notifier other features are given. */
export function setUpPush(
  app: FastifyInstance,
  deps: {
    db: Database;
    provider: PushProvider;
    auth: AuthService;
    analytics: AnalyticsService;
  },
) {
  const store = createPushStore(deps.db);
  const push = createPushService({
    store,
    provider: deps.provider,
    analytics: deps.analytics,
    log: app.log,
  });
  registerPushRoutes(app, { auth: deps.auth, push });
  return { push, store, notifier: createReadyNotifier(push) };
}
