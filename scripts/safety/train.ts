/**
 * Trains the learned safety layer (decision 0023) and measures it honestly first:
 * leave-one-set-out cross-validation over the folded blind sets and the dev sets, thresholds
 * chosen on the pooled held-out predictions (rules and model together flag ≤ MAX_BENIGN_FLAGGED %
 * of the benign sentences; the model's own recall as high as that allows), then one model
 * trained on everything and written to policy/learned/weights.ts.
 * Run: npm run safety:train  (add -- --dry to print the figures without writing the weights)
 */
import { writeFileSync } from 'node:fs';
import {
  LEARNED_CLASSES,
  type LearnedWeights,
} from '#server/features/safety/policy/learned/model.js';
import {
  crossValidate,
  labelIndex,
  pooled,
  scoreHeldOut,
  type HeldOut,
  type Mode,
} from './crossValidate.js';
import { precompute, type TextFacts } from './precompute.js';
import { DEFAULT_OPTIONS as DEFAULTS, train } from './softmaxTrainer.js';
import { allTexts, corpusTexts, heldOutSets } from './trainData.js';

/** Benign sentences flagged by rules and model together, pooled over the held-out sets. */
const MAX_BENIGN_FLAGGED = 1.0;
/**
 * Among thresholds within that budget, each benign point flagged costs this many recall points
 * (decision 0024): the budget alone let the search spend all of it on recall. 80 since round 11
 * (decision 0033): set K's benign false alarms were mostly the learned layer's.
 */
const BENIGN_PENALTY = Number(process.env.SAFETY_BENIGN_PENALTY ?? 80);
/** Penalties to compare on the same held-out predictions: SAFETY_PENALTY_SWEEP=5,10,20,40. */
const PENALTY_SWEEP = (process.env.SAFETY_PENALTY_SWEEP ?? '')
  .split(',')
  .filter(Boolean)
  .map(Number);
/** Weight of crisis recall in the search, beside minors + non-consent's 2 (decision 0025). */
const CRISIS_WEIGHT = Number(process.env.SAFETY_CRISIS_WEIGHT ?? 1);
/** A stated age with no sign of intimacy is refused as sexual only above this (decision 0024). */
const AGE_ONLY = 0.999;
const GRID = [
  0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.92, 0.94, 0.96, 0.97, 0.98, 0.99, 0.995, 0.998, 0.999,
];
const CARE_GRID = [0.9, 0.95, 0.97, 0.98, 0.99, 0.995, 0.998, 0.999, 0.9995];
const WEIGHTS_FILE = new URL(
  '../../src/server/features/safety/policy/learned/weights.ts',
  import.meta.url,
);

type Thresholds = LearnedWeights['thresholds'];
/**
 * The newest five blind folds (J to N, each folded after only its misses were read by kind,
 * decisions 0029, 0033, 0034, 0035 and 0036): the most honest estimate the folds give; the model
 * rows are out of sample for every fold.
 */
const HONEST_FOLDS = ['blind/set-j', 'blind/set-k', 'blind/set-l', 'blind/set-m', 'blind/set-n'];
const fmt = (value: number) => `${value.toFixed(1)}%`;
const CRISIS = LEARNED_CLASSES.length - 1;

/**
 * The crisis reply (not only the check-in) from the model alone: at the smallest grid value no
 * held-out benign text reached.
 */
function careThreshold(heldOuts: HeldOut[], crisis: number): number {
  let highest = 0;
  for (const heldOut of heldOuts)
    for (const item of heldOut.set.benign)
      highest = Math.max(highest, heldOut.probabilities.get(item.text)![CRISIS]);
  return CARE_GRID.find((value) => value > highest && value >= crisis) ?? 2;
}

/**
 * The benign budget: 1 %, or when even the strictest grid point (the rules with the model acting
 * only above 0.999) flags more of the pooled held-out benign texts — as round 9's code did with
 * set J folded — that much, so the search still runs and says so rather than stop.
 */
function benignBudget(heldOuts: HeldOut[], facts: Map<string, TextFacts>): number {
  const strictest = pooled(heldOuts, facts, STRICTEST, 'combined').benignFlagged;
  if (strictest <= MAX_BENIGN_FLAGGED) return MAX_BENIGN_FLAGGED;
  console.warn(`Even the strictest thresholds flag ${fmt(strictest)} of held-out benign texts.`);
  return strictest;
}
const STRICTEST: Thresholds = {
  refuse: GRID.at(-1)!,
  strict: GRID.at(-1)!,
  crisis: GRID.at(-1)!,
  care: 2,
  ageOnly: AGE_ONLY,
};

function chooseThresholds(
  heldOuts: HeldOut[],
  facts: Map<string, TextFacts>,
  penalty = BENIGN_PENALTY,
): Thresholds {
  const budget = benignBudget(heldOuts, facts);
  let best: { thresholds: Thresholds; value: number } | null = null;
  for (const strict of GRID)
    for (const refuse of GRID.filter((value) => value >= strict))
      for (const crisis of GRID) {
        const thresholds = { refuse, strict, crisis, care: 2, ageOnly: AGE_ONLY };
        const combined = pooled(heldOuts, facts, thresholds, 'combined');
        if (combined.benignFlagged > budget) continue;
        // The model's own recall counts too: the rules' is in-sample for every set but F and G.
        const model = pooled(heldOuts, facts, thresholds, 'model');
        const value =
          2 * (model.strict + combined.strict) +
          model.otherProhibited +
          combined.otherProhibited +
          CRISIS_WEIGHT * (model.crisis + combined.crisis) -
          penalty * combined.benignFlagged;
        if (!best || value > best.value) best = { thresholds, value };
      }
  if (!best) throw new Error(`No thresholds keep benign flagged <= ${budget}%`);
  const chosen = best.thresholds;
  return { ...chosen, care: careThreshold(heldOuts, chosen.crisis) };
}

function printCrossValidation(heldOuts: HeldOut[], facts: Map<string, TextFacts>, t: Thresholds) {
  const modes: Mode[] = ['rules', 'model', 'combined'];
  const rows = heldOuts.flatMap((heldOut) =>
    modes.map((mode) => {
      const score = scoreHeldOut(heldOut, facts, t, mode);
      return {
        'held-out set': heldOut.name,
        mode,
        'minors+non-consent': fmt(score.strict),
        'other prohibited': fmt(score.otherProhibited),
        crisis: fmt(score.crisis),
        'benign flagged': fmt(score.benignFlagged),
      };
    }),
  );
  const honest = heldOuts.filter((heldOut) => HONEST_FOLDS.includes(heldOut.name));
  for (const [name, folds] of [
    ['all, pooled', heldOuts],
    ['J+K+L+M+N, pooled', honest],
  ] as const)
    for (const mode of modes) {
      const score = pooled(folds, facts, t, mode);
      rows.push({
        'held-out set': name,
        mode,
        'minors+non-consent': fmt(score.strict),
        'other prohibited': fmt(score.otherProhibited),
        crisis: fmt(score.crisis),
        'benign flagged': fmt(score.benignFlagged),
      });
    }
  console.table(rows);
}

function writeWeights(weights: LearnedWeights): number {
  const body = `// Generated by \`npm run safety:train\` (scripts/safety/train.ts); do not edit by hand.
// prettier-ignore
import type { LearnedWeights } from './model.js';

// prettier-ignore
export const LEARNED_WEIGHTS: LearnedWeights = {
  bias: ${JSON.stringify(weights.bias)},
  thresholds: ${JSON.stringify(weights.thresholds)},
  weights: {
${Object.entries(weights.weights)
  .map(([feature, pairs]) => `    ${JSON.stringify(feature)}: ${JSON.stringify(pairs)},`)
  .join('\n')}
  },
};
`;
  writeFileSync(WEIGHTS_FILE, body);
  return Buffer.byteLength(body);
}

// For measuring alternatives with --dry: SAFETY_L2=1e-3 npm run safety:train -- --dry
const DEFAULT_OPTIONS = { ...DEFAULTS, l2: Number(process.env.SAFETY_L2 ?? DEFAULTS.l2) };
const started = Date.now();
const sets = heldOutSets();
const all = allTexts(sets);
const facts = precompute(all.map((item) => item.text));
console.log(
  `${all.length} texts, ${sets.length} held-out sets; features in ${Date.now() - started} ms`,
);

const heldOuts = crossValidate(sets, all, facts, DEFAULT_OPTIONS);
const thresholds = chooseThresholds(heldOuts, facts);
console.log(
  `\nLeave-one-set-out cross-validation (thresholds chosen on the pooled held-out predictions: ${JSON.stringify(thresholds)}; benign flagged by rules and model <= ${MAX_BENIGN_FLAGGED}%).` +
    '\nThe rules were tuned on every set but blind/set-f to set-n (only their misses read by kind), so their rows are in-sample elsewhere; the model rows are not.' +
    '\nThe training-only sets (test/fixtures/safety/train/) are always in training, never held out.',
);
printCrossValidation(heldOuts, facts, thresholds);
for (const penalty of PENALTY_SWEEP) {
  const swept = chooseThresholds(heldOuts, facts, penalty);
  const all = pooled(heldOuts, facts, swept, 'combined');
  const honest = pooled(
    heldOuts.filter((heldOut) => HONEST_FOLDS.includes(heldOut.name)),
    facts,
    swept,
    'combined',
  );
  const row = (score: typeof all) =>
    [score.strict, score.otherProhibited, score.crisis, score.benignFlagged].map(fmt).join(' / ');
  console.log(
    `penalty ${penalty}: ${JSON.stringify(swept)}; all ${row(all)}; J+K+L+M+N ${row(honest)}`,
  );
}

const model = train(
  all.map((item) => ({ features: facts.get(item.text)!.features, label: labelIndex(item) })),
  DEFAULT_OPTIONS,
);
const weights: LearnedWeights = { ...model, thresholds };
const features = Object.keys(weights.weights).length;
console.log(
  `\nFinal model: ${features} features x ${LEARNED_CLASSES.length} classes (sparse), trained on ${all.length} texts.`,
);
const corpusBenign = corpusTexts().filter((item) => item.label === 'safe').length;
console.log(`Corpus benign texts: ${corpusBenign}. Run the corpus tests to check none is flagged.`);
if (!process.argv.includes('--dry')) {
  const bytes = writeWeights(weights);
  console.log(`Wrote ${WEIGHTS_FILE.pathname} (${(bytes / 1024).toFixed(0)} KiB).`);
}
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
