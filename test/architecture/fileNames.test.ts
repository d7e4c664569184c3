/**
 * One naming rule for code files, so a name says what is inside before the file is opened
 * (docs/ARCHITECTURE.md#rules-that-hold-everywhere): a React component's module is PascalCase
 * (`Button.tsx`), every other module camelCase (`replyRunner.ts`, `useReplyStream.ts`). Dashes and
 * underscores are left to data (fixtures, migrations) and to a declaration named after its package.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const CODE_FOLDERS = ['src', 'test', 'e2e', 'bench', 'scripts'];
const NOT_CODE = /\/(migrations|fixtures)\//;
const CODE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
/** A name, then optional dotted roles (`.test`, `.spec`, `.d`), then the extension. */
const CAMEL_OR_PASCAL = /^[A-Za-z][A-Za-z0-9]*(\.[a-z]+)*\.[a-z]+$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : codeFiles(path);
    return CODE_FILE.test(name) && !NOT_CODE.test(path) ? [path] : [];
  });
}

const files = CODE_FOLDERS.flatMap((folder) => codeFiles(join(ROOT, folder))).map((path) =>
  relative(ROOT, path),
);

describe('code file names', () => {
  it('are camelCase or PascalCase, never kebab or snake case', () => {
    const declarationsOfPackages = /\.d\.ts$/;
    const offenders = files.filter(
      (path) =>
        !declarationsOfPackages.test(path) && !CAMEL_OR_PASCAL.test(path.split('/').at(-1)!),
    );
    expect(offenders).toEqual([]);
  });

  it('are PascalCase only for React modules (.tsx)', () => {
    const pascalNonReact = files.filter(
      (path) => /^[A-Z]/.test(path.split('/').at(-1)!) && !path.endsWith('.tsx'),
    );
    expect(pascalNonReact).toEqual([]);
  });

  it('find files in every code folder (the walk itself works)', () => {
    for (const folder of CODE_FOLDERS) {
      expect(files.some((path) => path.startsWith(`${folder}/`))).toBe(true);
    }
  });
});
