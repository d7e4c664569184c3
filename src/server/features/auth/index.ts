import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { RateLimiter } from '../../http/rateLimiter.js';
import { createAccountDataRegistry } from './accountData.js';
import { createBetterAuth } from './betterAuth.js';
import { readGuestIdFromHeaders } from './guest.js';
import { registerAuthRoutes } from './routes.js';
import { createAuthService } from './service.js';

export type { Viewer, AuthService } from './service.js';
export type { AccountDataRegistry, UserDataOwner } from './accountData.js';
export { ensureGuestId, readGuestId } from './guest.js';

/** Sets up identity: cookies, better-auth, the viewer service and the account data registry. */
export async function setUpAuth(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    db: Database;
    secret: string;
    trustedOrigins: string[];
    limiter: RateLimiter;
    /** After an account was created (the welcome e-mail); a failure is logged, never the sign-up's. */
    onUserCreated?: (created: { id: string; email: string; username: string }) => Promise<void>;
  },
) {
  await app.register(fastifyCookie, { secret: deps.secret });
  const accountData = createAccountDataRegistry(deps.db);
  const auth = createBetterAuth({
    ...deps,
    onUserCreated: async (created) => {
      try {
        await deps.onUserCreated?.(created);
      } catch (error) {
        app.log.warn({ err: error, userId: created.id }, 'after-sign-up step failed');
      }
    },
    onSessionCreated: async (userId, headers) => {
      const guestId = readGuestIdFromHeaders(headers, deps.secret);
      if (guestId) await accountData.claimGuest(guestId, userId);
    },
  });
  const service = createAuthService({ config: deps.config, db: deps.db, auth, accountData });
  registerAuthRoutes(app, {
    config: deps.config,
    db: deps.db,
    auth,
    service,
    limiter: deps.limiter,
  });
  return { service, accountData };
}
export { createAuthAdminStats, type AuthAdminStats } from './adminStats.js';
