import { buildAutomaton, type LiteralAutomaton } from './ahoCorasick.js';
import { requiredLiterals } from './requiredLiterals.js';

/**
 * The rule prefilter (docs/decisions/0106-rule-prefilter.md). The policy's regexes are registered
 * as they are compiled; once every policy module is loaded, `buildRegexPrefilter()` reads the
 * strings each one's matches must contain and puts them all in one Aho-Corasick automaton. A text
 * is then scanned once (lower-cased), and a regex none of whose strings occur is known not to
 * match without running it. A regex with no safe requirement, or registered after the build,
 * always runs, so the answers are the regexes' own.
 */

const registered: RegExp[] = [];
/** Per regex: its index among the regexes with requirements, or absent (always run). */
const filterIndex = new WeakMap<RegExp, number>();
let automaton: LiteralAutomaton | null = null;
/** Per string of the automaton: the regexes that require it. */
let regexesOfString: number[][] = [];
let enabled = true;

/** The last text scanned, and the mark of the regexes that may match it. */
let scannedText: string | null = null;
let mark = 0;
let mayMatchMark = new Uint32Array(0);
let stringMark = new Uint32Array(0);

/** Called where the policy compiles its regexes (patterns.ts); returns the regex. */
export function registerForPrefilter(re: RegExp): RegExp {
  if (!automaton) registered.push(re);
  return re;
}

export interface PrefilterBuild {
  regexes: number;
  filtered: number;
  strings: number;
  ms: number;
}

/** Reads every registered regex and builds the automaton (once; later calls return `null`). */
export function buildRegexPrefilter(): PrefilterBuild | null {
  if (automaton) return null;
  const started = performance.now();
  const total = registered.length;
  const strings = new Map<string, number>();
  regexesOfString = [];
  let filtered = 0;
  for (const re of registered) {
    const literals = requiredLiterals(re);
    if (!literals) continue;
    const index = filtered++;
    filterIndex.set(re, index);
    for (const literal of literals) {
      let id = strings.get(literal);
      if (id === undefined) {
        id = strings.size;
        strings.set(literal, id);
        regexesOfString.push([]);
      }
      regexesOfString[id].push(index);
    }
  }
  automaton = buildAutomaton([...strings.keys()]);
  mayMatchMark = new Uint32Array(filtered);
  stringMark = new Uint32Array(strings.size);
  registered.length = 0;
  const ms = performance.now() - started;
  return { regexes: total, filtered, strings: strings.size, ms };
}

/** Tests compare verdicts with and without the prefilter; nothing else turns it off. */
export function setRegexPrefilter(on: boolean): void {
  enabled = on;
  scannedText = null;
}

function foundString(id: number): boolean {
  if (stringMark[id] === mark) return false;
  stringMark[id] = mark;
  for (const index of regexesOfString[id]) mayMatchMark[index] = mark;
  return true;
}

/**
 * False only when `re` cannot match `text`; true means "run it". The scan of the last text is
 * kept, since the policy asks about many regexes on the same text in a row.
 */
export function mayMatch(re: RegExp, text: string): boolean {
  if (!enabled || !automaton) return true;
  const index = filterIndex.get(re);
  if (index === undefined) return true;
  if (text !== scannedText) {
    scannedText = text;
    // The marks are 32-bit: start them afresh rather than let an old mark read as current.
    if (mark === 0xffffffff) {
      mark = 0;
      mayMatchMark.fill(0);
      stringMark.fill(0);
    }
    mark += 1;
    automaton.scan(text.toLowerCase(), foundString);
  }
  return mayMatchMark[index] === mark;
}
