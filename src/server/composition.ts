/**
 * The whole object graph in one place (docs/ARCHITECTURE.md#composition): every provider and
 * feature service is built here, in dependency order, from the configuration and the overrides
 * tests pass. Nothing is set after construction; hooks that run later (a sign-up, an account's
 * data export) are registered right after the service they call. app.ts registers the HTTP
 * plugins and routes over what this returns.
 */
import type { Agent as HttpsAgent } from 'node:https';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { APP_NAME } from '#shared/constants.js';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { getOrCreateSetting, randomSecret } from './db/settings.js';
import { trustedOriginsFor } from './http/originGuard.js';
import { createRateLimiter, type RateLimiter } from './http/rateLimiter.js';
import { createJobQueue } from './jobs/queue.js';
import { createAdmin } from './features/admin/index.js';
import { createAnalyticsService } from './features/analytics/index.js';
import { createAuth } from './features/auth/index.js';
import { createBilling, createSubscriptionCheck } from './features/billing/index.js';
import { createCharactersService } from './features/characters/index.js';
import {
  chatHistoryWindow,
  createChatService,
  createChatStore,
  createWeeklyActivity,
} from './features/chat/index.js';
import {
  createCouponStore,
  createCouponsService,
  localCouponSource,
} from './features/coupons/index.js';
import { createCreditsService } from './features/credits/index.js';
import { createImagingService, createImagingStore } from './features/imaging/index.js';
import {
  createDailyMessages,
  createEmailService,
  createPushService,
  createPushStore,
  createReadyNotifier,
  pushDiagnostic,
  setUpWeeklyDigest,
} from './features/notifications/index.js';
import { createReferralStore, createReferralsService } from './features/referrals/index.js';
import { createSafetyService } from './features/safety/index.js';
import { createVoiceService, createVoiceStore } from './features/voice/index.js';
import { instrumentLlm, type AppMetrics } from './observability/index.js';
import { createEmailProvider, type EmailProvider } from './providers/email/index.js';
import {
  createComfyPassthrough,
  createImageBackend,
  type ImageBackend,
} from './providers/images/index.js';
import { createLlmProvider } from './providers/llm/index.js';
import type { LlmProvider } from './providers/llm/types.js';
import { createModerationProvider } from './providers/moderation/index.js';
import { createPaymentsProvider, type PaymentsProvider } from './providers/payments/index.js';
import { createPushProvider } from './providers/push/index.js';
import { createFileStorage, type FileStorage } from './providers/storage/index.js';
import { createSpeechProvider } from './providers/tts/index.js';
import type { SpeechProvider } from './providers/tts/types.js';

/** What outside code may replace: tests pass fakes, main.ts passes nothing. */
export interface CompositionOverrides {
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

export interface CompositionDeps extends CompositionOverrides {
  config: AppConfig;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  metrics: AppMetrics;
}

export async function composeServices(deps: CompositionDeps) {
  const { config, database, log, metrics } = deps;
  const { db } = database;

  // Infrastructure every feature may use.
  const jobs = createJobQueue(db);
  const limiter = deps.limiter ?? createRateLimiter(config.REDIS_URL);
  const trustedOrigins = trustedOriginsFor(config.appUrl);
  const secret = config.AUTH_SECRET ?? (await getOrCreateSetting(db, 'auth_secret', randomSecret));

  // Providers: the configured adapter, else the embedded default; tests pass their own.
  const llm = instrumentLlm(deps.llm ?? createLlmProvider(config), metrics);
  const moderation = createModerationProvider(config);
  const imageBackend = deps.imageBackend ?? createImageBackend(config);
  const fileStorage = deps.fileStorage ?? createFileStorage(config);
  const speech = deps.speech ?? createSpeechProvider(config);
  const comfy = createComfyPassthrough(config.COMFYUI_URL);

  const email = createEmailService({
    db,
    jobs,
    provider: deps.emailProvider ?? createEmailProvider(config),
    from: config.emailFrom,
    appUrl: config.appUrl,
    secret,
    defaults: { appName: APP_NAME },
    log,
  });

  const identity = createAuth({
    config,
    db,
    secret,
    trustedOrigins,
    hasActiveSubscription: createSubscriptionCheck(db),
    log,
  });
  const { service: auth, accountData } = identity;
  identity.onSignUp(async (created) => {
    await email.queue({
      templateName: 'welcome_email',
      to: created.email,
      userId: created.id,
      values: { username: created.username },
    });
  });
  email.registerDataOwner(accountData);

  const analytics = createAnalyticsService(db, log, (type) => metrics.events.inc({ type }));
  analytics.registerDataOwner(accountData);

  const safety = createSafetyService({
    db,
    auth,
    analytics,
    moderation,
    log,
    onIncident: (incident) => metrics.safetyIncidents.inc(incident),
  });
  safety.registerDataOwner(accountData);

  const credits = createCreditsService(db, { currency: config.CURRENCY });
  credits.registerDataOwner(accountData);
  const couponStore = createCouponStore(db, { currency: config.CURRENCY, now: () => new Date() });
  const payments = await createPaymentsProvider({
    config,
    db,
    override: deps.payments,
    localCoupons: localCouponSource(couponStore),
    // The local test mode sends its signed events to billing's webhook processor, as Stripe
    // would over HTTP; it calls this only once a checkout is paid, long after `billing` exists.
    deliver: async (payload, signature) => {
      const outcome = await billingParts.webhooks.receive(payload, signature);
      if (outcome.statusCode !== 200) throw new Error(`webhook answered ${outcome.statusCode}`);
    },
  });
  const coupons = createCouponsService({
    provider: payments.provider,
    store: couponStore,
    currency: config.CURRENCY,
    log,
  });
  const billingParts = createBilling({
    config,
    db,
    auth,
    analytics,
    accountData,
    limiter,
    email,
    payments,
    credits,
    coupons,
    log,
    getPaywallVariant: (userId) => safety.paywallVariantOfUser(userId),
  });
  const { billing } = billingParts;

  const referrals = createReferralsService({
    store: createReferralStore(db),
    analytics,
    purchases: (userIds) => billing.purchaseSummary(userIds),
    usernameOf: async (userId) => (await auth.getViewerById(userId))?.username ?? null,
    appUrl: config.appUrl,
    currency: config.CURRENCY,
    log,
  });
  identity.onSignUp((created, headers) => referrals.attributeSignUp(created.id, headers));
  referrals.registerDataOwner(accountData);

  const characters = createCharactersService(db);

  const pushStore = createPushStore(db);
  const push = createPushService({
    store: pushStore,
    provider: await createPushProvider(config, db, deps.pushAgent),
    analytics,
    log,
  });
  push.registerDataOwner(accountData);
  const notifier = createReadyNotifier(push);

  const chat = createChatService({
    config,
    store: createChatStore(db, chatHistoryWindow(config.LLM_CONTEXT_TOKENS)),
    llm,
    characters,
    safety,
    limiter,
    auth,
    log,
    notifier,
    observeReply: (outcome) => metrics.replies.inc({ outcome }),
    lease: {
      // Stable across restarts of one instance, so it can finish what it owned before.
      instanceId: config.INSTANCE_ID ?? `${hostname()}:${config.PORT}`,
      clock: deps.clock ?? (() => new Date()),
      leaseMs: config.CHAT_REPLY_LEASE_MS,
    },
  });
  chat.registerDataOwner(accountData);

  const imaging = createImagingService({
    config,
    db,
    store: createImagingStore(db),
    characters,
    chat: chat.conversations,
    safety,
    credits,
    analytics,
    limiter,
    jobs,
    backend: imageBackend,
    storage: fileStorage,
    log,
    onImageReady: (userId, image) => notifier.imageReady(userId, image),
  });
  imaging.registerDataOwner(accountData);

  const voice = createVoiceService({
    config,
    db,
    store: createVoiceStore(db),
    chat,
    credits,
    limiter,
    jobs,
    speech,
    storage: fileStorage,
    log,
    waitMs: deps.voiceWaitMs,
  });
  voice.registerDataOwner(accountData);

  const daily = createDailyMessages({
    jobs,
    store: pushStore,
    push,
    chat,
    auth,
    analytics,
    log,
  });

  // The weekly digest e-mail (docs/decisions/0066-weekly-digest.md): chat's figures, the outbox.
  const digest = setUpWeeklyDigest({
    db,
    jobs,
    email,
    auth,
    activity: createWeeklyActivity(db),
    characterName: async (id) => (await characters.getForChat(id))?.publicCharacter.name ?? null,
    log,
  });
  digest.registerDataOwner(accountData);

  const admin = createAdmin({
    config,
    database,
    auth,
    characters,
    llm,
    moderation,
    storage: fileStorage,
    images: imageBackend,
    safety,
    credits,
    billing: billingParts.operations,
    coupons,
    email,
    payments: {
      kind: payments.provider.kind,
      // Test mode signs its own events with a generated secret; Stripe needs the endpoint's.
      webhookSecretSet: payments.provider.kind === 'test' || Boolean(config.STRIPE_WEBHOOK_SECRET),
    },
    onCardImported: (characterId, card) => voice.adoptFromCard(characterId, card),
  });
  admin.diagnostics.register(pushDiagnostic(push));

  return {
    /** The feature services app.services exposes (main.ts, the CLI, tests). */
    services: {
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
      /** The admin's on-demand checks; a feature adds its own with `diagnostics.register(...)`. */
      diagnostics: admin.diagnostics,
      push,
      daily,
      digest,
    },
    /** What only the HTTP layer needs: the secrets and the parts routes are registered over. */
    http: { secret, trustedOrigins, limiter, betterAuth: identity.betterAuth, comfy },
    billingParts,
    coupons,
    admin,
  };
}

export type Composition = Awaited<ReturnType<typeof composeServices>>;
export type AppServices = Composition['services'];
