/**
 * CPU of the stream guard alone on the chat bench's 200-token prose reply, fed token by token as
 * the relay feeds it, plus one classification of a user's message (docs/BENCHMARKS.md,
 * "Chat streaming"). Prints ms of process CPU per reply. `GUARD_REPLIES` sets the count.
 */
import { classifyText, createStreamGuard } from '#server/features/safety/policy/index.js';
import { BENCH_REPLY_TOKENS } from './support/benchReply.js';

const replies = Number(process.env.GUARD_REPLIES ?? 400);
const message = 'Tell me about your day, I missed you. What did you cook tonight?';

function oneReply() {
  const guard = createStreamGuard();
  for (const token of BENCH_REPLY_TOKENS) guard.push(token);
  guard.finish();
}

for (let i = 0; i < 50; i += 1) oneReply();
const cpu = process.cpuUsage();
for (let i = 0; i < replies; i += 1) oneReply();
const guardUs = process.cpuUsage(cpu);
const cpu2 = process.cpuUsage();
for (let i = 0; i < replies; i += 1) classifyText(message);
const messageUs = process.cpuUsage(cpu2);
const ms = (usage: NodeJS.CpuUsage) => ((usage.user + usage.system) / 1000 / replies).toFixed(3);
console.log(`guard: ${ms(guardUs)} ms per reply; user message: ${ms(messageUs)} ms per message`);
