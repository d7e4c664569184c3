import { randomUUID } from 'node:crypto';
import type { AdminUserDetail, AdminUserSummary } from '#shared/api/adminOps.js';
import type { Database, DbExecutor } from '#server/db/client.js';
import { AppError, conflict, notFound } from '#server/http/errors.js';
import type { AuthAdminStats, AuthService } from '../auth/index.js';
import type { BillingAdminStats } from '../billing/index.js';
import type { CreditsService } from '../credits/index.js';
import type { ChatAdminStats } from '../chat/index.js';
import type { SafetyService } from '../safety/index.js';
import { audit, type Actor } from './audit.js';

type UserRow = NonNullable<Awaited<ReturnType<AuthAdminStats['userRow']>>>;

const latest = (...dates: Array<Date | null>) =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);

/**
 * The Users tab: search, detail and the account actions. Every action runs in one transaction
 * with its audit entry (before/after); an admin can neither demote nor suspend themselves.
 */
export function createUserAdmin(deps: {
  db: Database;
  auth: AuthService;
  authStats: AuthAdminStats;
  billingStats: BillingAdminStats;
  chatStats: ChatAdminStats;
  credits: CreditsService;
  safety: SafetyService;
}) {
  const { db, auth, authStats } = deps;

  async function rowOf(userId: string) {
    const row = await authStats.userRow(userId);
    if (!row) throw notFound('No such user.');
    return row;
  }

  async function summaryOf(row: UserRow): Promise<AdminUserSummary> {
    const viewer = (await auth.getViewerById(row.id))!;
    return {
      id: row.id,
      email: row.email,
      username: row.username,
      isAdmin: viewer.isAdmin,
      isPremium: viewer.isPremium,
      suspended: viewer.banned,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The state an action may change, as written to the audit log. */
  const stateOf = (row: UserRow) => ({
    role: row.role,
    premiumGranted: row.premiumGrantedAt !== null,
    suspended: Boolean(row.banned),
  });

  /** The change returns what it changed: merged over the account state for the audit entry. */
  type Change = (tx: DbExecutor, row: UserRow) => Promise<{ before?: object; after: object }>;

  async function act(actor: Actor, userId: string, action: string, change: Change) {
    const row = await rowOf(userId);
    await db.transaction(async (tx) => {
      const changed = await change(tx, row);
      await audit(tx, actor, {
        action,
        targetType: 'user',
        targetId: userId,
        before: { ...stateOf(row), ...changed.before },
        after: { ...stateOf(row), ...changed.after },
      });
    });
    auth.forgetUser(userId);
    return service.detail(userId);
  }

  const refuseSelf = (actor: Actor, userId: string, message: string) => {
    if (actor.id === userId) throw conflict(message, 'self_protection');
  };

  const service = {
    async search(options: { query: string; limit: number; offset: number }) {
      const { rows, total } = await authStats.searchUsers(options);
      return { items: await Promise.all(rows.map(summaryOf)), total };
    },

    async detail(userId: string): Promise<AdminUserDetail> {
      const row = await rowOf(userId);
      const [summary, subscription, credits, strikes, chat, lastSession] = await Promise.all([
        summaryOf(row),
        deps.billingStats.subscriptionOf(userId),
        deps.credits.balance(userId),
        deps.safety.moderationQueue.strikesOf(userId),
        deps.chatStats.activityOf(userId),
        authStats.lastSessionAt(userId),
      ]);
      return {
        ...summary,
        plan: subscription?.plan ?? null,
        subscriptionStatus: subscription?.status ?? null,
        premiumGranted: row.premiumGrantedAt !== null,
        adminFromConfig: auth.isBootstrapAdmin(row.email),
        suspensionReason: summary.suspended ? row.banReason : null,
        credits,
        strikes: strikes.total,
        recentStrikes: strikes.recent,
        conversations: chat.conversations,
        lastSeenAt: latest(lastSession, chat.lastMessageAt)?.toISOString() ?? null,
      };
    },

    setPremium: (actor: Actor, userId: string, granted: boolean) =>
      act(actor, userId, granted ? 'user.premium.grant' : 'user.premium.revoke', async (tx) => {
        await auth.setPremiumGrantById(userId, granted, tx);
        return { after: { premiumGranted: granted } };
      }),

    setAdmin(actor: Actor, userId: string, admin: boolean) {
      if (!admin) refuseSelf(actor, userId, 'You cannot remove your own admin role.');
      return act(
        actor,
        userId,
        admin ? 'user.admin.grant' : 'user.admin.revoke',
        async (tx, row) => {
          if (!admin && auth.isBootstrapAdmin(row.email))
            throw conflict(
              'This address is listed in ADMIN_EMAILS; remove it there to take the admin role away.',
              'admin_from_config',
            );
          const role = admin ? 'admin' : 'user';
          await auth.setRole(userId, role, tx);
          return { after: { role } };
        },
      );
    },

    suspend(actor: Actor, userId: string, reason: string) {
      refuseSelf(actor, userId, 'You cannot suspend your own account.');
      return act(actor, userId, 'user.suspend', async (tx) => {
        await auth.suspend(userId, reason, tx);
        return { after: { suspended: true, reason } };
      });
    },

    lift: (actor: Actor, userId: string) =>
      act(actor, userId, 'user.unsuspend', async (tx) => {
        await deps.safety.liftSuspension(userId, tx);
        return { after: { suspended: false } };
      }),

    /** A ledger row of type 'adjustment'; the reason and the ledger key go to the audit entry. */
    adjustCredits(actor: Actor, userId: string, amount: number, reason: string) {
      const ledgerKey = randomUUID();
      return act(actor, userId, 'user.credits.adjust', async (tx) => {
        const before = await deps.credits.balance(userId, tx);
        try {
          const { balance } = await deps.credits.adjustCredits(userId, amount, ledgerKey, tx);
          return {
            before: { credits: before },
            after: { credits: balance, amount, reason, ledgerKey },
          };
        } catch (error) {
          if (error instanceof AppError && error.code === 'not_enough_credits')
            throw conflict(
              `The balance is ${before}; an adjustment of ${amount} would take it below zero.`,
              'balance_below_zero',
            );
          throw error;
        }
      });
    },
  };
  return service;
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
