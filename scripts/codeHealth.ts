/**
 * Prints the code-health figures: cross-feature imports, import cycles, the files on the path of
 * one chat message (declared in docs/ARCHITECTURE.md), repeated code and file lengths in src/. Run it before and after a clean-up to compare (`npx tsx scripts/codeHealth.ts`;
 * `--no-duplicates` skips the slowest part).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { importsOf, type ImportEdge } from './importAliases.js';
import { declaredMessagePath, MESSAGE_PATH_TARGET } from './messagePath.js';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
/** Data, not code: the seeded roster, the generated WordNet lexicons and the trained safety weights. */
const NOT_CODE = [
  /^src\/server\/db\/seed\//,
  /wordnetLexicons\.ts$/,
  /safety\/policy\/learned\/weights\.ts$/,
];
const rel = (path: string) => relative(ROOT, path);
const isTest = (path: string) => /\.test\.tsx?$|\.testkit\.tsx?$|\/test\//.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

export function importGraph(files: string[]): Map<string, ImportEdge[]> {
  return new Map(files.map((file) => [file, importsOf(file)]));
}

/** Strongly connected components with more than one file (Tarjan): each is at least one cycle. */
export function cyclicGroups(graph: Map<string, ImportEdge[]>, runtimeOnly: boolean): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const edge of graph.get(node) ?? []) {
      if (runtimeOnly && edge.typeOnly) continue;
      if (!graph.has(edge.to)) continue;
      if (!index.has(edge.to)) {
        visit(edge.to);
        low.set(node, Math.min(low.get(node)!, low.get(edge.to)!));
      } else if (onStack.has(edge.to)) low.set(node, Math.min(low.get(node)!, index.get(edge.to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(rel(member));
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** Imports from one feature into another, split by whether they go through the index.ts. */
function crossFeatureImports(graph: Map<string, ImportEdge[]>, side: 'server' | 'web') {
  const featuresDir = join(SRC, side, 'features');
  const featureOf = (path: string) =>
    path.startsWith(featuresDir + '/') ? relative(featuresDir, path).split('/')[0] : null;
  let throughIndex = 0;
  const deep: string[] = [];
  for (const [file, edges] of graph) {
    const from = featureOf(file);
    if (!from) continue;
    for (const edge of edges) {
      const to = featureOf(edge.to);
      if (!to || to === from) continue;
      if (/^index\.tsx?$/.test(relative(join(featuresDir, to), edge.to))) throughIndex++;
      else deep.push(`${rel(file)} → ${rel(edge.to)}`);
    }
  }
  return { throughIndex, deep };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function fileLengths(files: string[]) {
  const lengths = files
    .filter((file) => !NOT_CODE.some((pattern) => pattern.test(rel(file))))
    .map((file) => ({ file: rel(file), lines: readFileSync(file, 'utf8').split('\n').length }));
  const longest = lengths.reduce((a, b) => (b.lines > a.lines ? b : a));
  const over = lengths.filter((entry) => entry.lines > 200).length;
  return { count: lengths.length, median: median(lengths.map((e) => e.lines)), longest, over };
}

/** The `duplicates` tool's pairs in src, by kind (a person still decides which are real). */
function duplicatePairs() {
  const output = execFileSync('duplicates', ['--repo', SRC, '--most', '200', '--seconds', '120'], {
    encoding: 'utf8',
  });
  const rows = output.split('\n').filter((line) => /^D\d+ /.test(line));
  const inData = (row: string) =>
    row
      .split(' ')
      .slice(1, 4)
      .filter((place) => place.includes(':'))
      .every((place) => NOT_CODE.some((pattern) => pattern.test(`src/${place.split(':')[0]}`)));
  const code = rows.filter((row) => !inData(row));
  return {
    summary: output.split('\n')[0],
    exact: code.filter((row) => !/ shape/.test(row)),
    shape: code.filter((row) => / shape/.test(row) && !/boilerplate/.test(row)),
    boilerplate: code.filter((row) => /boilerplate/.test(row)).length,
  };
}

function main() {
  const all = sourceFiles(SRC);
  const code = all.filter((file) => !isTest(rel(file)));
  const graph = importGraph(code);
  const verbose = process.argv.includes('--verbose');
  const list = (rows: string[]) => verbose && rows.forEach((row) => console.log(`    ${row}`));

  for (const side of ['server', 'web'] as const) {
    const { throughIndex, deep } = crossFeatureImports(graph, side);
    console.log(
      `cross-feature imports (${side}): ${throughIndex + deep.length} (${throughIndex} through index.ts, ${deep.length} into other files)`,
    );
    list(deep);
  }
  for (const runtimeOnly of [false, true]) {
    const groups = cyclicGroups(graph, runtimeOnly);
    const label = runtimeOnly ? 'runtime imports only' : 'type imports included';
    console.log(`import cycles (${label}): ${groups.length} groups, ${groups.flat().length} files`);
    list(groups.map((group) => group.join(' ⇄ ')));
  }
  const path = declaredMessagePath();
  console.log(
    `message path: ${path.length} files (aim ${MESSAGE_PATH_TARGET}; docs/ARCHITECTURE.md, "The path of one message")`,
  );
  list(path.map((step) => `${step.number}. ${step.file}`));
  for (const [label, files] of [
    ['source', code],
    ['source and tests', all],
  ] as const) {
    const { count, median: middle, longest, over } = fileLengths(files);
    console.log(
      `file length (${label}, ${count} files, no seed data or lexicons): median ${middle}, max ${longest.lines} (${longest.file}), ${over} over 200 lines`,
    );
  }
  if (!process.argv.includes('--no-duplicates')) {
    const pairs = duplicatePairs();
    console.log(`duplicates: ${pairs.summary}`);
    console.log(
      `  outside seed data: ${pairs.exact.length} identical, ${pairs.shape.length} same shape, ${pairs.boilerplate} boilerplate`,
    );
    list([...pairs.exact, ...pairs.shape]);
  }
}

main();
