/**
 * The path of one chat message stays short and its declaration stays true
 * (docs/ARCHITECTURE.md, "The path of one message"): the listed files exist, are numbered in
 * order, and every chat module that a listed file runs is either listed or named in the section
 * with the reason it is not, so a new step on the way cannot join without being declared.
 */
import { existsSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from '../../scripts/importAliases.js';
import {
  declaredMessagePath,
  MESSAGE_PATH_TARGET,
  messagePathSection,
} from '../../scripts/messagePath.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CHAT_FOLDERS = ['src/web/features/chat/', 'src/server/features/chat/'];
/** Today's length, the aim MESSAGE_PATH_TARGET: it may only go down. */
const MOST_FILES = 15;

describe('the path of one message', () => {
  const steps = declaredMessagePath();
  const files = steps.map((step) => step.file);

  it('is a numbered list of files that exist, each once', () => {
    expect(steps.map((step) => step.number)).toEqual(steps.map((_, index) => index + 1));
    expect(files.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
    expect(new Set(files).size).toBe(files.length);
  });

  it(`has at most ${MOST_FILES} files, on the way to ${MESSAGE_PATH_TARGET}`, () => {
    expect(MOST_FILES).toBeGreaterThanOrEqual(MESSAGE_PATH_TARGET);
    expect(files.length).toBeLessThanOrEqual(MOST_FILES);
  });

  it('lists or names every chat module a listed file runs', () => {
    const section = messagePathSection();
    const unaccounted = files.flatMap((file) =>
      importsOf(join(ROOT, file))
        .filter((edge) => !edge.typeOnly)
        .map((edge) => relative(ROOT, edge.to))
        .filter((to) => CHAT_FOLDERS.some((folder) => to.startsWith(folder)))
        .filter((to) => !files.includes(to) && !section.includes(`\`${basename(to)}\``))
        .map((to) => `${file} → ${to}`),
    );
    expect(unaccounted).toEqual([]);
  });
});
