/**
 * Scores named fixture sets with the shipped classifier (rules + committed weights) and prints
 * the figures and every miss: what a blind set read before it was folded (decision 0026).
 * Run: node --import tsx scripts/safety/shippedMisses.ts blind/set-i [dev/round5 …]
 */
import { readFileSync } from 'node:fs';
import { classifyText } from '#server/features/safety/policy/index.js';
import { scoreUnseen, type UnseenSet } from '../../bench/support/safetyUnseen.js';

const FIXTURES = new URL('../../test/fixtures/safety/', import.meta.url);
for (const name of process.argv.slice(2)) {
  const set = JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as UnseenSet;
  const score = scoreUnseen(set, (text) => classifyText(text));
  for (const miss of score.misses) console.log(`${name}\t${miss}`);
  const fmt = (value: number) => `${value.toFixed(1)}%`;
  console.log(
    `${name}: ${fmt(score.strict)} / ${fmt(score.otherProhibited)} / ${fmt(score.crisis)}, benign flagged ${fmt(score.benignFlagged)}`,
  );
}
