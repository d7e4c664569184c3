/**
 * Chat streaming overhead, in one run against a loopback fake model streaming a fixed 200-token
 * reply: (a) clients talking to the fake directly, (b) signed-in clients through our streamed
 * endpoint (session check, safety checks, both messages stored). Then a model at a realistic pace
 * (a word every 20–40 ms): how long each word takes to reach the client. Then 2,000 simultaneous
 * open streams in one server process and its resident memory growth. Every figure with a target
 * is printed with it (docs/BENCHMARKS.md, "Chat streaming").
 * PGlite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL. To see the server with a
 * core of its own: `BENCH_SERVER_CPUS=0 taskset -c 1 node --import tsx bench/chat.ts`.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createConversation, sendMessage, signUpUsers } from './support/chatClient.js';
import { fmt, percentile, printTable } from './support/stats.js';
import { startServers } from './support/chatServers.js';
import { nowMicros } from './support/pacedModelServer.js';

const CONCURRENCY = 32;
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 8) * 1000;
const OPEN_STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
/** How long direct and through-the-app calls alternate one at a time. */
const ALONE_MS = Number(process.env.BENCH_ALONE_SECONDS ?? 4) * 1000;
const USERS = 8;
const PACED_CONVERSATIONS = 8;
const PACED_ROUNDS = 2;

/** The targets of the chat hot path, per database (docs/BENCHMARKS.md, "Chat streaming"). */
const TARGETS = {
  PostgreSQL: { cpuMs: 3, aloneP50: 3, aloneP99: 8, pinnedPerSecond: 300 },
  PGlite: { cpuMs: 6, aloneP50: 4, aloneP99: 10, pinnedPerSecond: 150 },
};
const FIRST_WORD_TARGET_MS = 5;
const GROWTH_TARGET_MB = 200;

const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');

interface Timing {
  ttft: number;
  total: number;
}

/** Reads a streamed body, noting when `firstMarker` first appears and when it ends. */
async function timeStream(
  response: Response,
  firstMarker: string,
  started: number,
  endMarker?: string,
): Promise<Timing> {
  if (!response.ok || !response.body)
    throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let ttft = NaN;
  let tail = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    if (Number.isNaN(ttft) && text.includes(firstMarker)) ttft = performance.now() - started;
    tail = (tail + text).slice(-4096);
  }
  // A stream that ends with an error event (e.g. the model call failed) is not a completed reply.
  if (endMarker && !tail.includes(endMarker)) throw new Error(`stream ended without ${endMarker}`);
  return { ttft, total: performance.now() - started };
}

async function loop(
  worker: (index: number) => Promise<Timing>,
  concurrency = CONCURRENCY,
  durationMs = DURATION_MS,
): Promise<{ timings: Timing[]; seconds: number }> {
  const timings: Timing[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, index) => {
      while (performance.now() - started < durationMs) timings.push(await worker(index));
    }),
  );
  return { timings, seconds: (performance.now() - started) / 1000 };
}

/**
 * One direct call, then one through the app, and again, for `durationMs`: the two see the same
 * machine moment by moment, so a machine whose speed drifts moves both alike.
 */
async function alternate(
  direct: () => Promise<Timing>,
  ours: () => Promise<Timing>,
  durationMs: number,
) {
  const runs = { direct: [] as Timing[], ours: [] as Timing[] };
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    runs.direct.push(await direct());
    runs.ours.push(await ours());
  }
  const seconds = (performance.now() - started) / 1000;
  return { direct: { timings: runs.direct, seconds }, ours: { timings: runs.ours, seconds } };
}

function summarise(name: string, run: { timings: Timing[]; seconds: number }) {
  const ttfts = run.timings.map((timing) => timing.ttft).sort((a, b) => a - b);
  return {
    name,
    p50: percentile(ttfts, 50),
    p99: percentile(ttfts, 99),
    perSecond: run.timings.length / run.seconds,
  };
}

/** CPU seconds (user + system, all threads) a process has used so far, from /proc. */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const sendThroughApp = (base: string, cookie: string, conversationId: string) => {
  const started = performance.now();
  return sendMessage(base, cookie, conversationId).then((response) =>
    timeStream(response, 'event: delta', started, 'event: message'),
  );
};

/**
 * PostgreSQL plans the hot statements from its statistics, which autovacuum keeps in a running
 * database; a bench database made just now has none (and this machine's server runs with
 * autovacuum off), so they are gathered once the warm-up has written rows, as autovacuum would.
 */
async function gatherStatistics() {
  if (!process.env.BENCH_DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

async function main() {
  const dbName = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const target = TARGETS[dbName];
  const pinned = Boolean(process.env.BENCH_SERVER_CPUS);
  const { fakeUrl, server, base, stop } = await startServers({}, process.env.BENCH_SERVER_CPUS);
  try {
    const cookies = await signUpUsers(base, USERS);
    const conversations = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, index) =>
        createConversation(base, cookies[index % USERS]),
      ),
    );

    const askDirectly = () => {
      const started = performance.now();
      return fetch(`${fakeUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'bench-model',
          stream: true,
          messages: [{ role: 'user', content: 'Tell me about your day' }],
        }),
      }).then((response) => timeStream(response, '"content"', started));
    };
    const direct = await loop(askDirectly);
    // With BENCH_PROFILE_DIR the server profiles exactly this phase (bench/support/profile.ts).
    const profiling = Boolean(process.env.BENCH_PROFILE_DIR);
    // Warm up (JIT, prepared statements, connections) so a slow run is not measuring start-up.
    await loop(
      (index) => sendThroughApp(base, cookies[index % USERS], conversations[index]),
      CONCURRENCY,
      1000,
    );
    await gatherStatistics();
    if (profiling) server.child.kill('SIGUSR2');
    const cpuBefore = cpuSeconds(server.child.pid!);
    const ours = await loop((index) =>
      sendThroughApp(base, cookies[index % USERS], conversations[index]),
    );
    const serverCpuMs = ((cpuSeconds(server.child.pid!) - cpuBefore) * 1000) / ours.timings.length;
    if (profiling) server.child.kill('SIGUSR2');

    const a = summarise('(a) direct to the fake model', direct);
    const b = summarise(`(b) through /api/conversations/:id/messages (${dbName})`, ours);
    console.log(
      `bench/chat on ${dbName}: ${CONCURRENCY} concurrent conversations, ${DURATION_MS / 1000} s each, 200-token replies`,
    );
    printTable(
      [a, b].map((row) => ({
        run: row.name,
        'TTFT p50 ms': fmt(row.p50),
        'TTFT p99 ms': fmt(row.p99),
        'replies/s': fmt(row.perSecond, 1),
      })),
    );
    console.log(
      `added TTFT at 32 conversations (for context): p50 ${fmt(b.p50 - a.p50)} ms, p99 ${fmt(b.p99 - a.p99)} ms; throughput ${fmt((b.perSecond / a.perSecond) * 100, 0)}% of direct`,
    );
    console.log(
      `server CPU per reply (process CPU over phase (b) ÷ replies, all threads): ${fmt(serverCpuMs)} ms (target ≤ ${target.cpuMs}: ${mark(serverCpuMs <= target.cpuMs)})`,
    );
    console.log(
      pinned
        ? `replies/s at 32 conversations, server pinned to cores ${process.env.BENCH_SERVER_CPUS}: ${fmt(b.perSecond, 1)} (target ≥ ${target.pinnedPerSecond}: ${mark(b.perSecond >= target.pinnedPerSecond)})`
        : `replies/s at 32 conversations: ${fmt(b.perSecond, 1)} (server not pinned; the target ≥ ${target.pinnedPerSecond} is for BENCH_SERVER_CPUS=0 taskset -c 1 …)`,
    );

    // The same calls one at a time, alternated: the latency we add when nothing queues.
    const pairs = await alternate(
      askDirectly,
      () => sendThroughApp(base, cookies[0], conversations[0]),
      ALONE_MS,
    );
    const alone = [
      summarise('(a) direct, one at a time', pairs.direct),
      summarise('(b) ours, one at a time', pairs.ours),
    ];
    const addedP50 = alone[1].p50 - alone[0].p50;
    const addedP99 = alone[1].p99 - alone[0].p99;
    console.log(
      `one conversation at a time (${pairs.ours.timings.length} pairs, alternated): TTFT p50 ${fmt(alone[0].p50)} → ${fmt(alone[1].p50)} ms, p99 ${fmt(alone[0].p99)} → ${fmt(alone[1].p99)} ms`,
    );
    console.log(
      `added TTFT one at a time: p50 ${fmt(addedP50)} ms (target ≤ ${target.aloneP50}: ${mark(addedP50 <= target.aloneP50)}), p99 ${fmt(addedP99)} ms (target ≤ ${target.aloneP99}: ${mark(addedP99 <= target.aloneP99)})`,
    );
  } finally {
    await stop();
  }
  // BENCH_CPU_ONLY=1: phases (a) and (b) only, for quick before/after comparisons of CPU per reply.
  if (process.env.BENCH_CPU_ONLY) return;
  await pacedReplies();
  await openStreams(dbName);
}

/**
 * A model at a realistic pace: each word carries the time the model sent it, so the client can
 * tell how long the first word, and every later one, took to come through our server.
 */
async function pacedReplies() {
  const { base, stop } = await startServers({}, undefined, 'bench/support/pacedModelServer.ts');
  try {
    const cookies = await signUpUsers(base, USERS);
    const conversations = await Promise.all(
      Array.from({ length: PACED_CONVERSATIONS }, (_, index) =>
        createConversation(base, cookies[index % USERS]),
      ),
    );
    const firstWord: number[] = [];
    const everyWord: number[] = [];
    const events: number[] = [];
    for (let round = 0; round < PACED_ROUNDS; round++) {
      await Promise.all(
        conversations.map(async (id, index) => {
          const lags = await wordLags(base, cookies[index % USERS], id);
          firstWord.push(lags.words[0]);
          everyWord.push(...lags.words);
          events.push(lags.events);
        }),
      );
    }
    firstWord.sort((x, y) => x - y);
    everyWord.sort((x, y) => x - y);
    const p50 = percentile(firstWord, 50);
    console.log(
      `paced model (a word every 20–40 ms, ${PACED_CONVERSATIONS} conversations × ${PACED_ROUNDS}): first word reaches the client ${fmt(p50)} ms after the model sent it, p99 ${fmt(percentile(firstWord, 99))} ms (target ≤ ${FIRST_WORD_TARGET_MS}: ${mark(p50 <= FIRST_WORD_TARGET_MS)})`,
    );
    console.log(
      `every word: p50 ${fmt(percentile(everyWord, 50))} ms, p99 ${fmt(percentile(everyWord, 99))} ms, longest hold ${fmt(everyWord.at(-1)!)} ms (the delta window is 30 ms); ${fmt(events.reduce((x, y) => x + y, 0) / events.length, 1)} delta events per ${everyWord.length / events.length}-word reply`,
    );
  } finally {
    await stop();
  }
}

/** Sends one message and returns, for each word, how long after the model sent it it arrived. */
async function wordLags(base: string, cookie: string, conversationId: string) {
  const response = await sendMessage(base, cookie, conversationId);
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const words: number[] = [];
  let events = 0;
  let buffer = '';
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    const arrived = nowMicros();
    buffer += decoder.decode(chunk, { stream: true });
    const parts = buffer.split('\n\n');
    buffer = parts.pop()!;
    for (const part of parts) {
      if (!part.startsWith('event: delta')) continue;
      events += 1;
      const { text } = JSON.parse(part.slice(part.indexOf('data: ') + 6)) as { text: string };
      for (const word of text.trim().split(/\s+/)) words.push((arrived - wordTime(word)) / 1000);
    }
  }
  return { words, events };
}

/** The time a paced word was sent (see pacedModelServer.ts). */
const wordTime = (word: string) =>
  parseInt(
    word.replace(/[q-z]/g, (letter) => String('qrstuvwxyz'.indexOf(letter))),
    26,
  );

/** 2,000 simultaneous streams (the fake sends a token every 30 ms, so each stays open ~6 s). */
async function openStreams(dbName: string) {
  const { server, base, stop } = await startServers({ TOKEN_DELAY_MS: '30' });
  try {
    const cookies = await signUpUsers(base, USERS);
    const conversations: string[] = [];
    for (let index = 0; index < OPEN_STREAMS; index += 50) {
      conversations.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, OPEN_STREAMS - index) }, (_, offset) =>
            createConversation(base, cookies[(index + offset) % USERS]),
          ),
        )),
      );
    }
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssMb(server.child.pid!);
    let peak = before;
    let open = 0;
    let maxOpen = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.child.pid!));
    }, 100);
    // Ramp up 100 streams every 50 ms (a burst of 2,000 SYNs overflows the listen backlog);
    // each stream lasts ~6 s, so all of them are open at once at the peak.
    const results = await Promise.allSettled(
      conversations.map(async (id, index) => {
        await new Promise((resolve) => setTimeout(resolve, Math.floor(index / 100) * 50));
        open += 1;
        maxOpen = Math.max(maxOpen, open);
        return sendThroughApp(base, cookies[index % USERS], id).finally(() => {
          open -= 1;
        });
      }),
    );
    clearInterval(sampler);
    const rejected = results.filter((result) => result.status === 'rejected');
    const failed = rejected.length;
    if (rejected[0]) {
      const reason = (rejected[0] as PromiseRejectedResult).reason as Error & {
        cause?: Error & { code?: string };
      };
      console.log(
        `first failure: ${reason.message} (${reason.cause?.code ?? reason.cause?.message ?? 'no cause'})`,
      );
    }
    console.log(
      `open streams on ${dbName}: ${OPEN_STREAMS} started, ${OPEN_STREAMS - failed} completed, ${failed} failed, at most ${maxOpen} open at once`,
    );
    console.log(
      `server RSS before ${fmt(before, 0)} MB, peak ${fmt(peak, 0)} MB, growth ${fmt(peak - before, 0)} MB (target ≤ ${GROWTH_TARGET_MB} MB and all completed: ${mark(peak - before <= GROWTH_TARGET_MB && failed === 0)})`,
    );
  } finally {
    await stop();
  }
}

await main();
