/**
 * The server's socket writes per chat reply, by peer (the database, the model, the browser), and
 * its user / system CPU split, over the chat bench's 200-token reply (docs/BENCHMARKS.md, "Chat
 * streaming"). Needs strace. `BENCH_CONCURRENCY` conversations at once (1), `BENCH_REPLIES`
 * counted replies (60); BENCH_DATABASE_URL=postgres://… for PostgreSQL, as bench:chat.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConversation, sendMessage, signUpUsers } from './support/chatClient.js';
import { startServers } from './support/chatServers.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const REPLIES = Number(process.env.BENCH_REPLIES ?? 60);
const WRITES = /^\d+\s+(write|writev|sendto|sendmsg)\(/;

/** Sends `total` messages over `conversations`, one at a time in each. */
async function reply(base: string, cookie: string, conversations: string[], total: number) {
  let left = total;
  await Promise.all(
    conversations.map(async (id) => {
      while (left-- > 0) {
        const text = await (await sendMessage(base, cookie, id)).text();
        if (!text.includes('event: message')) throw new Error(text.slice(0, 300));
      }
    }),
  );
}

/** User and system CPU seconds of a process so far, from /proc. */
function cpuSplit(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

/** Which peer a traced write went to, from strace's `-yy` socket names. */
function peerOf(line: string, ports: { server: number; model: number }) {
  const ends = /\[[\d.]+:(\d+)->[\d.]+:(\d+)\]/.exec(line);
  if (!ends) return 'other (pipes, files)';
  if (Number(ends[1]) === ports.server) return 'browser (SSE)';
  if (Number(ends[2]) === ports.model) return 'model request';
  return `database (port ${ends[2]})`;
}

const { fakeUrl, server, base, stop } = await startServers({});
const traceFile = path.join(os.tmpdir(), `chat-writes-${process.pid}.txt`);
try {
  const [cookie] = await signUpUsers(base, 1);
  const conversations = await Promise.all(
    Array.from({ length: CONCURRENCY }, () => createConversation(base, cookie)),
  );
  // Warm up (JIT, prepared statements, the model connection) before anything is counted.
  await reply(base, cookie, conversations, 40);

  const pid = server.child.pid!;
  const before = cpuSplit(pid);
  await reply(base, cookie, conversations, REPLIES);
  const after = cpuSplit(pid);
  const perReply = (seconds: number) => ((seconds * 1000) / REPLIES).toFixed(2);
  console.log(
    `server CPU per reply, untraced: user ${perReply(after.user - before.user)} ms, system ${perReply(after.system - before.system)} ms`,
  );

  const trace = spawn(
    'strace',
    ['-f', '-yy', '-e', 'trace=write,writev,sendto,sendmsg', '-o', traceFile, '-p', String(pid)],
    { stdio: 'ignore' },
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const skip = readFileSync(traceFile, 'utf8').split('\n').length - 1;
  await reply(base, cookie, conversations, REPLIES);
  trace.kill('SIGINT');
  await new Promise((resolve) => trace.once('exit', resolve));

  const writes = readFileSync(traceFile, 'utf8')
    .split('\n')
    .slice(skip)
    .filter((line) => WRITES.test(line));
  const ports = { server: Number(new URL(base).port), model: Number(new URL(fakeUrl).port) };
  const byPeer = new Map<string, number>();
  for (const line of writes) {
    const peer = peerOf(line, ports);
    byPeer.set(peer, (byPeer.get(peer) ?? 0) + 1);
  }
  console.log(
    `${REPLIES} replies, ${CONCURRENCY} at a time, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${(writes.length / REPLIES).toFixed(2)} socket writes per reply`,
  );
  for (const [peer, count] of [...byPeer].sort((a, b) => b[1] - a[1]))
    console.log(`  ${peer}: ${(count / REPLIES).toFixed(2)}`);
} finally {
  rmSync(traceFile, { force: true });
  await stop();
}
