import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deleteAccountSchema, signInSchema, signUpSchema } from '../../../shared/api/auth.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { conflict, parseInput, tooManyRequests } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rateLimiter.js';
import type { BetterAuthInstance } from './betterAuth.js';
import { forwardToBetterAuth } from './betterAuthBridge.js';
import { clearGuestCookie } from './guest.js';
import { isUsernameTaken } from './username.js';
import type { AuthService } from './service.js';

const FAILED_SIGN_INS_PER_ACCOUNT_PER_MINUTE = 5;
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

  app.post('/api/auth/sign-up/email', async (request, reply) => {
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

  app.post('/api/auth/sign-in/email', async (request, reply) => {
    await limitByIp(request);
    const input = parseInput(signInSchema, request.body);
    const accountKey = `auth-fail:${input.email.toLowerCase()}`;
    const blocked = await limiter.peek(accountKey, FAILED_SIGN_INS_PER_ACCOUNT_PER_MINUTE);
    if (!blocked.allowed) {
      throw tooManyRequests(
        blocked.retryAfterSeconds,
        'Too many failed sign-ins for this account. Please wait a minute.',
      );
    }
    request.body = { ...input, email: input.email.toLowerCase() };
    const result = await forwardToBetterAuth(auth, config.appUrl, request, reply);
    if (reply.statusCode === 401)
      await limiter.hit(accountKey, FAILED_SIGN_INS_PER_ACCOUNT_PER_MINUTE, MINUTE_MS);
    if (reply.statusCode === 200) clearGuestCookie(reply);
    return result;
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
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

  app.get('/api/auth-config', async () => ({ googleEnabled: config.googleEnabled }));

  app.get('/api/me', async (request) => service.toMe(await service.requireUser(request)));

  app.get('/api/me/export', async (request, reply) => {
    const viewer = await service.requireUser(request);
    const data = await service.exportData(viewer);
    return reply
      .header('Content-Disposition', `attachment; filename="velvet-data-${viewer.username}.json"`)
      .send(data);
  });

  app.delete('/api/me', async (request, reply) => {
    const viewer = await service.requireUser(request);
    const { confirmEmail } = parseInput(deleteAccountSchema, request.body ?? {});
    await service.deleteAccount(viewer, confirmEmail);
    clearGuestCookie(reply);
    for (const name of ['better-auth.session_token', '__Secure-better-auth.session_token']) {
      reply.clearCookie(name, { path: '/' });
    }
    return reply.status(204).send();
  });

  app.get('/api/admin/probe', async (request) => {
    const viewer = await service.requireAdmin(request);
    return { ok: true, adminId: viewer.id };
  });
}
