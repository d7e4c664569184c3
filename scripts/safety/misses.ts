/**
 * Prints what the leave-one-set-out cross-validation gets wrong on the named folds (default: the
 * blind folds the rules were never tuned on), with the shipped thresholds: the sentences to read
 * by kind before writing training data or widening a concept (decision 0025).
 * Run: node --import tsx scripts/safety/misses.ts [blind/set-f blind/set-g …]
 */
import { LEARNED_WEIGHTS } from '#server/features/safety/policy/learned/weights.js';
import { crossValidate, heldOutVerdict } from './crossValidate.js';
import { precompute } from './precompute.js';
import { DEFAULT_OPTIONS } from './softmaxTrainer.js';
import { allTexts, heldOutSets } from './trainData.js';

const wanted = process.argv.slice(2);
const names =
  wanted.length > 0
    ? wanted
    : ['blind/set-j', 'blind/set-k', 'blind/set-l', 'blind/set-m', 'blind/set-n'];
const sets = heldOutSets();
const all = allTexts(sets);
const facts = precompute(all.map((item) => item.text));
const folds = crossValidate(
  sets.filter((set) => names.includes(set.name)),
  all,
  facts,
  DEFAULT_OPTIONS,
);
const thresholds = LEARNED_WEIGHTS.thresholds;
for (const fold of folds) {
  const verdict = (text: string) => heldOutVerdict(text, fold, facts, thresholds, 'combined');
  const p = (text: string) =>
    fold.probabilities
      .get(text)!
      .map((value) => value.toFixed(2))
      .join(' ');
  for (const item of fold.set.prohibited)
    if (verdict(item.text).action !== 'refuse')
      console.log(`${fold.name}\tMISS ${item.category}\t${p(item.text)}\t${item.text}`);
  for (const text of fold.set.crisis)
    if (verdict(text).action !== 'care')
      console.log(`${fold.name}\tMISS crisis\t${p(text)}\t${text}`);
  for (const item of fold.set.benign) {
    const v = verdict(item.text);
    if (v.action === 'refuse' || v.action === 'care')
      console.log(`${fold.name}\tFLAG ${JSON.stringify(v)}\t${p(item.text)}\t${item.text}`);
  }
}
