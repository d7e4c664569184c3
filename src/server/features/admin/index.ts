import type { AppConfig } from '#server/config.js';
import type { DatabaseHandle } from '#server/db/client.js';
import type { LlmProvider } from '#server/providers/llm/types.js';
import type { ModerationProvider } from '#server/providers/moderation/index.js';
import { createAnalyticsAdminStats } from '../analytics/index.js';
import type { CharactersService } from '../characters/index.js';
import { createAuthAdminStats, type AuthService } from '../auth/index.js';
import { createBillingAdminStats, type BillingOperations } from '../billing/index.js';
import type { CreditsService } from '../credits/index.js';
import { createChatAdminStats } from '../chat/index.js';
import type { EmailService } from '../notifications/index.js';
import { classifyText, createSafetyAdminStats, type SafetyService } from '../safety/index.js';
import { createCharacterAdmin } from './characterAdmin.js';
import { registerCoreChecks } from './coreChecks.js';
import { registerCoreDiagnostics } from './coreDiagnostics.js';
import { createDiagnostics } from './diagnostics.js';
import { createModerationAdmin } from './moderation.js';
import { createOperationsAdmin } from './operations.js';
import { createUserAdmin } from './users.js';
import { createPersonaService } from './personas.js';
import { createDashboardService, type DashboardSources } from './dashboard.js';
import { createQaRegistry } from './qaRegistry.js';
import type { ImageBackend } from '#server/providers/images/types.js';
import type { FileStorage } from '#server/providers/storage/types.js';

export type { QaRegistry, QaCheck } from './qaRegistry.js';
export type { Diagnostics, Diagnostic } from './diagnostics.js';

export { characterRoutes } from './characterRoutes.js';
export { opsRoutes } from './opsRoutes.js';
export { userRoutes } from './userRoutes.js';
export { registerAdminRoutes } from './routes.js';

export interface AdminDeps {
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
  /** Called after a Character Card import with the card's data (the voice feature keeps its voice). */
  onCardImported?: (characterId: string, card: Record<string, unknown>) => Promise<unknown>;
}

/** The operator's half: dashboard figures, live checks, diagnostics and the admin actions. */
export function createAdmin(deps: AdminDeps) {
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
  return {
    qa,
    dashboard,
    diagnostics,
    personas,
    characterAdmin: characters,
    userAdmin: users,
    moderationAdmin: moderation,
    operationsAdmin: operations,
  };
}

export type Admin = ReturnType<typeof createAdmin>;
