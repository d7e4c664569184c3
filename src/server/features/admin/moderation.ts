import type { ModerationItem } from '#shared/api/adminOps.js';
import type { Database } from '#server/db/client.js';
import type { AuthService } from '../auth/index.js';
import type { ModerationAction, ReviewStatus, SafetyService } from '../safety/index.js';
import { audit, type Actor } from './audit.js';
import { maskId } from './mask.js';

type Incident = Awaited<ReturnType<SafetyService['moderationQueue']['list']>>['rows'][number];

const toItem = (row: Incident): ModerationItem => ({
  id: row.id,
  category: row.category,
  action: row.action as ModerationItem['action'],
  source: row.source,
  user: row.userId ? maskId(row.userId) : row.guestId ? maskId(row.guestId) : null,
  isGuest: !row.userId,
  isStrike: row.isStrike,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  reviewedBy: row.reviewedBy,
  resolution: row.resolution,
});

/** The Conversations tab: the moderation queue of refused and cut messages, through safety. */
export function createModerationAdmin(deps: {
  db: Database;
  auth: AuthService;
  safety: SafetyService;
}) {
  const queue = deps.safety.moderationQueue;
  return {
    async list(options: { status: ReviewStatus; limit: number; offset: number }) {
      const { rows, total, unreviewed } = await queue.list(options);
      return { items: rows.map(toItem), total, unreviewed };
    },

    async review(actor: Actor, id: number, action: ModerationAction) {
      const result = await deps.db.transaction(async (tx) => {
        const outcome = await queue.review(tx, id, action, actor);
        await audit(tx, actor, {
          action: `moderation.${action}`,
          targetType: 'safety_incident',
          targetId: String(id),
          before: { resolution: null, isStrike: outcome.before.isStrike },
          after: {
            resolution: outcome.after.resolution,
            isStrike: outcome.after.isStrike,
            suspendedUser: outcome.suspendedUserId ? maskId(outcome.suspendedUserId) : null,
          },
        });
        return outcome;
      });
      if (result.suspendedUserId) deps.auth.forgetUser(result.suspendedUserId);
      return toItem(result.after);
    },
  };
}

export type ModerationAdmin = ReturnType<typeof createModerationAdmin>;
