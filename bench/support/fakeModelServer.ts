/**
 * Child process: the loopback fake model streaming a fixed reply (TOKEN_COUNT tokens, 200).
 * The reply is ordinary prose, a word a token, as a companion's answer reads. It used to be
 * `w0 w1 … w199`: the stream guard reads digits inside words as leetspeak and takes its slow path
 * on every word, so a sixth of the measured CPU was the guard on text no model writes. Prose still
 * goes through every check of the guard (docs/BENCHMARKS.md, "Chat streaming").
 */
import { startFakeOpenAI } from '#test/helpers/fakeOpenAI.js';

const PROSE = (
  'It was a slow and lovely day here. I walked along the river this morning, had a coffee at ' +
  'the little place on the corner, and watched the boats go by for a while. The light on the ' +
  'water was soft and golden, and for once nobody was in a hurry. Later I tried a new recipe, a ' +
  'lemon cake that came out a little flat but tasted wonderful. How was yours? Tell me ' +
  'something good that happened, even something small. '
).split(' ');

const tokens = Array.from(
  { length: Number(process.env.TOKEN_COUNT ?? 200) },
  (_, index) => `${PROSE[index % (PROSE.length - 1)]} `,
);
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
