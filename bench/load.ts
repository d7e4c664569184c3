/**
 * Load: 500 simulated chatters for 60 s against the real app on PostgreSQL, with the loopback
 * fake model streaming at a human-like pace (30 ms a token, the middle of 20–40 ms; 60 tokens a
 * reply). Each chatter is a guest from its own address (X-Forwarded-For, TRUST_PROXY on): it
 * opens a conversation, then sends, waits for the whole reply, pauses 1–3 s and sends again.
 * Prints requests, errors, reply latency p50/p99 and the server's peak resident memory.
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a server on
 * which a throw-away database is created and dropped; BENCH_CHATTERS and BENCH_DURATION (s)
 * change the size of the run.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { ORIGIN } from '../test/helpers/auth.js';
import { fmt, percentile, printTable, startChild } from './support/stats.js';

const CHATTERS = Number(process.env.BENCH_CHATTERS ?? 500);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 60) * 1000;
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LIMITS_OFF = '10000';

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const peakRssMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

interface Tally {
  requests: number;
  errors: Map<string, number>;
  latencies: number[];
}

async function chatter(index: number, baseUrl: string, until: number, tally: Tally) {
  const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  let cookie = '';
  const request = async (path: string, body: unknown) => {
    tally.requests += 1;
    const started = performance.now();
    try {
      const response = await fetch(baseUrl + path, {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      });
      cookie ||= (response.headers.get('set-cookie') ?? '').split(';')[0];
      const json = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return { json, ms: performance.now() - started };
    } catch (error) {
      const key = error instanceof Error ? error.message : String(error);
      tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
      return null;
    }
  };
  // Arrivals spread over the first 5 s, as real traffic ramps.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 5000));
  const created = await request('/api/conversations', { characterId: 'luna' });
  const id = (created?.json.conversation as { id: string } | undefined)?.id;
  if (!id) return;
  let turn = 0;
  while (performance.now() < until) {
    const sent = await request(`/api/conversations/${id}/messages`, {
      content: `Tell me about your day, part ${++turn}`,
    });
    if (sent) tally.latencies.push(sent.ms);
    await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000));
  }
}

await withDatabase(async (databaseUrl) => {
  const model = await startChild('bench/support/fakeModelServer.ts', {
    TOKEN_DELAY_MS: '30',
    TOKEN_COUNT: '60',
  });
  const server = await startChild('bench/support/chatServer.ts', {
    BENCH_DATABASE_URL: databaseUrl,
    LLM_BASE_URL: `http://127.0.0.1:${model.port}/v1`,
    TRUST_PROXY: 'true',
    GUEST_CHAT_RATE_LIMIT_PER_MINUTE: LIMITS_OFF,
    GUEST_CHAT_IP_PER_MINUTE: LIMITS_OFF,
    GUEST_CHAT_IP_PER_DAY: LIMITS_OFF,
    MODEL_CALLS_PER_MINUTE: LIMITS_OFF,
    MODEL_CALLS_GUEST_SHARE: '1',
  });
  const tally: Tally = { requests: 0, errors: new Map(), latencies: [] };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CHATTERS }, (_, index) =>
      chatter(index, `http://127.0.0.1:${server.port}`, started + DURATION_MS, tally),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = peakRssMb(server.child.pid!);
  await server.stop();
  await model.stop();
  const sorted = tally.latencies.sort((a, b) => a - b);
  const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
  printTable([
    {
      chatters: CHATTERS,
      seconds: fmt(seconds, 1),
      requests: tally.requests,
      'replies/s': fmt(sorted.length / seconds, 1),
      errors,
      'reply p50 ms': fmt(percentile(sorted, 50), 0),
      'reply p99 ms': fmt(percentile(sorted, 99), 0),
      'server peak RSS MB': fmt(peak, 0),
    },
  ]);
  for (const [error, count] of tally.errors) console.log(`  ${count} × ${error}`);
});
