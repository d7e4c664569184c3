/**
 * Chat streaming overhead, in one run against a loopback fake model streaming a fixed 200-token
 * reply: (a) clients talking to the fake directly, (b) signed-in clients through our streamed
 * endpoint (session check, safety checks, both messages stored). Then 2,000 simultaneous open
 * streams in one server process and its resident memory growth.
 * PGlite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL. To see the server with a
 * core of its own: `BENCH_SERVER_CPUS=0 taskset -c 1 node --import tsx bench/chat.ts`.
 */
import { readFileSync } from 'node:fs';
import { cookiesFrom, ORIGIN } from '../test/helpers/auth.js';
import { fmt, percentile, printTable, startChild } from './support/stats.js';

const CONCURRENCY = 32;
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 8) * 1000;
const OPEN_STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const USERS = 8;

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

async function signUpUsers(base: string) {
  const cookies: string[] = [];
  for (let index = 0; index < USERS; index++) {
    const response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench${index}-${Date.now()}@example.com`,
        username: `bench${index}_${Date.now() % 100000}`,
        password: 'bench-password-123',
        ageConfirmed: true,
      }),
    });
    if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
    cookies.push(cookiesFrom(response.headers.getSetCookie()));
  }
  return cookies;
}

async function createConversation(base: string, cookie: string) {
  const response = await fetch(`${base}/api/conversations`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ characterId: 'luna' }),
  });
  return ((await response.json()) as { conversation: { id: string } }).conversation.id;
}

const sendThroughApp = (base: string, cookie: string, conversationId: string) => {
  const started = performance.now();
  return fetch(`${base}/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      cookie,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ content: 'Tell me about your day' }),
  }).then((response) => timeStream(response, 'event: delta', started, 'event: message'));
};

/** The fake model and the app in front of it, each in a child process of its own. */
async function startServers(fakeEnv: Record<string, string>, serverCpus?: string) {
  const fake = await startChild('bench/support/fakeModelServer.ts', fakeEnv);
  const fakeUrl = `http://127.0.0.1:${fake.port}/v1`;
  const server = await startChild(
    'bench/support/chatServer.ts',
    { LLM_BASE_URL: fakeUrl },
    [],
    serverCpus,
  ).catch(async (error: unknown) => {
    await fake.stop();
    throw error;
  });
  return {
    fakeUrl,
    server,
    base: `http://127.0.0.1:${server.port}`,
    stop: async () => {
      await server.stop();
      await fake.stop();
    },
  };
}

async function main() {
  const dbName = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const { fakeUrl, server, base, stop } = await startServers({}, process.env.BENCH_SERVER_CPUS);
  try {
    const cookies = await signUpUsers(base);
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
      `added TTFT p50: ${fmt(b.p50 - a.p50)} ms (target ≤ 5), p99: ${fmt(b.p99 - a.p99)} ms (target ≤ 25)`,
    );
    console.log(
      `throughput: ${fmt((b.perSecond / a.perSecond) * 100, 0)}% of direct (target ≥ 50%)`,
    );
    console.log(`server CPU per reply (all threads): ${fmt(serverCpuMs)} ms`);

    // The same calls one at a time: the latency we add when nothing queues.
    const alone = [
      summarise('(a) direct, one at a time', await loop(askDirectly, 1, 2000)),
      summarise(
        '(b) ours, one at a time',
        await loop(() => sendThroughApp(base, cookies[0], conversations[0]), 1, 2000),
      ),
    ];
    console.log(
      `one conversation at a time: TTFT p50 ${fmt(alone[0].p50)} → ${fmt(alone[1].p50)} ms (added ${fmt(alone[1].p50 - alone[0].p50)}), p99 ${fmt(alone[0].p99)} → ${fmt(alone[1].p99)} ms (added ${fmt(alone[1].p99 - alone[0].p99)})`,
    );
  } finally {
    await stop();
  }
  await openStreams(dbName);
}

/** 2,000 simultaneous streams (the fake sends a token every 30 ms, so each stays open ~6 s). */
async function openStreams(dbName: string) {
  const { server, base, stop } = await startServers({ TOKEN_DELAY_MS: '30' });
  try {
    const cookies = await signUpUsers(base);
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
      `server RSS before ${fmt(before, 0)} MB, peak ${fmt(peak, 0)} MB, growth ${fmt(peak - before, 0)} MB (target ≤ 300 MB)`,
    );
  } finally {
    await stop();
  }
}

await main();
