/**
 * GET /api/characters under load: 10,000 seeded characters, 50 connections, a search, a tag
 * filter and each sort, against a fixed-JSON route on the same server as the ceiling.
 * Server in a child process, load from this one (autocannon). BENCH_DATABASE_URL=postgres://… to
 * run on PostgreSQL instead of PGlite.
 */
import autocannon from 'autocannon';
import { fmt, printTable, startChild } from './support/stats.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 50;
const scenarios: Array<[string, string]> = [
  ['ceiling: fixed JSON', '/bench/fixed'],
  ['search q=luna', '/api/characters?q=luna'],
  ['tags=goth&tags=music', '/api/characters?tags=goth&tags=music'],
  ['sort=popularity', '/api/characters?sort=popularity'],
  ['sort=name', '/api/characters?sort=name'],
  ['sort=age', '/api/characters?sort=age'],
];

const server = await startChild('bench/support/charactersServer.ts', {});
const base = `http://127.0.0.1:${server.port}`;
console.log(
  `bench/characters: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION_S} s per scenario`,
);
const results: Array<Record<string, string | number>> = [];
let ceiling = 0;
for (const [name, path] of scenarios) {
  await autocannon({ url: base + path, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({
    url: base + path,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  const rps = result.requests.average;
  if (path === '/bench/fixed') ceiling = rps;
  results.push({
    scenario: name,
    'req/s': Math.round(rps),
    'p50 ms': fmt(result.latency.p50),
    'p99 ms': fmt(result.latency.p99),
    '% of ceiling': ceiling ? `${fmt((rps / ceiling) * 100, 0)}%` : '-',
    errors: result.errors + result.non2xx,
  });
}
printTable(results);
await server.stop();
