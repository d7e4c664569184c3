/** Child process for bench/chat.ts: the real app (PGlite in memory, or BENCH_DATABASE_URL). */
import { buildApp } from '#server/app.js';
import { serveForBench } from './serve.js';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/client.js';
import { seedDatabase } from '#server/db/seed/index.js';

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  pgliteDir: 'memory://',
  poolSize: 40,
});
await seedDatabase(database.db);
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  APP_URL: 'http://localhost:3000',
  CHAT_RATE_LIMIT_PER_MINUTE: '10000',
  // The bench opens thousands of conversations and replies a minute from a few accounts.
  CONVERSATIONS_PER_MINUTE: '10000',
  MODEL_CALLS_PER_MINUTE: '1000000',
  LLM_MODEL: 'bench-model',
});
const app = await buildApp({ config, database, logger: false, webDistDir: '/nonexistent' });
await serveForBench(app, database);
