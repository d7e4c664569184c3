/**
 * Features on each side depend on each other in one direction only: a cycle means neither can
 * change, be tested or be loaded without the other (docs/ARCHITECTURE.md#rules-that-hold-everywhere).
 * The graph is read from the import statements, so a new cycle fails here before review. The lint
 * checks the rest (eslint.config.js): features meet only at their index.ts, and no file-level
 * cycle; two features can still form a cycle through their index files, which only this sees.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from '../../scripts/importAliases.js';

const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** feature → the set of other features it imports, on one side (src/server or src/web). */
export function featureGraph(featuresDir: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(featuresDir)) {
    const from = relative(featuresDir, file).split('/')[0]!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const { to } of importsOf(file)) {
      const target = relative(featuresDir, to).split('/')[0]!;
      if (target !== from && !target.startsWith('..')) edges.add(target);
    }
  }
  return graph;
}

/** Every cycle as a path a → b → … → a (each reported once, from its smallest member). */
export function findCycles(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const walk = (start: string, node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const smallest = [...path].sort()[0];
        if (smallest === start) cycles.add([...path, start].join(' → '));
      } else if (!path.includes(next)) walk(start, next, [...path, next]);
    }
  };
  for (const node of graph.keys()) walk(node, node, [node]);
  return [...cycles];
}

describe('feature dependency graph', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['billing', new Set(['dashboard'])],
      ['dashboard', new Set(['billing', 'account'])],
      ['account', new Set<string>()],
    ]);
    expect(findCycles(graph)).toEqual(['billing → dashboard → billing']);
  });

  it.each(['src/server/features', 'src/web/features'])('%s has no cycles', (dir) => {
    const graph = featureGraph(join(ROOT, dir));
    expect(graph.size).toBeGreaterThan(3);
    expect(findCycles(graph)).toEqual([]);
  });

  it('gives every server feature an index.ts, its one entry for the others', () => {
    const dir = join(ROOT, 'src/server/features');
    const features = readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
    expect(features.filter((name) => !existsSync(join(dir, name, 'index.ts')))).toEqual([]);
  });
});
