import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { LlmProvider } from '../../providers/llm/types.js';
import type { ModerationProvider } from '../../providers/moderation/index.js';
import { createAnalyticsAdminStats } from '../analytics/index.js';
import type { CharactersService } from '../characters/index.js';
import { createAuthAdminStats, type AuthService } from '../auth/index.js';
import { createBillingAdminStats } from '../billing/index.js';
import { createChatAdminStats } from '../chat/index.js';
import { classifyText, createSafetyAdminStats } from '../safety/index.js';
import { createCharacterAdmin } from './characterAdmin.js';
import { characterRoutes } from './characterRoutes.js';
import { registerCoreChecks } from './coreChecks.js';
import { createPersonaService } from './personas.js';
import { createDashboardService } from './dashboard.js';
import { createQaRegistry } from './qaRegistry.js';
import { registerAdminRoutes } from './routes.js';

export type { QaRegistry, QaCheck } from './qaRegistry.js';

export interface AdminSetupDeps {
  config: AppConfig;
  database: DatabaseHandle;
  auth: AuthService;
  characters: CharactersService;
  llm: LlmProvider;
  moderation: ModerationProvider | null;
  payments: { kind: string; webhookSecretSet: boolean };
  /** Further admin route groups (characters, personas …) registered inside the admin scope. */
  routes?: Array<(scope: FastifyInstance) => void>;
}

/** The operator's half: dashboard figures, live checks and the admin API. */
export async function setUpAdmin(app: FastifyInstance, deps: AdminSetupDeps) {
  const { db } = deps.database;
  const qa = createQaRegistry();
  registerCoreChecks(qa, {
    ...deps,
    classify: async (text) => classifyText(text, { source: 'user' }),
  });
  const dashboard = createDashboardService({
    auth: createAuthAdminStats(db),
    billing: createBillingAdminStats(db),
    analytics: createAnalyticsAdminStats(db),
    safety: createSafetyAdminStats(db),
    chat: createChatAdminStats(db),
    currency: deps.config.CURRENCY,
  });
  const analytics = createAnalyticsAdminStats(db);
  const personas = createPersonaService({
    db,
    characters: deps.characters,
    analytics,
    llm: deps.llm,
  });
  const characters = createCharacterAdmin({ db, characters: deps.characters });
  await registerAdminRoutes(app, {
    db,
    auth: deps.auth,
    dashboard,
    qa,
    extra: [characterRoutes({ auth: deps.auth, characters, personas }), ...(deps.routes ?? [])],
  });
  return { qa, dashboard };
}
