/**
 * The chat bench's reply: ordinary prose, a word a token, as a companion's answer reads. It used
 * to be `w0 w1 … w199`: the stream guard reads digits inside words as leetspeak and takes its slow
 * path on every word, so a sixth of the measured CPU was the guard on text no model writes. Prose
 * still goes through every check of the guard (docs/BENCHMARKS.md, "Chat streaming").
 */
const PROSE = (
  'It was a slow and lovely day here. I walked along the river this morning, had a coffee at ' +
  'the little place on the corner, and watched the boats go by for a while. The light on the ' +
  'water was soft and golden, and for once nobody was in a hurry. Later I tried a new recipe, a ' +
  'lemon cake that came out a little flat but tasted wonderful. How was yours? Tell me ' +
  'something good that happened, even something small. '
).split(' ');

export function benchReplyTokens(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${PROSE[index % (PROSE.length - 1)]} `);
}

export const BENCH_REPLY_TOKENS = benchReplyTokens(200);
