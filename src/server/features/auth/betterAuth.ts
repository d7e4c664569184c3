import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/api/auth.js';
import type { AppConfig } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { account, session, user, verification } from '#server/db/schema/index.js';
import { hashPassword, verifyPassword } from './password.js';
import { isUsernameTaken, uniqueUsername, usernameFromEmail } from './username.js';

/** A new account, as the features that greet or attribute it need it. */
export interface NewAccount {
  id: string;
  email: string;
  username: string;
}

export interface BetterAuthOptions {
  config: AppConfig;
  db: Database;
  secret: string;
  trustedOrigins: string[];
  /** Called after any sign-in or sign-up created a session (all methods, incl. Google). */
  onSessionCreated: (userId: string, requestHeaders: Headers | undefined) => Promise<void>;
  /** Called once a new account exists (e-mail sign-up or first Google sign-in), after its commit. */
  onUserCreated: (created: NewAccount, requestHeaders: Headers | undefined) => Promise<void>;
}

export function createBetterAuth({
  config,
  db,
  secret,
  trustedOrigins,
  onSessionCreated,
  onUserCreated,
}: BetterAuthOptions) {
  return betterAuth({
    appName: 'Velvet',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    socialProviders: config.googleEnabled
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID!,
            clientSecret: config.GOOGLE_CLIENT_SECRET!,
            prompt: 'select_account',
            accessType: 'offline',
          },
        }
      : {},
    user: {
      additionalFields: {
        username: { type: 'string', required: false, input: true },
        ageConfirmedAt: { type: 'date', required: false, input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
        premiumGrantedAt: { type: 'date', required: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Our own limiter covers the auth routes (see routes.ts), shared across instances via Redis.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY ? ['x-forwarded-for'] : [] },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    databaseHooks: {
      user: {
        create: {
          before: async (newUser) => {
            const requested = typeof newUser.username === 'string' ? newUser.username.trim() : '';
            // An explicitly chosen name was checked for uniqueness by the sign-up route; a derived
            // one (Google sign-in) gets a suffix when taken.
            const username =
              requested ||
              (await uniqueUsername(usernameFromEmail(newUser.email), (candidate) =>
                isUsernameTaken(db, candidate),
              ));
            const now = new Date();
            const isBootstrapAdmin = config.ADMIN_EMAILS.includes(newUser.email.toLowerCase());
            return {
              data: {
                ...newUser,
                username,
                name: newUser.name?.trim() || username,
                // The sign-up form requires the 18+ box; the Google button sits under the same
                // statement ("continuing confirms you are 18+ and accept the Terms").
                ageConfirmedAt: now,
                termsAcceptedAt: now,
                role: isBootstrapAdmin ? 'admin' : 'user',
              },
            };
          },
          after: async (created, context) => {
            const username = (created as { username?: unknown }).username;
            await onUserCreated(
              {
                id: created.id,
                email: created.email,
                username: typeof username === 'string' ? username : created.name,
              },
              context?.request?.headers ?? context?.headers,
            );
          },
        },
      },
      session: {
        create: {
          after: async (created, context) => {
            await onSessionCreated(created.userId, context?.request?.headers ?? context?.headers);
          },
        },
      },
    },
  });
}

export type BetterAuthInstance = ReturnType<typeof createBetterAuth>;
