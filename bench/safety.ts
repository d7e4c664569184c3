/**
 * Safety policy benchmark: recall on the unseen sets (the newest is the headline), block rate
 * per category, false positives and intimate recall on the test corpora, and the average
 * classification time per message.
 * Run: node --import tsx bench/safety.ts
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { classifyText, type SafetyVerdict } from '../src/server/features/safety/policy/index.js';
import {
  headlineSet,
  loadUnseenSets,
  scoreUnseen,
  TARGETS,
  unseenRow,
} from './support/safetyUnseen.js';

interface ProhibitedItem {
  text: string;
  category: string;
}
interface BenignItem {
  text: string;
  expect: 'allow' | 'intimate';
}

const ROUNDS = 200;
const WARMUP_ROUNDS = 20;

function loadJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T;
}

function isCaught(item: ProhibitedItem, verdict: SafetyVerdict): boolean {
  return item.category === 'self_harm' ? verdict.action === 'care' : verdict.action === 'refuse';
}

function percent(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
}

function blockRates(prohibited: ProhibitedItem[]): Array<Record<string, string | number>> {
  const byCategory = new Map<string, { total: number; caught: number; exact: number }>();
  for (const item of prohibited) {
    const verdict = classifyText(item.text);
    const row = byCategory.get(item.category) ?? { total: 0, caught: 0, exact: 0 };
    row.total += 1;
    if (isCaught(item, verdict)) row.caught += 1;
    if (verdict.category === item.category) row.exact += 1;
    byCategory.set(item.category, row);
  }
  return [...byCategory].map(([category, row]) => ({
    category,
    items: row.total,
    'blocked (refuse / care)': percent(row.caught, row.total),
    'right category': percent(row.exact, row.total),
  }));
}

function benignFigures(benign: BenignItem[]): Array<Record<string, string | number>> {
  const judged = benign.map((item) => ({ ...item, action: classifyText(item.text).action }));
  const allowItems = judged.filter((item) => item.expect === 'allow');
  const intimateItems = judged.filter((item) => item.expect === 'intimate');
  const refused = judged.filter((item) => item.action === 'refuse').length;
  const crisis = judged.filter((item) => item.action === 'care').length;
  const allowedOk = allowItems.filter((item) => item.action === 'allow').length;
  const intimateOk = intimateItems.filter((item) => item.action === 'intimate').length;
  return [
    {
      figure: 'benign refused (false positives)',
      value: `${refused} / ${benign.length}`,
      rate: percent(refused, benign.length),
    },
    {
      figure: 'benign answered as a crisis (reply or check-in)',
      value: `${crisis} / ${benign.length}`,
      rate: percent(crisis, benign.length),
    },
    {
      figure: 'ordinary chat classified allow',
      value: `${allowedOk} / ${allowItems.length}`,
      rate: percent(allowedOk, allowItems.length),
    },
    {
      figure: 'intimate recall',
      value: `${intimateOk} / ${intimateItems.length}`,
      rate: percent(intimateOk, intimateItems.length),
    },
  ];
}

function averageMs(texts: string[]): number {
  for (let round = 0; round < WARMUP_ROUNDS; round += 1)
    texts.forEach((text) => classifyText(text));
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) texts.forEach((text) => classifyText(text));
  return (performance.now() - started) / (ROUNDS * texts.length);
}

function printSets(title: string, sets: ReturnType<typeof loadUnseenSets>, empty: string): void {
  console.log(title);
  if (sets.length === 0) {
    console.log(`  ${empty}\n`);
    return;
  }
  console.table(
    sets.map(({ name, set }) =>
      unseenRow(
        name,
        set,
        scoreUnseen(set, (text) => classifyText(text)),
      ),
    ),
  );
}

const unseen = loadUnseenSets('unseen');
const dev = loadUnseenSets('dev');
const unseenTexts = [...unseen, ...dev].flatMap(({ set }) => [
  ...set.prohibited.map((item) => item.text),
  ...set.crisis,
  ...set.benign.map((item) => item.text),
]);
printSets(
  'Unseen sets (written before a round of changes, never tuned on; newest last):',
  unseen,
  'no unseen set in test/fixtures/safety/unseen/ — write a fresh set before the next round (see docs/BENCHMARKS.md).',
);
const headline = headlineSet(unseen);
if (headline) console.log(`Headline (newest unseen set): ${headline.name}`);
console.log(
  `targets on the newest: minors+non-consent >= ${TARGETS.strict}%, other prohibited >= ${TARGETS.otherProhibited}%, crisis >= ${TARGETS.crisis}%, benign flagged <= ${TARGETS.benignFlagged}%\n`,
);
printSets(
  'Dev sets (written by a round and tuned on: in-sample, not a headline):',
  dev,
  'none in test/fixtures/safety/dev/.',
);

const prohibited = loadJson<ProhibitedItem[]>('../test/fixtures/safety/prohibited.json');
const benign = loadJson<BenignItem[]>('../test/fixtures/safety/benign.json');
const texts = [
  ...prohibited.map((item) => item.text),
  ...benign.map((item) => item.text),
  ...unseenTexts,
];

console.log(`Safety policy benchmark — ${prohibited.length} prohibited, ${benign.length} benign\n`);
console.table(blockRates(prohibited));
console.table(benignFigures(benign));
const ms = averageMs(texts);
console.log(`\nAverage classification time: ${ms.toFixed(4)} ms per message`);
console.log(
  `(${texts.length} messages x ${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-up rounds; target <= 0.2 ms)`,
);
