/**
 * Opening a conversation written long ago (docs/decisions/0111): one member's long conversation,
 * then BENCH_NEWER messages (default 20,000) written since in other conversations, statistics
 * gathered as a running database keeps them; then `GET /api/conversations/:id/messages` (its
 * newest page) BENCH_REQUESTS times (default 300), one at a time, and the rows the database
 * touched for that page and for the prompt window.
 *   npm run bench:conversation-open                      (PGlite in memory)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:conversation-open   (a scratch database there)
 */
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/client.js';
import { seedDatabase } from '#server/db/seed/index.js';
import { createScratchDatabase, dropScratchDatabase } from '../test/helpers/db.js';
import {
  analyzeMessages,
  fillConversation,
  newestPage,
  promptWindowOf,
  rowsTouchedBy,
} from '../test/helpers/messageReads.js';
import { createConversation, signUpUsers } from './support/chatClient.js';
import { fmt, percentile } from './support/stats.js';

const OLD_MESSAGES = Number(process.env.BENCH_OLD ?? 2_000);
const NEWER_MESSAGES = Number(process.env.BENCH_NEWER ?? 20_000);
const NEWER_CONVERSATIONS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

const baseUrl = process.env.BENCH_DATABASE_URL;
const scratch = baseUrl ? await createScratchDatabase(baseUrl, 'bench_open') : null;
const database = await openDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
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
  await fillConversation(database.db, old, OLD_MESSAGES);
  for (let index = 0; index < NEWER_CONVERSATIONS; index++)
    await fillConversation(
      database.db,
      await createConversation(base, others),
      NEWER_MESSAGES / NEWER_CONVERSATIONS,
    );
  await analyzeMessages(database.db);

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
  const page = await rowsTouchedBy(database.db, newestPage(database.db, old));
  const window = await rowsTouchedBy(database.db, promptWindowOf(old));
  console.log(
    `conversation open on ${baseUrl ? 'PostgreSQL' : 'PGlite'}: ${OLD_MESSAGES} messages, then ${NEWER_MESSAGES} in ${NEWER_CONVERSATIONS} other conversations`,
  );
  console.log(
    `GET its newest page, one at a time: p50 ${fmt(percentile(timings, 50))} ms, p99 ${fmt(percentile(timings, 99))} ms (${REQUESTS} requests)`,
  );
  console.log(
    `rows touched: newest page of 50 (read with one row more, to know if there are older ones) → ${page}; prompt window → ${window}`,
  );
  await app.close();
} finally {
  await database.close();
  if (scratch) await dropScratchDatabase(baseUrl!, scratch.name);
}
