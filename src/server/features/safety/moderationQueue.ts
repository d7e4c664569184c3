import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '#server/db/client.js';
import { safetyIncidents } from '#server/db/schema/index.js';
import { conflict, notFound } from '#server/http/errors.js';
import type { AuthService } from '../auth/index.js';

export type ReviewStatus = 'unreviewed' | 'reviewed' | 'all';
export type ModerationAction = 'dismiss' | 'strike' | 'suspend';
type Incident = typeof safetyIncidents.$inferSelect;

/** What the queue holds: refused user messages and cut model replies. Crisis care is not moderated. */
const QUEUED_ACTIONS: Incident['action'][] = ['refused', 'cut'];
const RESOLUTION = { dismiss: 'dismissed', strike: 'strike', suspend: 'suspended' } as const;

export const MODERATION_SUSPEND_REASON = 'Suspended by a moderator after review';

/**
 * The admin's moderation queue over safety_incidents: the stored hash is all there is of the
 * text, so the queue shows category, source and time only. Each incident is reviewed once.
 */
export function createModerationQueue(deps: {
  db: Database;
  auth: AuthService;
  strikesToSuspend: number;
  strikeWindowMs: number;
}) {
  const { db, auth } = deps;
  const statusFilter = (status: ReviewStatus) =>
    status === 'unreviewed'
      ? isNull(safetyIncidents.reviewedAt)
      : status === 'reviewed'
        ? isNotNull(safetyIncidents.reviewedAt)
        : undefined;

  async function recentStrikes(executor: DbExecutor, userId: string) {
    const since = new Date(Date.now() - deps.strikeWindowMs);
    const [row] = await executor
      .select({ count: count() })
      .from(safetyIncidents)
      .where(
        and(
          eq(safetyIncidents.userId, userId),
          eq(safetyIncidents.isStrike, true),
          gte(safetyIncidents.createdAt, since),
        ),
      );
    return row.count;
  }

  return {
    /** Unreviewed first, then newest first; `total` counts the filtered set. */
    async list(options: { status: ReviewStatus; limit: number; offset: number }) {
      const where = and(
        inArray(safetyIncidents.action, QUEUED_ACTIONS),
        statusFilter(options.status),
      );
      const [rows, [total], [open]] = await Promise.all([
        db
          .select()
          .from(safetyIncidents)
          .where(where)
          .orderBy(
            sql`${safetyIncidents.reviewedAt} is not null`,
            desc(safetyIncidents.createdAt),
            asc(safetyIncidents.id),
          )
          .limit(options.limit)
          .offset(options.offset),
        db.select({ count: count() }).from(safetyIncidents).where(where),
        db
          .select({ count: count() })
          .from(safetyIncidents)
          .where(
            and(
              inArray(safetyIncidents.action, QUEUED_ACTIONS),
              isNull(safetyIncidents.reviewedAt),
            ),
          ),
      ]);
      return { rows, total: total.count, unreviewed: open.count };
    },

    /**
     * Resolves one incident inside the caller's transaction: dismiss clears its strike (a false
     * positive no longer counts towards suspension), strike makes it count (and suspends at the
     * usual threshold), suspend suspends the account now. A second review is a 409.
     */
    async review(
      executor: DbExecutor,
      id: number,
      action: ModerationAction,
      reviewer: { id: string; email: string },
    ): Promise<{ before: Incident; after: Incident; suspendedUserId: string | null }> {
      const [before] = await executor
        .select()
        .from(safetyIncidents)
        .where(and(eq(safetyIncidents.id, id), inArray(safetyIncidents.action, QUEUED_ACTIONS)))
        .for('update');
      if (!before) throw notFound('No such moderation item.');
      if (before.reviewedAt)
        throw conflict(
          `This item was already reviewed (${before.resolution}) by ${before.reviewedBy}.`,
          'already_reviewed',
        );
      if (action === 'suspend' && !before.userId)
        throw conflict('A guest has no account to suspend; strike the item instead.', 'guest');
      if (action === 'suspend' && before.userId === reviewer.id)
        throw conflict('You cannot suspend your own account.', 'self_protection');
      const [after] = await executor
        .update(safetyIncidents)
        .set({
          reviewedAt: new Date(),
          reviewedBy: reviewer.email,
          resolution: RESOLUTION[action],
          isStrike: action !== 'dismiss',
        })
        .where(eq(safetyIncidents.id, id))
        .returning();
      let suspendedUserId: string | null = null;
      if (before.userId && before.userId !== reviewer.id) {
        if (action === 'suspend') suspendedUserId = before.userId;
        else if (
          action === 'strike' &&
          (await recentStrikes(executor, before.userId)) >= deps.strikesToSuspend
        )
          suspendedUserId = before.userId;
      }
      if (suspendedUserId)
        await auth.suspend(
          suspendedUserId,
          action === 'suspend'
            ? MODERATION_SUSPEND_REASON
            : `Automatic: ${deps.strikesToSuspend} prohibited requests within 24 hours (after review)`,
          executor,
        );
      return { before, after, suspendedUserId };
    },

    /** All strikes of a user, and those inside the suspension window. */
    async strikesOf(userId: string) {
      const [row] = await db
        .select({ total: count() })
        .from(safetyIncidents)
        .where(and(eq(safetyIncidents.userId, userId), eq(safetyIncidents.isStrike, true)));
      return { total: row.total, recent: await recentStrikes(db, userId) };
    },
  };
}

export type ModerationQueue = ReturnType<typeof createModerationQueue>;
