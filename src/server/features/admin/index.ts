import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { LlmProvider } from '../../providers/llm/types.js';
import type { ModerationProvider } from '../../providers/moderation/index.js';
import { createAnalyticsAdminStats } from '../analytics/index.js';
import type { CharactersService } from '../characters/index.js';
import { createAuthAdminStats, type AuthService } from '../auth/index.js';
import {
  createBillingAdminStats,
  type BillingOperations,
  type CreditsService,
} from '../billing/index.js';
import { createChatAdminStats } from '../chat/index.js';
import type { EmailService } from '../notifications/index.js';
import { classifyText, createSafetyAdminStats, type SafetyService } from '../safety/index.js';
import { createCharacterAdmin } from './characterAdmin.js';
import { characterRoutes } from './characterRoutes.js';
import { registerCoreChecks } from './coreChecks.js';
import { registerCoreDiagnostics } from './coreDiagnostics.js';
import { createDiagnostics } from './diagnostics.js';
import { createModerationAdmin } from './moderation.js';
import { createOperationsAdmin } from './operations.js';
import { opsRoutes } from './opsRoutes.js';
import { userRoutes } from './userRoutes.js';
import { createUserAdmin } from './users.js';
import { createPersonaService } from './personas.js';
import { createDashboardService, type DashboardSources } from './dashboard.js';
import { createQaRegistry } from './qaRegistry.js';
import { registerAdminRoutes } from './routes.js';
import type { ImageBackend } from '../../providers/images/types.js';
import type { FileStorage } from '../../providers/storage/types.js';

export type { QaRegistry, QaCheck } from './qaRegistry.js';
export type { Diagnostics, Diagnostic } from './diagnostics.js';

export interface AdminSetupDeps {
  config: AppConfig;
  database: DatabaseHandle;
  auth: AuthService;
  characters: CharactersService;
  llm: LlmProvider;
  moderation: ModerationProvider | null;
  storage: FileStorage;
  images: ImageBackend;
  safety: SafetyService;
  credits: CreditsService;
  /** Billing's operator actions: webhook replay, the e-mail outbox, coupons. */
  billing: BillingOperations;
  /** The e-mail outbox, its provider check and the diagnostic send. */
  email: EmailService;
  payments: { kind: string; webhookSecretSet: boolean };
  /** Coupon redemptions for the dashboard (the coupons feature's figures). */
  coupons: DashboardSources['coupons'];
  /** Further admin route groups (characters, personas …) registered inside the admin scope. */
  routes?: Array<(scope: FastifyInstance) => void>;
  /** Called after a Character Card import with the card's data (the voice feature keeps its voice). */
  onCardImported?: (characterId: string, card: Record<string, unknown>) => Promise<unknown>;
}

/** The operator's half: dashboard figures, live checks and the admin API. */
export async function setUpAdmin(app: FastifyInstance, deps: AdminSetupDeps) {
  const { db } = deps.database;
  const qa = createQaRegistry();
  registerCoreChecks(qa, {
    ...deps,
    payments: {
      ...deps.payments,
      reach: () => deps.billing.probeProvider(),
    },
    classify: async (text) => classifyText(text, { source: 'user' }),
    email: deps.email,
  });
  const diagnostics = createDiagnostics();
  registerCoreDiagnostics(diagnostics, { qa, email: deps.email, storage: deps.storage });
  const authStats = createAuthAdminStats(db);
  const analytics = createAnalyticsAdminStats(db);
  const billingStats = createBillingAdminStats(db);
  const chatStats = createChatAdminStats(db);
  const dashboard = createDashboardService({
    auth: authStats,
    billing: billingStats,
    analytics,
    safety: createSafetyAdminStats(db),
    chat: chatStats,
    coupons: deps.coupons,
    currency: deps.config.CURRENCY,
  });
  const personas = createPersonaService({
    db,
    characters: deps.characters,
    analytics,
    llm: deps.llm,
  });
  const characters = createCharacterAdmin({
    db,
    characters: deps.characters,
    onCardImported: deps.onCardImported,
  });
  const users = createUserAdmin({
    db,
    auth: deps.auth,
    authStats,
    billingStats,
    chatStats,
    credits: deps.credits,
    safety: deps.safety,
  });
  const moderation = createModerationAdmin({ db, auth: deps.auth, safety: deps.safety });
  const operations = createOperationsAdmin({
    db,
    billingStats,
    billing: deps.billing,
    analytics,
    email: deps.email,
  });
  await registerAdminRoutes(app, {
    db,
    auth: deps.auth,
    dashboard,
    qa,
    extra: [
      characterRoutes({ auth: deps.auth, characters, personas }),
      userRoutes({ auth: deps.auth, users, moderation }),
      opsRoutes({ auth: deps.auth, operations, diagnostics }),
      ...(deps.routes ?? []),
    ],
  });
  return { qa, dashboard, diagnostics };
}
