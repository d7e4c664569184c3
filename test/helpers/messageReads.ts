/**
 * A conversation's newest messages as the app reads them, counted in the rows the database
 * touched (docs/decisions/0111-one-index-per-conversation-order.md): for
 * `messageOrder.test.ts` and `bench/conversationOpen.ts`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/jsonRows.js';
import { messagePage } from '#server/features/chat/historyStore.js';
import { historyWindow, promptWindow } from '#server/features/chat/store.js';

/** A raw statement's rows, alike on both drivers. */
export const execute = async (db: Database, query: SQL) => ({
  rows: rowsOf<Record<string, unknown>>(await db.execute(query)),
});

/** Adds `count` messages to a conversation in one statement, alternating user and reply. */
export async function fillConversation(db: Database, conversationId: string, count: number) {
  await execute(
    db,
    sql`
    insert into messages (conversation_id, role, content, status)
    select ${conversationId}::uuid, case when n % 2 = 0 then 'user' else 'assistant' end,
      'Message number ' || n || ' of a long evening''s talk.',
      case when n % 2 = 0 then 'read' else 'complete' end
    from generate_series(1, ${count}) as n`,
  );
}

/** The newest page a member opens: the history store's own read (a page and one row more). */
export const newestPage = (db: Database, conversationId: string, size = 50) =>
  messagePage(db, conversationId, size).getSQL();

/** The prompt window a send reads, built by the chat store itself (a budget the whole window fits). */
export const promptWindowOf = (conversationId: string) =>
  promptWindow(conversationId, historyWindow(8_000), { pending: 'Tell me about your day' });

interface PlanNode {
  /** Set on the scans that read a table (not on a scan of a subquery's rows). */
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Rows each table scan of the plan produced or threw away, over all its loops. */
function rowsTouched(node: PlanNode): number {
  const own = node['Relation Name']
    ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
      (node['Actual Loops'] ?? 1)
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsTouched(child), 0);
}

/** Runs `query` under `explain analyze` and counts the rows its scans touched. */
export async function rowsTouchedBy(db: Database, query: SQL) {
  const { rows } = await execute(db, sql`explain (analyze, format json) ${query}`);
  const plan = rows[0]['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return rowsTouched(root.Plan);
}

/** Gathers the statistics a running database keeps (autovacuum), so plans are chosen as there. */
export const analyzeMessages = (db: Database) => execute(db, sql`analyze messages`);
