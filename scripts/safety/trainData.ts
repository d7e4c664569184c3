/**
 * Training data of the learned safety layer (decisions 0023, 0024): the corpora, the folded blind
 * sets (test/fixtures/safety/blind/, kept whole so cross-validation can hold each one out), the
 * dev sets, and the training-only sets (test/fixtures/safety/train/, always in training: they
 * were written as training data, not blind, so they are never a held-out fold). Nothing is read
 * from test/fixtures/safety/unseen/: the newest blind set stays unseen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { LearnedClass } from '#server/features/safety/policy/learned/model.js';
import type { UnseenSet } from '../../bench/support/safetyUnseen.js';

const FIXTURES = new URL('../../test/fixtures/safety/', import.meta.url);

export interface LabelledText {
  text: string;
  label: LearnedClass;
}

export interface NamedSet {
  name: string;
  set: UnseenSet;
}

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, FIXTURES), 'utf8')) as T;
}

const labelOf = (category: string): LearnedClass =>
  (category === 'self_harm' ? 'crisis' : category) as LearnedClass;

export function corpusTexts(): LabelledText[] {
  const prohibited = readJson<Array<{ text: string; category: string }>>('prohibited.json');
  const benign = readJson<Array<{ text: string }>>('benign.json');
  return [
    ...prohibited.map((item) => ({ text: item.text, label: labelOf(item.category) })),
    ...benign.map((item) => ({ text: item.text, label: 'safe' as const })),
  ];
}

export function setTexts(set: UnseenSet): LabelledText[] {
  return [
    ...set.prohibited.map((item) => ({ text: item.text, label: labelOf(item.category) })),
    ...set.crisis.map((text) => ({ text, label: 'crisis' as const })),
    ...set.benign.map((item) => ({ text: item.text, label: 'safe' as const })),
  ];
}

/** The blind sets A… (held out one at a time) and the dev sets, in that order. */
export function heldOutSets(): NamedSet[] {
  const read = (folder: 'blind' | 'dev') =>
    readdirSync(new URL(`${folder}/`, FIXTURES))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => ({
        name: `${folder}/${file.replace(/\.json$/, '')}`,
        set: readJson<UnseenSet>(`${folder}/${file}`),
      }));
  return [...read('blind'), ...read('dev')];
}

/** The training-only sets (test/fixtures/safety/train/*.json), in file order. */
export function trainingOnlySets(): NamedSet[] {
  return readdirSync(new URL('train/', FIXTURES))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: `train/${file.replace(/\.json$/, '')}`,
      set: readJson<UnseenSet>(`train/${file}`),
    }));
}

/**
 * Every labelled text once (the first label wins; the sets agree with the corpora). A held-out
 * fold removes its own texts from training by exact text, wherever else they appear.
 */
export function allTexts(sets: readonly NamedSet[]): LabelledText[] {
  const byText = new Map<string, LabelledText>();
  const extra = trainingOnlySets();
  for (const item of [...corpusTexts(), ...[...sets, ...extra].flatMap(({ set }) => setTexts(set))])
    if (!byText.has(item.text)) byText.set(item.text, item);
  return [...byText.values()];
}
