/**
 * Image jobs through the real queue with a zero-latency image backend: how many requests per
 * second `generate` accepts (safety, credits, request row and job in one transaction), how many
 * jobs per second one instance finishes (claim, render, store, image row, done), and what one
 * queued job costs in memory and in the database. PGlite in memory by default;
 * BENCH_DATABASE_URL=postgres://… for PostgreSQL. Run with --expose-gc for the heap figure.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { user } from '../src/server/db/schema/index.js';
import { seedDatabase } from '../src/server/db/seed/index.js';
import type { ImageBackend } from '../src/server/providers/images/types.js';
import type { FileStorage } from '../src/server/providers/storage/types.js';
import { fmt, printTable } from './support/stats.js';

const USERS = Number(process.env.BENCH_USERS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const QUEUED = Number(process.env.BENCH_QUEUED ?? 1000);
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const backend: ImageBackend = {
  kind: 'local-preview',
  generate: async (request) => ({
    bytes: PNG,
    contentType: 'image/png',
    width: request.width,
    height: request.height,
    preview: true,
  }),
  health: async () => ({ ok: true, kind: 'local-preview', detail: 'bench' }),
};
const files = new Map<string, Uint8Array>();
const storage: FileStorage = {
  kind: 'local',
  put: async (key, bytes) => void files.set(key, bytes),
  get: async (key) =>
    files.has(key) ? { bytes: files.get(key)!, contentType: 'image/png' } : null,
  delete: async (key) => void files.delete(key),
  health: async () => ({ ok: true, kind: 'local', detail: 'memory' }),
};

const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { databaseUrl: url } : {});
await seedDatabase(database.db);
const limits = String(10_000);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  IMAGE_JOBS_PER_MINUTE: limits,
  IMAGE_RATE_LIMIT_PER_MINUTE: limits,
  IMAGE_IP_PER_MINUTE: limits,
});
// Not `ready()`: the queue's own loop stays off, so each phase is driven and timed here.
const app = await buildApp({
  config,
  database,
  logger: false,
  webDistDir: '/nonexistent',
  imageBackend: backend,
  fileStorage: storage,
});
const { auth, imaging, jobs } = app.services;

/** A Premium member written straight into the table (sign-up's scrypt would dominate). */
async function premiumViewer(id: string) {
  const email = `${id}@example.com`;
  await database.db
    .insert(user)
    .values({ id, name: id, email, username: id, ageConfirmedAt: new Date() });
  await auth.setPremiumGrant(email, true);
  return (await auth.getViewerById(id))!;
}
const viewers = [];
for (let index = 0; index < USERS; index++) viewers.push(await premiumViewer(`bench-img-${index}`));
const input = (n: number) => ({
  characterId: 'luna',
  userText: `Reading a book in a cafe, take ${n}`,
  resolution: '768x1024' as const,
  angle: 'portrait' as const,
});

let accepted = 0;
let acceptMs = 0;
let runMs = 0;
for (let round = 0; round < ROUNDS; round++) {
  let started = performance.now();
  // Two per member: the per-member limit of running images.
  await Promise.all(
    viewers.flatMap((viewer, index) => [
      imaging.generate(viewer, `10.0.${index >> 8}.${index & 255}`, input(round * 2)),
      imaging.generate(viewer, `10.0.${index >> 8}.${index & 255}`, input(round * 2 + 1)),
    ]),
  );
  acceptMs += performance.now() - started;
  accepted += viewers.length * 2;
  started = performance.now();
  await jobs.runDue('image');
  runMs += performance.now() - started;
}

// Memory per queued job: the requests stay queued (nothing runs them) while we measure.
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage().rss;
const extraUsers = Math.ceil(QUEUED / 2);
for (let index = 0; index < extraUsers; index++) {
  const viewer = await premiumViewer(`bench-q-${index}`);
  await imaging.generate(viewer, '10.1.0.1', input(0));
  await imaging.generate(viewer, '10.1.0.1', input(1));
}
gc?.();
const heapAfter = process.memoryUsage().heapUsed;
const rssAfter = process.memoryUsage().rss;
const [sizes] = (
  (await database.db.execute(sql`select
    (select pg_total_relation_size('jobs') + pg_total_relation_size('image_requests'))::bigint as bytes,
    (select count(*) from jobs where status = 'queued')::int as queued`)) as unknown as {
    rows: Array<{ bytes: string; queued: number }>;
  }
).rows;

console.log(
  `bench/imaging: ${url ? 'PostgreSQL' : 'PGlite'}, ${USERS} members × 2 images × ${ROUNDS} rounds, zero-latency backend, worker concurrency 4`,
);
printTable([
  {
    phase: 'generate (accept + enqueue)',
    requests: accepted,
    'per second': fmt(accepted / (acceptMs / 1000), 0),
  },
  {
    phase: 'jobs run to done',
    requests: accepted,
    'per second': fmt(accepted / (runMs / 1000), 0),
  },
]);
const queuedJobs = 2 * extraUsers;
console.log(
  `memory per queued job (${queuedJobs} queued, ${sizes!.queued} in the table): JS heap ${gc ? fmt((heapAfter - heapBefore) / queuedJobs, 0) + ' B' : 'n/a (run with --expose-gc)'}, RSS ${fmt((rssAfter - rssBefore) / queuedJobs, 0)} B; database (jobs + image_requests, all rows) ${fmt(Number(sizes!.bytes) / (accepted + queuedJobs), 0)} B per row pair`,
);
await app.close();
await database.close();
