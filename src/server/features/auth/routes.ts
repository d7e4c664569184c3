import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteAccountSchema,
  signInSchema,
  signUpSchema,
  updateProfileSchema,
} from '#shared/api/auth.js';
import type { AppConfig } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { access } from '#server/http/access.js';
import { conflict, parseInput, tooManyRequests } from '#server/http/errors.js';
import type { RateLimiter } from '#server/http/rateLimiter.js';
import type { BetterAuthInstance } from './betterAuth.js';
import { forwardToBetterAuth } from './betterAuthBridge.js';
import { clearGuestCookie } from './guest.js';
import { updateProfile } from './profile.js';
import { createSignInGuard } from './signInGuard.js';
import { isUsernameTaken } from './username.js';
import type { AuthService } from './service.js';

const MINUTE_MS = 60_000;

interface AuthRouteDeps {
  config: AppConfig;
  db: Database;
  auth: BetterAuthInstance;
  service: AuthService;
  limiter: RateLimiter;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const { config, auth, service, limiter } = deps;
  const guard = createSignInGuard({ db: deps.db, limiter, secure: config.isProduction });

  async function limitByIp(request: FastifyRequest) {
    const decision = await limiter.hit(
      `auth-ip:${request.ip}`,
      config.AUTH_RATE_LIMIT_PER_MINUTE,
      MINUTE_MS,
    );
    if (!decision.allowed) {
      throw tooManyRequests(
        decision.retryAfterSeconds,
        'Too many attempts. Please wait a minute and try again.',
      );
    }
  }

  app.post('/api/auth/sign-up/email', access('public'), async (request, reply) => {
    await limitByIp(request);
    const input = parseInput(signUpSchema, request.body);
    if (await isUsernameTaken(deps.db, input.username))
      throw conflict('That username is taken', 'username_taken');
    request.body = {
      ...input,
      email: input.email.toLowerCase(),
      name: input.name || input.username,
    };
    return forwardToBetterAuth(auth, config.appUrl, request, reply);
  });

  app.post('/api/auth/sign-in/email', access('public'), async (request, reply) => {
    await limitByIp(request);
    const input = parseInput(signInSchema, request.body);
    const email = input.email.toLowerCase();
    await guard.checkAllowed(request, email);
    request.body = { ...input, email };
    return forwardToBetterAuth(auth, config.appUrl, request, reply, async (status) => {
      if (status === 401) await guard.recordFailure(request, email);
      if (status === 200) {
        clearGuestCookie(reply);
        guard.rememberDevice(request, reply, email);
      }
    });
  });

  async function changeProfile(request: FastifyRequest) {
    const viewer = await service.requireUser(request);
    const input = parseInput(updateProfileSchema, request.body ?? {});
    await updateProfile(deps.db, viewer.id, input);
    service.forgetUser(viewer.id);
    return service.toMe((await service.getViewerById(viewer.id))!);
  }

  app.patch('/api/me', access('member'), changeProfile);
  // better-auth's own endpoint would skip our username, name and image rules: same route instead.
  app.post('/api/auth/update-user', access('member'), async (request, reply: FastifyReply) => {
    const me = await changeProfile(request);
    return reply.send({ status: true, user: me });
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    ...access('public'),
    handler: async (request, reply) => {
      try {
        return await forwardToBetterAuth(auth, config.appUrl, request, reply);
      } finally {
        // Sign-out, profile and session changes go through here; admin actions touch other users.
        if (request.method !== 'GET') {
          if (request.url.startsWith('/api/auth/admin/')) service.forgetAllSessions();
          else service.forgetSession(request);
        }
      }
    },
  });

  app.get('/api/auth-config', access('public'), async () => ({
    googleEnabled: config.googleEnabled,
  }));

  app.get('/api/me', access('member'), async (request) =>
    service.toMe(await service.requireUser(request)),
  );

  app.get('/api/me/sign-in-failures', access('member'), async (request) => ({
    failures: await guard.recentFailures((await service.requireUser(request)).id),
  }));

  app.get('/api/me/export', access('member'), async (request, reply) => {
    const viewer = await service.requireUser(request);
    const data = await service.exportData(viewer);
    // A library encoder: quotes, CR/LF and non-ASCII in a username cannot break the header.
    return reply
      .header('Content-Disposition', contentDisposition(`velvet-data-${viewer.username}.json`))
      .send(data);
  });

  app.delete('/api/me', access('member'), async (request, reply) => {
    const viewer = await service.requireUser(request);
    const { confirmEmail } = parseInput(deleteAccountSchema, request.body ?? {});
    await service.deleteAccount(viewer, confirmEmail);
    clearGuestCookie(reply);
    for (const name of ['better-auth.session_token', '__Secure-better-auth.session_token']) {
      reply.clearCookie(name, { path: '/' });
    }
    return reply.status(204).send();
  });

  app.get('/api/admin/probe', access('admin'), async (request) => {
    const viewer = await service.requireAdmin(request);
    return { ok: true, adminId: viewer.id };
  });
}
