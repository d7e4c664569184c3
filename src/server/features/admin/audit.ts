import { desc } from 'drizzle-orm';
import type { Database, DbExecutor } from '#server/db/client.js';
import { adminAuditLog } from '#server/db/schema/index.js';

export interface Actor {
  id: string;
  email: string;
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Records an admin action; pass the transaction of the change so both land or neither. */
export async function audit(executor: DbExecutor, actor: Actor, entry: AuditEntry) {
  await executor.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function recentAudit(db: Database, limit: number, offset = 0) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
