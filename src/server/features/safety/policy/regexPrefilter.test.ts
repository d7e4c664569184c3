import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { PREFILTER_BUILD } from './classify.js';
import { classifyText, createStreamGuard, describeText } from './index.js';
import { setRegexPrefilter } from './regexPrefilter.js';

const CORPORA = fileURLToPath(new URL('../../../../../test/fixtures/safety', import.meta.url));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return jsonFiles(file);
    return name.endsWith('.json') ? [file] : [];
  });
}

/** Every sentence of a corpus: the `text` fields, and strings listed on their own. */
function sentences(value: unknown, key: string | null = null): string[] {
  if (typeof value === 'string') return key === 'text' || key === null ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => sentences(item));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => sentences(item, name));
  return [];
}

const corpus = jsonFiles(CORPORA).flatMap((file) =>
  sentences(JSON.parse(readFileSync(file, 'utf8')), 'root'),
);

/** Everything the policy says about a text, as the chat and the guard ask it. */
function readings(text: string) {
  return [classifyText(text), classifyText(text, { source: 'model' }), describeText(text)];
}

/** A reply made of several corpus sentences, streamed word by word through the guard. */
function streamed(reply: string) {
  const guard = createStreamGuard();
  const verdicts = reply.split(/(?<= )/).map((word) => guard.push(word));
  return [...verdicts, guard.finish()];
}

function withAndWithout<T>(run: () => T): [T, T] {
  setRegexPrefilter(false);
  const without = run();
  setRegexPrefilter(true);
  return [run(), without];
}

afterEach(() => setRegexPrefilter(true));

describe('rule prefilter (docs/decisions/0106-rule-prefilter.md)', () => {
  it('covers the policy regexes and the corpora are read', () => {
    expect(PREFILTER_BUILD?.filtered).toBeGreaterThan(100);
    expect(corpus.length).toBeGreaterThan(5000);
  });

  it('changes no verdict on any sentence of any safety corpus', () => {
    const changed: string[] = [];
    for (const text of corpus) {
      const [filtered, plain] = withAndWithout(() => readings(text));
      if (JSON.stringify(filtered) !== JSON.stringify(plain)) changed.push(text);
    }
    expect(changed).toEqual([]);
  });

  it('changes nothing the stream guard decides on replies made of corpus sentences', () => {
    const changed: string[] = [];
    for (let start = 0; start < corpus.length; start += 6) {
      const reply = corpus.slice(start, start + 6).join(' ');
      const [filtered, plain] = withAndWithout(() => streamed(reply));
      if (JSON.stringify(filtered) !== JSON.stringify(plain)) changed.push(reply);
    }
    expect(changed).toEqual([]);
  });
});
