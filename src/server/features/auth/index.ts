import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { RateLimiter } from '../../http/rateLimiter.js';
import { createAccountDataRegistry } from './accountData.js';
import { createBetterAuth, type NewAccount } from './betterAuth.js';
import { readGuestIdFromHeaders } from './guest.js';
import { registerAuthRoutes } from './routes.js';
import { createAuthService } from './service.js';

export type { Viewer, AuthService } from './service.js';
export type { AccountDataRegistry, UserDataOwner } from './accountData.js';

/** Runs after a sign-up with the request's headers (e.g. to read a referral cookie). */
export type SignUpListener = (
  created: NewAccount,
  requestHeaders: Headers | undefined,
) => Promise<void>;
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
  },
) {
  await app.register(fastifyCookie, { secret: deps.secret });
  const accountData = createAccountDataRegistry(deps.db);
  const signUpListeners: SignUpListener[] = [];
  const auth = createBetterAuth({
    ...deps,
    onSessionCreated: async (userId, headers) => {
      const guestId = readGuestIdFromHeaders(headers, deps.secret);
      if (guestId) await accountData.claimGuest(guestId, userId);
    },
    onUserCreated: async (created, headers) => {
      // A listener's failure is logged, never turned into a failed sign-up.
      for (const listener of signUpListeners) {
        try {
          await listener(created, headers);
        } catch (error) {
          app.log.error({ err: error, userId: created.id }, 'sign-up listener failed');
        }
      }
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
  return {
    service,
    accountData,
    onSignUp: (listener: SignUpListener) => void signUpListeners.push(listener),
  };
}
export { createAuthAdminStats, type AuthAdminStats } from './adminStats.js';
