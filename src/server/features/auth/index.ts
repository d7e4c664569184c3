import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { createAccountDataRegistry } from './accountData.js';
import { createBetterAuth, type NewAccount } from './betterAuth.js';
import { readGuestIdFromHeaders } from './guest.js';
import { createAuthService, type SubscriptionCheck } from './service.js';

export type { Viewer, AuthService, SessionToCheck } from './service.js';
export { liveSessionCondition } from './sessionCheck.js';
export type { AccountDataRegistry, UserDataOwner } from './accountData.js';

/** Runs after a sign-up with the request's headers (e.g. to read a referral cookie). */
export type SignUpListener = (
  created: NewAccount,
  requestHeaders: Headers | undefined,
) => Promise<void>;
export { ensureGuestId, readGuestId } from './guest.js';

/**
 * Identity: better-auth, the viewer service and the account data registry. Premium is a grant
 * or what `hasActiveSubscription` (billing's table) says. The cookie plugin and the routes are
 * registered by app.ts.
 */
export function createAuth(deps: {
  config: AppConfig;
  db: Database;
  secret: string;
  trustedOrigins: string[];
  hasActiveSubscription: SubscriptionCheck;
  log: FastifyBaseLogger;
}) {
  const accountData = createAccountDataRegistry(deps.db);
  const signUpListeners: SignUpListener[] = [];
  const betterAuth = createBetterAuth({
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
          deps.log.error({ err: error, userId: created.id }, 'sign-up listener failed');
        }
      }
    },
  });
  const service = createAuthService({ ...deps, auth: betterAuth, accountData });
  return {
    service,
    betterAuth,
    accountData,
    /** Features that act on a new account (welcome e-mail, referral attribution) listen here. */
    onSignUp: (listener: SignUpListener) => void signUpListeners.push(listener),
  };
}
export { registerAuthRoutes } from './routes.js';
export { createAuthAdminStats, type AuthAdminStats } from './adminStats.js';
