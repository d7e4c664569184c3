/**
 * Sign-in latency with the production password hash (scrypt N=2^17, r=8, p=1): the bare hash,
 * then 30 sequential `POST /api/auth/sign-in/email` through the whole app (rate limiter, origin
 * guard, better-auth, session insert) on an in-memory PGlite. Sequential on purpose: this is the
 * latency one person waits for, not throughput (scrypt runs on libuv's thread pool).
 * Run: node --import tsx bench/auth.ts
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedDatabase } from '../src/server/db/seed/index.js';
import {
  hashPassword,
  SCRYPT_PARAMS,
  verifyPassword,
} from '../src/server/features/auth/password.js';
import { nextAddress, ORIGIN } from '../test/helpers/auth.js';
import { fmt, percentile, printTable } from './support/stats.js';

const SIGN_INS = 30;
const HASHES = 10;
const PASSWORD = 'correct-horse-battery';

function summary(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return {
    measurement: name,
    runs: samples.length,
    'p50 ms': fmt(percentile(sorted, 50), 1),
    'p95 ms': fmt(percentile(sorted, 95), 1),
    'mean ms': fmt(mean, 1),
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const database = await openDatabase({ pgliteDir: 'memory://' });
await seedDatabase(database.db);
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  APP_URL: ORIGIN,
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
});
const app = await buildApp({ config, database, logger: false, webDistDir: '/nonexistent' });
await app.ready();

const signUp = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  remoteAddress: nextAddress(),
  headers: { origin: ORIGIN },
  payload: {
    email: 'bench@example.com',
    password: PASSWORD,
    username: 'bench_user',
    ageConfirmed: true,
  },
});
if (signUp.statusCode !== 200)
  throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);

const hashTimes: number[] = [];
const verifyTimes: number[] = [];
await hashPassword(PASSWORD); // warm-up: first use allocates scrypt's 128 MiB working memory
for (let index = 0; index < HASHES; index += 1) {
  let hash = '';
  hashTimes.push(await timed(async () => (hash = await hashPassword(PASSWORD))));
  verifyTimes.push(await timed(() => verifyPassword({ hash, password: PASSWORD })));
}

// The per-IP auth limit is 10 a minute: each request comes from its own address (nextAddress).
const signInTimes: number[] = [];
for (let index = 0; index < SIGN_INS; index += 1) {
  signInTimes.push(
    await timed(async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: nextAddress(),
        headers: { origin: ORIGIN },
        payload: { email: 'bench@example.com', password: PASSWORD },
      });
      if (response.statusCode !== 200)
        throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    }),
  );
}

const { N, r, p } = SCRYPT_PARAMS;
console.log(
  `bench/auth: scrypt N=2^${Math.log2(N)}, r=${r}, p=${p}; PGlite in memory; Node ${process.version}`,
);
printTable([
  summary('hashPassword', hashTimes),
  summary('verifyPassword', verifyTimes),
  summary('POST /api/auth/sign-in/email', signInTimes),
]);

await app.close();
await database.close();
