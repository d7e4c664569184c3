/**
 * Child process: the loopback fake model streaming a fixed reply (TOKEN_COUNT tokens, 200), the
 * prose of `benchReply.ts`.
 */
import { startFakeOpenAI } from '#test/helpers/fakeOpenAI.js';
import { benchReplyTokens } from './benchReply.js';

const tokens = benchReplyTokens(Number(process.env.TOKEN_COUNT ?? 200));
const fake = await startFakeOpenAI({
  tokens,
  tokenDelayMs: Number(process.env.TOKEN_DELAY_MS ?? 0),
});
// Keep memory flat over a long run: the bench does not read the recorded requests.
setInterval(() => fake.reset(), 1000).unref();
console.log(`READY ${fake.port}`);
process.on('SIGTERM', async () => {
  await fake.close();
  process.exit(0);
});
