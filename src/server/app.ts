import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { composeServices, type AppServices, type CompositionOverrides } from './composition.js';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import {
  characterRoutes,
  opsRoutes,
  registerAdminRoutes,
  userRoutes,
} from './features/admin/index.js';
import { registerAuthRoutes } from './features/auth/index.js';
import { registerBillingRoutes, registerWebhookRoute } from './features/billing/index.js';
import { registerCharacterRoutes, registerPortraitRoutes } from './features/characters/index.js';
import { registerChatRoutes } from './features/chat/index.js';
import { couponAdminRoutes } from './features/coupons/index.js';
import { registerCreditsRoutes } from './features/credits/index.js';
import { registerComfyRoutes, registerImagingRoutes } from './features/imaging/index.js';
import { registerEmailRoutes, registerPushRoutes } from './features/notifications/index.js';
import { referralAdminRoutes, registerReferralRoutes } from './features/referrals/index.js';
import { registerVoiceRoutes, voiceAdminRoutes } from './features/voice/index.js';
import type { RouteAccess } from './http/access.js';
import { registerErrorHandling } from './http/errorHandler.js';
import { registerHealthRoutes } from './http/health.js';
import { MAX_BODY_BYTES, registerJsonBodyParser } from './http/jsonBody.js';
import { registerOriginGuard } from './http/originGuard.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerWebApp } from './http/webApp.js';
import {
  createMetrics,
  registerDatabaseGauges,
  registerHttpMetrics,
  registerMetricsRoute,
  registerOpenApiRoute,
  type ApiDoc,
  type AppMetrics,
} from './observability/index.js';

export type { AppServices } from './composition.js';

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

export interface AppDeps extends CompositionOverrides {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino options, or false for silent tests. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app, else WEB_DIST_DIR; tests point it elsewhere or at nothing. */
  webDistDir?: string;
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

  const { services, http, billingParts, coupons, admin } = await composeServices({
    ...deps,
    log: app.log,
    metrics,
  });
  const { auth, chat, jobs, characters, referrals, voice, imaging, credits } = services;
  app.decorate('services', services);

  // Features registered their queues' handlers while they were built; polling starts once the
  // app is ready, and the hour's daily-message scheduler after it (onReady hooks run in order).
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => http.limiter.close());
  // Mail clients post the one-click unsubscribe from their own servers; its signed token is the proof.
  registerOriginGuard(app, http.trustedOrigins, ['/api/billing/webhook', '/api/email/unsubscribe']);
  await app.register(fastifyCookie, { secret: http.secret });

  registerEmailRoutes(app, services.email);
  registerAuthRoutes(app, {
    config,
    db: database.db,
    auth: http.betterAuth,
    service: auth,
    limiter: http.limiter,
  });
  registerBillingRoutes(app, {
    auth,
    billing: services.billing,
    testCheckout: billingParts.testCheckout,
  });
  registerCreditsRoutes(app, { auth, credits });
  await registerWebhookRoute(app, billingParts.webhooks);
  registerReferralRoutes(app, { auth, referrals });
  registerCharacterRoutes(app, characters);
  registerPushRoutes(app, { auth, push: services.push });

  app.addHook('onReady', async () => {
    await chat.recovery.recoverOwn();
    chat.recovery.start();
  });
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

  registerImagingRoutes(app, { auth, imaging });
  registerComfyRoutes(app, { auth, comfy: http.comfy });
  registerVoiceRoutes(app, { auth, chat, voice });
  app.addHook('onReady', async () => services.daily.start());
  app.addHook('onReady', async () => services.digest.start());

  await registerAdminRoutes(app, {
    db: database.db,
    auth,
    dashboard: admin.dashboard,
    qa: admin.qa,
    extra: [
      characterRoutes({ auth, characters: admin.characterAdmin, personas: admin.personas }),
      userRoutes({ auth, users: admin.userAdmin, moderation: admin.moderationAdmin }),
      opsRoutes({ auth, operations: admin.operationsAdmin, diagnostics: admin.diagnostics }),
      referralAdminRoutes(referrals),
      couponAdminRoutes(coupons),
      voiceAdminRoutes({ voice }),
    ],
  });
  registerOpenApiRoute(app, {
    routes: () => routeList,
    requireAdmin: (request) => auth.requireAdmin(request),
    version: APP_VERSION,
  });

  return app;
}
