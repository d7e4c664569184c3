/**
 * The statements of reply leases (docs/decisions/0011-reply-leases.md): renewing the leases this
 * instance holds, finishing the replies of dead instances (and a failed one of a live instance),
 * and stop requests across instances.
 * Timers call them, never the send path; store.ts returns them as part of `ChatStore`.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/jsonRows.js';
import { conversations, messages } from '#server/db/schema/index.js';

/** Which stale replies a recovery takes: those whose lease ran out, or those of one instance. */
export type RecoveryScope =
  { expiredAt: Date; lockedBefore: Date; conversationId?: string } | { owner: string };

export function createLeaseStatements(db: Database) {
  return {
    /**
     * Renews the leases this instance holds and saves each reply's text so far, in one
     * statement for every running reply; returns the conversations whose lease is still ours.
     */
    async renewLeases(
      owner: string,
      expiresAt: Date,
      drafts: Array<{ conversationId: string; messageId: string; content: string }>,
    ): Promise<string[]> {
      if (drafts.length === 0) return [];
      const result = await db.execute(sql`
        with draft as (
          select * from jsonb_to_recordset(${JSON.stringify(drafts)}::jsonb)
            as d("conversationId" uuid, "messageId" uuid, content text)
        ), renewed as (
          update ${conversations} set lease_expires_at = ${expiresAt.toISOString()}
          where id in (select "conversationId" from draft) and generation_owner = ${owner}
            and generating_since is not null
          returning id
        ), saved as (
          update ${messages} m set content = draft.content from draft
          where m.id = draft."messageId" and m.status = 'streaming' and draft.content <> ''
            and m.alternates = '[]'::jsonb
            and draft."conversationId" in (select id from renewed)
          returning m.id
        )
        select id from renewed`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },

    /**
     * Finishes the replies of dead instances in one statement: an empty reply is removed, a
     * partial one kept as failed and marked interrupted, a regenerated one gets its last version
     * back, the unanswered user message is marked failed and the conversation unlocked.
     */
    async recoverReplies(scope: RecoveryScope, now: Date): Promise<string[]> {
      const stale =
        'owner' in scope
          ? sql`generation_owner = ${scope.owner}`
          : sql`(lease_expires_at < ${scope.expiredAt.toISOString()} or (lease_expires_at is null
              and generating_since < ${scope.lockedBefore.toISOString()}))
              ${scope.conversationId ? sql`and id = ${scope.conversationId}` : sql``}`;
      const result = await db.execute(sql`
        with target as (
          update ${conversations} set generating_since = null, stop_requested_at = null,
            generation_owner = null, lease_expires_at = null, updated_at = ${now.toISOString()}
          where id in (select id from ${conversations}
            where generating_since is not null and ${stale}
            for update skip locked)
          returning id
        ), dropped as (
          delete from ${messages} where conversation_id in (select id from target)
            and status = 'streaming' and content = '' and alternates = '[]'::jsonb
          returning id
        ), interrupted as (
          update ${messages} set status = 'failed', interrupted_at = ${now.toISOString()}
          where conversation_id in (select id from target)
            and status = 'streaming' and content <> '' and alternates = '[]'::jsonb
          returning id
        ), restored as (
          update ${messages} set status = 'complete',
            content = coalesce(alternates -> active_alternate ->> 'content', content)
          where conversation_id in (select id from target)
            and status = 'streaming' and alternates <> '[]'::jsonb
          returning id
        ), unanswered as (
          update ${messages} set status = 'failed'
          where conversation_id in (select id from target) and role = 'user' and status = 'sent'
          returning id
        )
        select id from target`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },

    /**
     * A reply that failed while its instance lives, in one statement: its placeholder goes, the
     * user message is marked failed and the lock released, unless the lease was taken over.
     */
    async failReply(input: {
      conversationId: string;
      assistantId: string;
      userMessageId: string | null;
      owner: string;
    }) {
      const result = await db.execute(sql`
        with released as (
          update ${conversations} set generating_since = null, stop_requested_at = null,
            generation_owner = null, lease_expires_at = null
          where id = ${input.conversationId} and generation_owner = ${input.owner}
          returning id
        ), dropped as (
          delete from ${messages} where id = ${input.assistantId} and status = 'streaming'
            and exists (select 1 from released)
          returning id
        ), failed as (
          update ${messages} set status = 'failed'
          where id = ${input.userMessageId} and exists (select 1 from released)
          returning to_jsonb(${messages}.*) as row
        )
        select (select row from failed) as "userMessage"`);
      return rowsOf<{ userMessage: Record<string, unknown> | null }>(result)[0].userMessage;
    },

    /** Releases the one-reply lock of a conversation (a call that failed before its reply ran). */
    async releaseGenerationLock(conversationId: string) {
      await db
        .update(conversations)
        .set({
          generatingSince: null,
          stopRequestedAt: null,
          generationOwner: null,
          leaseExpiresAt: null,
        })
        .where(eq(conversations.id, conversationId));
    },

    async requestStop(conversationId: string) {
      await db
        .update(conversations)
        .set({ stopRequestedAt: new Date() })
        .where(eq(conversations.id, conversationId));
    },

    /** Which of these conversations have a stop request (one statement for all of them). */
    async stopRequestedAmong(conversationIds: string[]): Promise<string[]> {
      if (conversationIds.length === 0) return [];
      const rows = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(inArray(conversations.id, conversationIds), isNotNull(conversations.stopRequestedAt)),
        );
      return rows.map((row) => row.id);
    },
  };
}
