import { randomUUID } from 'node:crypto';
import type { Agent as HttpsAgent } from 'node:https';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { registerPortraitRoutes } from './features/characters/portraits.js';
import { registerCharacterRoutes } from './features/characters/routes.js';
import { createCharactersService, type CharactersService } from './features/characters/service.js';
import { getOrCreateSetting, randomSecret } from './db/settings.js';
import { createAnalyticsService, type AnalyticsService } from './features/analytics/service.js';
import { setUpAuth, type AccountDataRegistry, type AuthService } from './features/auth/index.js';
import {
  setUpBilling,
  type BillingService,
  type CreditsService,
  type PaymentsProvider,
} from './features/billing/index.js';
import {
  createChatService,
  createChatStore,
  chatHistoryWindow,
  registerChatRoutes,
  type ChatService,
} from './features/chat/index.js';
import { createSafetyService, type SafetyService } from './features/safety/index.js';
import { createLlmProvider } from './providers/llm/index.js';
import type { LlmProvider } from './providers/llm/types.js';
import { createModerationProvider } from './providers/moderation/index.js';
import type { RouteAccess } from './http/access.js';
import { registerErrorHandling } from './http/errorHandler.js';
import { registerOriginGuard, trustedOriginsFor } from './http/originGuard.js';
import { createRateLimiter, type RateLimiter } from './http/rateLimiter.js';
import { registerHealthRoutes } from './http/health.js';
import { MAX_BODY_BYTES, registerJsonBodyParser } from './http/jsonBody.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerWebApp } from './http/webApp.js';
import { createJobQueue, type JobQueue } from './jobs/queue.js';
import {
  createImagingService,
  createImagingStore,
  registerComfyRoutes,
  registerImagingRoutes,
  type ImagingService,
} from './features/imaging/index.js';
import {
  createComfyPassthrough,
  createImageBackend,
  type ImageBackend,
} from './providers/images/index.js';
import { createFileStorage, type FileStorage } from './providers/storage/index.js';
import { setUpAdmin, type Diagnostics } from './features/admin/index.js';
import {
  createVoiceService,
  createVoiceStore,
  registerVoiceRoutes,
  voiceAdminRoutes,
  type VoiceService,
} from './features/voice/index.js';
import { createSpeechProvider } from './providers/tts/index.js';
import type { SpeechProvider } from './providers/tts/types.js';
import { isStripeConfigured } from './providers/payments/index.js';
import { couponAdminRoutes } from './features/coupons/index.js';
import {
  createReferralStore,
  createReferralsService,
  referralAdminRoutes,
  registerReferralRoutes,
  type ReferralsService,
} from './features/referrals/index.js';
import { createEmailProvider, type EmailProvider } from './providers/email/index.js';
import {
  createEmailService,
  registerEmailRoutes,
  type EmailService,
} from './features/notifications/index.js';
import { APP_NAME } from '../shared/constants.js';
import { createPushProvider } from './providers/push/index.js';
import {
  createDailyMessages,
  pushDiagnostic,
  setUpPush,
  type DailyMessages,
  type PushService,
} from './features/notifications/index.js';
import { setUpWeeklyDigest, type WeeklyDigest } from './features/notifications/index.js';
import { createWeeklyActivity } from './features/chat/index.js';
import {
  createMetrics,
  instrumentLlm,
  registerDatabaseGauges,
  registerHttpMetrics,
  registerMetricsRoute,
  registerOpenApiRoute,
  type ApiDoc,
  type AppMetrics,
} from './observability/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route, for tests that walk the whole API. */
    routeList: RouteEntry[];
    /** The feature services, for main.ts, the CLI and tests. */
    services: AppServices;
    /** This app's Prometheus metrics (its own registry; `/metrics` when METRICS_TOKEN is set). */
    metrics: AppMetrics;
  }
}

/**
 * Connections the kernel may hold for us while the event loop is busy (Node's default is 511;
 * Linux caps it at net.core.somaxconn, 4096 by default). A burst of new streams beyond the queue
 * is answered with resets, so it is sized for thousands of chat streams opening at once.
 */
export const LISTEN_BACKLOG = 4096;

const APP_VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string })
  .version;

export interface RouteEntry {
  method: string;
  url: string;
  /** Who may call it (`config.access`); the access-matrix test fails on a route without one. */
  readonly access: RouteAccess | undefined;
  /** Its entry in /api/openapi.json, when the route declares one (`config.api`). */
  readonly api: ApiDoc | undefined;
}

export interface AppServices {
  auth: AuthService;
  accountData: AccountDataRegistry;
  analytics: AnalyticsService;
  characters: CharactersService;
  safety: SafetyService;
  chat: ChatService;
  llm: LlmProvider;
  billing: BillingService;
  credits: CreditsService;
  jobs: JobQueue;
  imaging: ImagingService;
  referrals: ReferralsService;
  voice: VoiceService;
  email: EmailService;
  /** The admin's on-demand checks; a feature adds its own with `diagnostics.register(...)`. */
  diagnostics: Diagnostics;
  push: PushService;
  daily: DailyMessages;
  digest: WeeklyDigest;
}

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino options, or false for silent tests. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app, else WEB_DIST_DIR; tests point it elsewhere or at nothing. */
  webDistDir?: string;
  limiter?: RateLimiter;
  /** The language model; defaults to the configured endpoint or the offline engine. */
  llm?: LlmProvider;
  /** Payments; defaults to Stripe when configured, else the local test mode. Tests pass a fake. */
  payments?: PaymentsProvider;
  /** The clock of reply leases; fault tests move it instead of waiting. */
  clock?: () => Date;
  /** The image backend (ComfyUI or the local preview renderer); tests pass a fake. */
  imageBackend?: ImageBackend;
  /** Where generated images are kept (S3 or DATA_DIR/files); tests pass an in-memory one. */
  fileStorage?: FileStorage;
  /** Text to speech (an OpenAI-compatible endpoint or the offline voice); tests pass a fake. */
  speech?: SpeechProvider;
  /** How long a voice request waits for its audio; tests shorten it. */
  voiceWaitMs?: number;
  /** Outgoing e-mail (Resend, SMTP or the embedded outbox); tests pass an SMTP one on loopback. */
  emailProvider?: EmailProvider;
  /** The https agent web push sends through; tests trust their loopback push service with it. */
  pushAgent?: HttpsAgent;
}

/** Builds the whole HTTP app from its dependencies; main.ts and the tests both call this. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.LOG_LEVEL,
      // Query strings can hold what a user typed (an admin's user search by e-mail): log the path only.
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: request.url.split('?')[0],
          remoteAddress: request.ip,
        }),
      },
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: MAX_BODY_BYTES,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  registerJsonBodyParser(app);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  registerHttpMetrics(app, metrics);
  registerDatabaseGauges(metrics, database.db);
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeList.push({
        method,
        url: route.url,
        // Read late: a scope's own onRoute hook may declare it after this one ran.
        get access() {
          return route.config?.access;
        },
        get api() {
          return route.config?.api;
        },
      });
  });

  const sendSpaIndex = await registerWebApp(app, deps.webDistDir ?? config.WEB_DIST_DIR);
  registerErrorHandling(app, sendSpaIndex);
  registerSecurityHeaders(app, { isProduction: config.isProduction });
  registerHealthRoutes(app, database);
  registerMetricsRoute(app, metrics, config.METRICS_TOKEN);

  // Features register their queues' handlers while the app is built; polling starts once it is ready.
  const jobs = createJobQueue(database.db);
  app.addHook('onReady', async () => jobs.start());

  const limiter = deps.limiter ?? createRateLimiter(config.REDIS_URL);
  app.addHook('onClose', async () => limiter.close());
  const trustedOrigins = trustedOriginsFor(config.appUrl);
  // Mail clients post the one-click unsubscribe from their own servers; its signed token is the proof.
  registerOriginGuard(app, trustedOrigins, ['/api/billing/webhook', '/api/email/unsubscribe']);
  const secret =
    config.AUTH_SECRET ?? (await getOrCreateSetting(database.db, 'auth_secret', randomSecret));
  const email = createEmailService({
    db: database.db,
    jobs,
    provider: deps.emailProvider ?? createEmailProvider(config),
    from: config.emailFrom,
    appUrl: config.appUrl,
    secret,
    defaults: { appName: APP_NAME },
    log: app.log,
  });
  registerEmailRoutes(app, email);
  const {
    service: auth,
    accountData,
    onSignUp,
  } = await setUpAuth(app, {
    config,
    db: database.db,
    secret,
    trustedOrigins,
    limiter,
  });
  onSignUp(async (created) => {
    await email.queue({
      templateName: 'welcome_email',
      to: created.email,
      userId: created.id,
      values: { username: created.username },
    });
  });
  email.registerDataOwner(accountData);

  const analytics = createAnalyticsService(database.db, app.log, (type) =>
    metrics.events.inc({ type }),
  );
  analytics.registerDataOwner(accountData);
  const safety = createSafetyService({
    db: database.db,
    auth,
    analytics,
    moderation: createModerationProvider(config),
    log: app.log,
    onIncident: (incident) => metrics.safetyIncidents.inc(incident),
  });
  safety.registerDataOwner(accountData);
  const {
    billing,
    credits,
    coupons,
    operations: billingOperations,
  } = await setUpBilling(app, {
    config,
    db: database.db,
    auth,
    analytics,
    accountData,
    limiter,
    email,
    payments: deps.payments,
    getPaywallVariant: (userId) => safety.paywallVariantOfUser(userId),
  });

  const referrals = createReferralsService({
    store: createReferralStore(database.db),
    analytics,
    purchases: (userIds) => billing.purchaseSummary(userIds),
    usernameOf: async (userId) => (await auth.getViewerById(userId))?.username ?? null,
    appUrl: config.appUrl,
    currency: config.CURRENCY,
    log: app.log,
  });
  onSignUp((created, headers) => referrals.attributeSignUp(created.id, headers));
  referrals.registerDataOwner(accountData);
  registerReferralRoutes(app, { auth, referrals });

  const characters = createCharactersService(database.db);
  registerCharacterRoutes(app, characters);

  const pushing = setUpPush(app, {
    db: database.db,
    provider: await createPushProvider(config, database.db, deps.pushAgent),
    auth,
    analytics,
  });
  pushing.push.registerDataOwner(accountData);

  const llm = instrumentLlm(deps.llm ?? createLlmProvider(config), metrics);

  const store = createChatStore(database.db, chatHistoryWindow(config.LLM_CONTEXT_TOKENS));
  const chat = createChatService({
    config,
    store,
    llm,
    characters,
    safety,
    limiter,
    auth,
    log: app.log,
    notifier: pushing.notifier,
    observeReply: (outcome) => metrics.replies.inc({ outcome }),
    lease: {
      // Stable across restarts of one instance, so it can finish what it owned before.
      instanceId: config.INSTANCE_ID ?? `${hostname()}:${config.PORT}`,
      clock: deps.clock ?? (() => new Date()),
      leaseMs: config.CHAT_REPLY_LEASE_MS,
    },
  });
  app.addHook('onReady', async () => {
    await chat.recovery.recoverOwn();
    chat.recovery.start();
  });
  chat.registerDataOwner(accountData);
  await app.register(async (scope) => {
    // Every chat route serves guests and members alike (each checks the conversation's owner).
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: route.config?.access ?? 'visitor' };
    });
    registerChatRoutes(scope, chat);
  });
  // Graceful shutdown (docs/DEPLOY.md): once close() begins every new request gets 503; running
  // replies get SHUTDOWN_GRACE_MS to finish, the rest are handed to the lease recovery, which
  // records them as interrupted with their text so far (none is lost or left locked).
  app.addHook('preClose', async () => {
    chat.recovery.stop();
    const handedOver = await chat.runner.drain(config.SHUTDOWN_GRACE_MS);
    if (handedOver.length > 0) {
      await chat.recovery.recoverOwn();
      app.log.warn({ conversations: handedOver.length }, 'replies handed over on shutdown');
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all([chat.runner.drain(), jobs.stop(config.SHUTDOWN_GRACE_MS)]);
    // Counts added up in memory are written before the database goes away.
    await characters.flushMessageCounts();
  });
  registerPortraitRoutes(app);

  // ComfyUI when configured, else the local preview renderer; S3 when configured, else DATA_DIR.
  const imageBackend = deps.imageBackend ?? createImageBackend(config);
  const fileStorage = deps.fileStorage ?? createFileStorage(config);
  const imaging = createImagingService({
    config,
    db: database.db,
    store: createImagingStore(database.db),
    characters,
    chat: chat.conversations,
    safety,
    credits,
    analytics,
    limiter,
    jobs,
    backend: imageBackend,
    storage: fileStorage,
    log: app.log,
    onImageReady: (userId, image) => pushing.notifier.imageReady(userId, image),
  });
  imaging.registerDataOwner(accountData);
  registerImagingRoutes(app, { auth, imaging });
  registerComfyRoutes(app, { auth, comfy: createComfyPassthrough(config.COMFYUI_URL) });

  const voice = createVoiceService({
    config,
    db: database.db,
    store: createVoiceStore(database.db),
    chat,
    credits,
    limiter,
    jobs,
    speech: deps.speech ?? createSpeechProvider(config),
    storage: fileStorage,
    log: app.log,
    waitMs: deps.voiceWaitMs,
  });
  voice.registerDataOwner(accountData);
  registerVoiceRoutes(app, { auth, chat, voice });

  const daily = createDailyMessages({
    jobs,
    store: pushing.store,
    push: pushing.push,
    chat,
    auth,
    analytics,
    log: app.log,
  });
  // After the queue started (onReady hooks run in order): the hour's scheduler job exists.
  app.addHook('onReady', async () => daily.start());

  // The weekly digest e-mail (docs/decisions/0066-weekly-digest.md): chat's figures, the outbox.
  const digest = setUpWeeklyDigest({
    db: database.db,
    jobs,
    email,
    auth,
    activity: createWeeklyActivity(database.db),
    characterName: async (id) => (await characters.getForChat(id))?.publicCharacter.name ?? null,
    log: app.log,
  });
  digest.registerDataOwner(accountData);
  app.addHook('onReady', async () => digest.start());

  const paymentsKind = deps.payments?.kind ?? (isStripeConfigured(config) ? 'stripe' : 'test');
  const admin = await setUpAdmin(app, {
    config,
    database,
    auth,
    characters,
    llm,
    moderation: createModerationProvider(config),
    storage: fileStorage,
    images: imageBackend,
    safety,
    credits,
    billing: billingOperations,
    coupons,
    routes: [
      referralAdminRoutes(referrals),
      couponAdminRoutes(coupons),
      voiceAdminRoutes({ voice }),
    ],
    email,
    payments: {
      kind: paymentsKind,
      // Test mode signs its own events with a generated secret; Stripe needs the endpoint's.
      webhookSecretSet: paymentsKind === 'test' || Boolean(config.STRIPE_WEBHOOK_SECRET),
    },
    onCardImported: (characterId, card) => voice.adoptFromCard(characterId, card),
  });

  admin.diagnostics.register(pushDiagnostic(pushing.push));
  registerOpenApiRoute(app, {
    routes: () => routeList,
    requireAdmin: (request) => auth.requireAdmin(request),
    version: APP_VERSION,
  });

  app.decorate('services', {
    auth,
    accountData,
    analytics,
    characters,
    safety,
    chat,
    llm,
    billing,
    credits,
    jobs,
    imaging,
    referrals,
    voice,
    email,
    diagnostics: admin.diagnostics,
    push: pushing.push,
    daily,
    digest,
  });

  return app;
}
