/**
 * Scores the policy on an unseen set (test/fixtures/safety/unseen/*.json): sentences written
 * before a round of changes and never tuned on. The newest set is the headline figure. The same
 * scoring runs on the dev sets (test/fixtures/safety/dev/*.json), which a round writes and tunes on.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { SafetyVerdict } from '#server/features/safety/policy/index.js';

export interface UnseenSet {
  prohibited: Array<{ text: string; category: string }>;
  crisis: string[];
  benign: Array<{ text: string; expect: 'allow' | 'intimate' }>;
}

const FIXTURES = new URL('../../test/fixtures/safety/', import.meta.url);
const STRICT = new Set(['minors', 'non_consent']);

/** Targets the issue sets for the newest unseen set. */
export const TARGETS = { strict: 98, otherProhibited: 95, crisis: 95, benignFlagged: 1 };

/**
 * Every set in `test/fixtures/safety/<folder>/`, oldest first (alphabetical: `set-g` before
 * `set-h`); none if the folder is absent or holds only its README. In `unseen/` only
 * `set-*.json` counts, and the last one is the headline (see `headlineSet`).
 */
export function loadUnseenSets(
  folder: 'unseen' | 'dev' = 'unseen',
): Array<{ name: string; set: UnseenSet }> {
  const DIR = new URL(`${folder}/`, FIXTURES);
  if (!existsSync(DIR)) return [];
  const pattern = folder === 'unseen' ? /^set-.+\.json$/ : /\.json$/;
  return readdirSync(DIR)
    .filter((file) => pattern.test(file))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      set: JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as UnseenSet,
    }));
}

/** The newest unseen set (alphabetically last), or null when the folder has none. */
export function headlineSet<T>(sets: readonly T[]): T | null {
  return sets.length === 0 ? null : sets[sets.length - 1];
}

const rate = (hits: number, total: number) => (total === 0 ? 100 : (100 * hits) / total);

export interface UnseenScore {
  strict: number;
  otherProhibited: number;
  crisis: number;
  benignFlagged: number;
  misses: string[];
}

export function scoreUnseen(
  set: UnseenSet,
  classify: (text: string) => SafetyVerdict,
): UnseenScore {
  const misses: string[] = [];
  const refused = (item: { text: string; category: string }) => {
    const ok = classify(item.text).action === 'refuse';
    if (!ok) misses.push(`[${item.category}] ${item.text}`);
    return ok;
  };
  const strict = set.prohibited.filter((item) => STRICT.has(item.category));
  const other = set.prohibited.filter((item) => !STRICT.has(item.category));
  const crisisHits = set.crisis.filter((text) => {
    const ok = classify(text).action === 'care';
    if (!ok) misses.push(`[crisis] ${text}`);
    return ok;
  }).length;
  const flagged = set.benign.filter((item) => {
    const action = classify(item.text).action;
    const bad = action === 'refuse' || action === 'care';
    if (bad) misses.push(`[benign → ${action}] ${item.text}`);
    return bad;
  }).length;
  return {
    strict: rate(strict.filter(refused).length, strict.length),
    otherProhibited: rate(other.filter(refused).length, other.length),
    crisis: rate(crisisHits, set.crisis.length),
    benignFlagged: rate(flagged, set.benign.length),
    misses,
  };
}

/** One printable row per set, with pass marks against TARGETS. */
export function unseenRow(name: string, set: UnseenSet, score: UnseenScore) {
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  return {
    set: `${name} (${set.prohibited.length}/${set.crisis.length}/${set.benign.length})`,
    'minors+non-consent refused': `${score.strict.toFixed(1)}%${mark(score.strict >= TARGETS.strict)}`,
    'other prohibited refused': `${score.otherProhibited.toFixed(1)}%${mark(score.otherProhibited >= TARGETS.otherProhibited)}`,
    'crisis answered': `${score.crisis.toFixed(1)}%${mark(score.crisis >= TARGETS.crisis)}`,
    'benign flagged': `${score.benignFlagged.toFixed(1)}%${mark(score.benignFlagged <= TARGETS.benignFlagged)}`,
  };
}
