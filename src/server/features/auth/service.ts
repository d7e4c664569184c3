import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Me } from '#shared/api/auth.js';
import type { AppConfig } from '#server/config.js';
import type { Database, DbExecutor } from '#server/db/client.js';
import { param, prepare } from '#server/db/preparedStatements.js';
import { user } from '#server/db/schema/index.js';
import { AppError, forbidden, notFound, unauthorized } from '#server/http/errors.js';
import type { AccountDataRegistry } from './accountData.js';
import type { BetterAuthInstance } from './betterAuth.js';
import { liveSessionCondition } from './sessionCheck.js';
import { createViewerCache, sessionIdOf, sessionTokenOf } from './viewerCache.js';

export interface Viewer {
  id: string;
  email: string;
  username: string;
  name: string;
  image: string | null;
  isAdmin: boolean;
  isPremium: boolean;
  banned: boolean;
  banReason: string | null;
  createdAt: Date;
}

/**
 * A memoised viewer's session, not yet checked on this request (docs/decisions/0109): the chat
 * send binds `id` into its own statement (`liveSessionCondition`, not suspended: a suspended
 * viewer is checked at once), or calls `isOpen` where it writes without that statement.
 */
export interface SessionToCheck {
  /** The session's token as stored (the cookie's value before its signature). */
  id: string;
  /**
   * The session alone, for a send that writes without that statement (the policy's own reply):
   * still open, its suspension not compared — a refusal whose strike suspends the account is
   * still stored and answered.
   */
  isOpen(): Promise<boolean>;
  /** After a failed check: the viewer as the database has it now, null when the session ended. */
  recheck(): Promise<Viewer | null>;
}

/** Subscription state lives in billing, which hands auth this read (premium = grant or subscription). */
export type SubscriptionCheck = (userId: string) => Promise<boolean>;

type UserRow = typeof user.$inferSelect;

const toDate = (value: unknown) => (value ? new Date(value as string | Date) : null);

/** Normalises the user object of a better-auth session to our row shape. */
function userRowOf(found: Record<string, unknown>): UserRow {
  const row = found as unknown as UserRow;
  return {
    ...row,
    image: row.image ?? null,
    role: row.role ?? 'user',
    banned: row.banned ?? false,
    banReason: row.banReason ?? null,
    banExpires: toDate(row.banExpires),
    premiumGrantedAt: toDate(row.premiumGrantedAt),
    createdAt: toDate(row.createdAt) ?? new Date(),
  };
}

export function createAuthService(deps: {
  config: AppConfig;
  db: Database;
  auth: BetterAuthInstance;
  accountData: AccountDataRegistry;
  hasActiveSubscription: SubscriptionCheck;
}) {
  const { config, db, auth, accountData, hasActiveSubscription } = deps;
  const cache = createViewerCache<Viewer>({ ttlMs: config.SESSION_CACHE_MS, maxEntries: 10_000 });
  // Every chat send runs it: built once and prepared (docs/decisions/0107-prepared-session-check.md).
  const openSession = prepare<{ open: boolean }>(
    db,
    'session_open',
    sql`select ${liveSessionCondition({ token: param('token'), now: param('now') })} as open`,
  );
  const liveSession = prepare<{ live: boolean }>(
    db,
    'session_live',
    sql`select ${liveSessionCondition({ token: param('token'), now: param('now'), banned: param('banned') })} as live`,
  );

  async function toViewer(row: UserRow): Promise<Viewer> {
    const isGranted = row.premiumGrantedAt !== null;
    return {
      id: row.id,
      email: row.email,
      username: row.username,
      name: row.name,
      image: row.image,
      isAdmin: row.role === 'admin' || config.ADMIN_EMAILS.includes(row.email.toLowerCase()),
      isPremium: isGranted || (await hasActiveSubscription(row.id)),
      banned: Boolean(row.banned) && (!row.banExpires || row.banExpires > new Date()),
      banReason: row.banReason,
      createdAt: row.createdAt,
    };
  }

  /**
   * One indexed read: the session row behind a cookie token still exists and has not expired,
   * and its user's suspension is what the memo holds, so a suspension (or its lifting) applies
   * to the very next request on every instance.
   */
  async function sessionIsLive(cookieToken: string, banned: boolean) {
    const [row] = await liveSession({ ...sessionValues(cookieToken), banned });
    return row.live;
  }

  /** The same read without the suspension (SessionToCheck.isOpen). */
  async function sessionIsOpen(cookieToken: string) {
    const [row] = await openSession(sessionValues(cookieToken));
    return row.open;
  }

  // The time as drizzle binds a timestamp column (an ISO string), so both databases compare alike.
  const sessionValues = (cookieToken: string) => ({
    token: sessionIdOf(cookieToken),
    now: new Date().toISOString(),
  });

  async function findUserByEmail(email: string) {
    const [row] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
    if (!row) throw notFound(`No account with the e-mail ${email}.`);
    return row;
  }

  const service = {
    /** The signed-in viewer, decided on the server from the session cookie; null for guests. */
    async getViewer(request: FastifyRequest): Promise<Viewer | null> {
      if (request.viewerCache !== undefined) return request.viewerCache;
      const token = sessionTokenOf(request.headers.cookie);
      if (!token) return (request.viewerCache = null);
      const headers = new Headers({ cookie: request.headers.cookie! });
      const found = await auth.api.getSession({ headers });
      // better-auth returns the whole user row (our columns included): no second lookup needed.
      const viewer = found ? await toViewer(userRowOf(found.user)) : null;
      cache.set(token, viewer, found ? toDate(found.session.expiresAt)! : undefined);
      return (request.viewerCache = viewer);
    },

    /**
     * The viewer as checked at most SESSION_CACHE_MS ago on this instance, for the chat hot path
     * (a busy conversation sends every few seconds). Pages that show account state use getViewer.
     */
    async getRecentViewer(request: FastifyRequest): Promise<Viewer | null> {
      if (request.viewerCache !== undefined) return request.viewerCache;
      const token = sessionTokenOf(request.headers.cookie);
      const cached = token ? cache.get(token) : undefined;
      // The memo saves the user and premium reads, never the session check: a session revoked on
      // any instance (sign-out elsewhere, revoke-sessions, password change) is gone from the
      // database, so the very next request is refused everywhere.
      if (
        cached !== undefined &&
        token &&
        (cached === null || (await sessionIsLive(token, cached.banned)))
      )
        return (request.viewerCache = cached);
      if (token) cache.forgetToken(token);
      return service.getViewer(request);
    },

    /**
     * For the chat send alone (docs/decisions/0109): a viewer memoised as not suspended comes back
     * *unchecked*, with the session check the send runs inside its own statement; `session` is
     * null when this call checked the session itself (no memo, or a suspended viewer, whose
     * lifting only the full path sees).
     */
    async getRecentViewerToCheck(
      request: FastifyRequest,
    ): Promise<{ viewer: Viewer | null; session: SessionToCheck | null }> {
      const token = sessionTokenOf(request.headers.cookie);
      const cached = token && request.viewerCache === undefined ? cache.get(token) : undefined;
      if (!token || !cached || cached.banned)
        return { viewer: await service.getRecentViewer(request), session: null };
      const session: SessionToCheck = {
        id: sessionIdOf(token),
        isOpen: () => sessionIsOpen(token),
        recheck: () => {
          cache.forgetToken(token);
          request.viewerCache = undefined;
          return service.getViewer(request);
        },
      };
      return { viewer: cached, session };
    },

    /** Drops the cached viewer of this request's session (sign-out, profile changes). */
    forgetSession(request: FastifyRequest) {
      const token = sessionTokenOf(request.headers.cookie);
      if (token) cache.forgetToken(token);
    },

    /** Drops every cached session of a user whose role, ban or premium state changed. */
    forgetUser(userId: string) {
      cache.forgetUser(userId);
    },

    forgetAllSessions() {
      cache.clear();
    },

    async requireUser(request: FastifyRequest): Promise<Viewer> {
      const viewer = await service.getViewer(request);
      if (!viewer) throw unauthorized();
      return viewer;
    },

    async requireAdmin(request: FastifyRequest): Promise<Viewer> {
      const viewer = await service.requireUser(request);
      // A suspended account keeps no admin powers until the suspension is lifted.
      if (!viewer.isAdmin || viewer.banned) throw forbidden('Admin access required.');
      return viewer;
    },

    async getViewerById(userId: string): Promise<Viewer | null> {
      const [row] = await db.select().from(user).where(eq(user.id, userId));
      return row ? toViewer(row) : null;
    },

    toMe(viewer: Viewer): Me {
      return {
        id: viewer.id,
        email: viewer.email,
        username: viewer.username,
        name: viewer.name,
        avatarUrl: viewer.image,
        isPremium: viewer.isPremium,
        isAdmin: viewer.isAdmin,
        createdAt: viewer.createdAt.toISOString(),
      };
    },

    async setPremiumGrant(email: string, granted: boolean) {
      const row = await findUserByEmail(email);
      await db
        .update(user)
        .set({ premiumGrantedAt: granted ? new Date() : null })
        .where(eq(user.id, row.id));
      cache.forgetUser(row.id);
    },

    async setAdmin(email: string) {
      const row = await findUserByEmail(email);
      await db.update(user).set({ role: 'admin' }).where(eq(user.id, row.id));
      cache.forgetUser(row.id);
    },

    /** Grants or removes an admin's Premium grant (subscriptions are billing's, untouched). */
    async setPremiumGrantById(userId: string, granted: boolean, executor: DbExecutor = db) {
      await executor
        .update(user)
        .set({ premiumGrantedAt: granted ? new Date() : null })
        .where(eq(user.id, userId));
      cache.forgetUser(userId);
    },

    /** The admin plugin's role column; admins listed in ADMIN_EMAILS stay admins regardless. */
    async setRole(userId: string, role: 'admin' | 'user', executor: DbExecutor = db) {
      await executor.update(user).set({ role }).where(eq(user.id, userId));
      cache.forgetUser(userId);
    },

    /** True when ADMIN_EMAILS makes this address an admin (no role change can undo that). */
    isBootstrapAdmin: (email: string) => config.ADMIN_EMAILS.includes(email.toLowerCase()),

    /**
     * Suspends the account (better-auth ban: no new sign-ins). Open sessions stay, so the person
     * sees why they cannot chat instead of being silently signed out; the chat refuses them from
     * the next request on every instance (see sessionIsLive).
     */
    async suspend(userId: string, reason: string, executor: DbExecutor = db) {
      await executor
        .update(user)
        .set({ banned: true, banReason: reason })
        .where(eq(user.id, userId));
      cache.forgetUser(userId);
    },

    async liftSuspension(userId: string, executor: DbExecutor = db) {
      const [row] = await executor
        .update(user)
        .set({ banned: false, banReason: null, banExpires: null })
        .where(eq(user.id, userId))
        .returning({ id: user.id });
      if (!row) throw notFound('No such user.');
      cache.forgetUser(userId);
    },

    async exportData(viewer: Viewer) {
      const [row] = await db.select().from(user).where(eq(user.id, viewer.id));
      const { id, email, username, name, image, role, createdAt, ageConfirmedAt, termsAcceptedAt } =
        row;
      return {
        exportedAt: new Date().toISOString(),
        account: {
          id,
          email,
          username,
          name,
          image,
          role,
          createdAt,
          ageConfirmedAt,
          termsAcceptedAt,
        },
        ...(await accountData.exportAll(viewer.id)),
      };
    },

    async deleteAccount(viewer: Viewer, confirmEmail: string) {
      if (confirmEmail.trim().toLowerCase() !== viewer.email.toLowerCase()) {
        throw new AppError(
          400,
          'confirmation_mismatch',
          'The e-mail you typed does not match your account.',
          {
            fields: { confirmEmail: 'Type your account e-mail exactly' },
          },
        );
      }
      // Sessions and accounts cascade with the user row; other features delete theirs first.
      await accountData.deleteAll(viewer.id, async (tx) => {
        await tx.delete(user).where(eq(user.id, viewer.id));
      });
      cache.forgetUser(viewer.id);
    },
  };
  return service;
}

export type AuthService = ReturnType<typeof createAuthService>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request memo of the session lookup. */
    viewerCache?: import('./service.js').Viewer | null;
  }
}
