/**
 * A conversation's newest messages are read by walking that conversation's own index
 * (docs/decisions/0111-one-index-per-conversation-order.md): opening a conversation written long
 * ago must not read through every message written since in other conversations. The rule is
 * counted in rows the database touched, not in time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '#test/helpers/app.js';
import { ORIGIN, signUp } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';

const OLD_MESSAGES = 1_500;
const NEWER_MESSAGES = 3_000;
const PAGE = 50;

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Rows each scan of the plan produced or threw away, over all its loops. */
function rowsTouched(node: PlanNode): number {
  const own = node['Node Type'].includes('Scan')
    ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
      (node['Actual Loops'] ?? 1)
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsTouched(child), 0);
}

describe.each(databaseKinds)('reading an old conversation, on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let oldConversation: string;

  const execute = (query: ReturnType<typeof sql>) =>
    ctx.database.db.execute(query) as unknown as Promise<{ rows: Record<string, unknown>[] }>;

  async function conversationWith(cookie: string, count: number) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { characterId: 'luna' },
      headers: { origin: ORIGIN, cookie },
    });
    const id = (created.json() as { conversation: { id: string } }).conversation.id;
    await execute(sql`
      insert into messages (conversation_id, role, content, status)
      select ${id}::uuid, case when n % 2 = 0 then 'user' else 'assistant' end,
        'Message ' || n, case when n % 2 = 0 then 'read' else 'complete' end
      from generate_series(1, ${count}) as n`);
    return id;
  }

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const user = await signUp(ctx.app);
    oldConversation = await conversationWith(user.cookie, OLD_MESSAGES);
    await conversationWith(user.cookie, NEWER_MESSAGES);
    // Statistics as a running database keeps them.
    await execute(sql`analyze messages`);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function touchedBy(query: ReturnType<typeof sql>) {
    const { rows } = await execute(sql`explain (analyze, format json) ${query}`);
    const plan = rows[0]['QUERY PLAN'];
    const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    return rowsTouched(root.Plan);
  }

  it('reads its last page from its own rows only', async () => {
    const touched = await touchedBy(sql`
      select id, seq from messages where conversation_id = ${oldConversation}::uuid
      order by seq desc limit ${PAGE}`);
    expect(touched).toBeLessThanOrEqual(OLD_MESSAGES);
  });

  it('reads its prompt window from its own rows only', async () => {
    const touched = await touchedBy(sql`
      select seq, role, content from messages
      where conversation_id = ${oldConversation}::uuid and kind <> 'paywall'
        and status not in ('failed', 'streaming')
      order by seq desc limit 79`);
    expect(touched).toBeLessThanOrEqual(OLD_MESSAGES);
  });

  it('still refuses two messages at one place in a conversation', async () => {
    const { rows } = await execute(sql`
      select seq from messages where conversation_id = ${oldConversation}::uuid limit 1`);
    const refused = await execute(sql`
      insert into messages (conversation_id, role, content, status, seq)
      values (${oldConversation}::uuid, 'user', 'Again', 'sent', ${rows[0].seq})`).catch(
      (error: unknown) => error as { cause?: { code?: string } },
    );
    // 23505: unique_violation.
    expect(refused).toMatchObject({ cause: { code: '23505' } });
  });
});
