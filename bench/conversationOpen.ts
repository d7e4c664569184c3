/**
 * Opening a conversation written long ago (docs/decisions/0111): one member's long conversation,
 * then BENCH_NEWER messages (default 20,000) written since in other conversations, statistics
 * gathered as a running database keeps them; then `GET /api/conversations/:id/messages` (its
 * newest page) BENCH_REQUESTS times (default 300), one at a time, and the rows the database
 * touched for that page and for the prompt window.
 *   npm run bench:conversation-open                      (PGlite in memory)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:conversation-open   (a scratch database there)
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/client.js';
import { seedDatabase } from '#server/db/seed/index.js';
import { createScratchDatabase, dropScratchDatabase } from '../test/helpers/db.js';
import { createConversation, signUpUsers } from './support/chatClient.js';
import { fmt, percentile } from './support/stats.js';

const OLD_MESSAGES = Number(process.env.BENCH_OLD ?? 2_000);
const NEWER_MESSAGES = Number(process.env.BENCH_NEWER ?? 20_000);
const NEWER_CONVERSATIONS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

const baseUrl = process.env.BENCH_DATABASE_URL;
const scratch = baseUrl ? await createScratchDatabase(baseUrl, 'bench_open') : null;
const database = await openDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
const execute = (query: ReturnType<typeof sql>) =>
  database.db.execute(query) as unknown as Promise<{ rows: Record<string, unknown>[] }>;

/** Rows each scan of an `explain (analyze, format json)` plan produced or threw away. */
function rowsTouched(node: Record<string, unknown>): number {
  const loops = Number(node['Actual Loops'] ?? 1);
  const own = String(node['Node Type']).includes('Scan')
    ? (Number(node['Actual Rows'] ?? 0) + Number(node['Rows Removed by Filter'] ?? 0)) * loops
    : 0;
  const children = (node.Plans ?? []) as Record<string, unknown>[];
  return own + children.reduce((sum, child) => sum + rowsTouched(child), 0);
}

async function touchedBy(query: ReturnType<typeof sql>) {
  const { rows } = await execute(sql`explain (analyze, format json) ${query}`);
  const plan = rows[0]['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan: Record<string, unknown>;
  }[];
  return rowsTouched(root.Plan);
}

async function fill(conversationId: string, count: number) {
  await execute(sql`
    insert into messages (conversation_id, role, content, status)
    select ${conversationId}::uuid, case when n % 2 = 0 then 'user' else 'assistant' end,
      'Message number ' || n || ' of a long evening''s talk.',
      case when n % 2 = 0 then 'read' else 'complete' end
    from generate_series(1, ${count}) as n`);
}

try {
  await seedDatabase(database.db);
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
  });
  const app = await buildApp({ config, database, logger: false, webDistDir: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const [member, others] = await signUpUsers(base, 2);
  const old = await createConversation(base, member);
  await fill(old, OLD_MESSAGES);
  for (let index = 0; index < NEWER_CONVERSATIONS; index++)
    await fill(await createConversation(base, others), NEWER_MESSAGES / NEWER_CONVERSATIONS);
  await execute(sql`analyze messages`);

  const timings: number[] = [];
  for (let index = 0; index < REQUESTS + 20; index++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/conversations/${old}/messages`, {
      headers: { cookie: member },
    });
    if (!response.ok) throw new Error(`open: ${response.status}`);
    await response.arrayBuffer();
    if (index >= 20) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const page = await touchedBy(sql`
    select id from messages where conversation_id = ${old}::uuid order by seq desc limit 50`);
  const window = await touchedBy(sql`
    select seq, role, content from messages where conversation_id = ${old}::uuid
      and kind <> 'paywall' and status not in ('failed', 'streaming')
    order by seq desc limit 79`);
  console.log(
    `conversation open on ${baseUrl ? 'PostgreSQL' : 'PGlite'}: ${OLD_MESSAGES} messages, then ${NEWER_MESSAGES} in ${NEWER_CONVERSATIONS} other conversations`,
  );
  console.log(
    `GET its newest page, one at a time: p50 ${fmt(percentile(timings, 50))} ms, p99 ${fmt(percentile(timings, 99))} ms (${REQUESTS} requests)`,
  );
  console.log(`rows touched: newest page of 50 → ${page}; prompt window of 79 → ${window}`);
  await app.close();
} finally {
  await database.close();
  if (scratch) await dropScratchDatabase(baseUrl!, scratch.name);
}
