import { parseRegExpLiteral, type AST } from '@eslint-community/regexpp';

/**
 * The literal strings any match of a regex must contain, for the rule prefilter
 * (docs/decisions/0106-rule-prefilter.md). The answer is conservative: `null` means "no safe
 * requirement, always run the regex"; a list means every match contains at least one of its
 * strings. Strings are ASCII and lower-cased, to be looked up in lower-cased text: an ASCII run of
 * the text stays the same run once lower-cased, so a string present in the text is present there.
 */

/** Past this many strings a set of exact readings is read as "anything". */
const MAX_EXACT = 64;
/** A character class of at most this many characters is expanded into one string each. */
const MAX_CLASS = 10;

type Strings = ReadonlySet<string>;
/** `exact`: every string the node can consume, when few; `required`: one of them is in any match. */
interface Reading {
  exact: Strings | null;
  required: Strings | null;
}

const EMPTY: Strings = new Set(['']);
const UNKNOWN: Reading = { exact: null, required: null };

function usable(set: Strings | null): Strings | null {
  return set && set.size > 0 && !set.has('') ? set : null;
}

/** Words so common in any text that a string made only of them filters nothing. */
const COMMON = new Set(
  (
    'a an the is was are be been am i im me my you your he she it its we they them her his him ' +
    'at on in of to for by as or and no not so do how what with this that from up out yo'
  ).split(' '),
);

/** How rarely a string occurs in ordinary text: its letters outside common words; digits count more. */
function rarity(s: string): number {
  let score = 0;
  for (const word of s.split(' ')) {
    if (!word || COMMON.has(word)) continue;
    for (let i = 0; i < word.length; i += 1) score += word.charCodeAt(i) < 58 ? 3 : 1;
  }
  return score === 0 ? s.length / 100 : score;
}

/** The lowest `measure` over a set's strings: a set is only as selective as its weakest one. */
function least(set: Strings, measure: (s: string) => number): number {
  let min = Infinity;
  for (const s of set) min = Math.min(min, measure(s));
  return min;
}

/** How sets are compared, in order: rarity first, then length. */
const MEASURES = [rarity, (s: string) => s.length];

/**
 * The set whose most common string is rarer; then the one whose shortest string is longer
 * ("had her " over "had": common words add nothing to rarity, but a longer string occurs in
 * fewer texts); then the one with fewer strings.
 */
function better(a: Strings | null, b: Strings | null): Strings | null {
  const x = usable(a);
  const y = usable(b);
  if (!x || !y) return x ?? y;
  for (const measure of MEASURES) {
    const mx = least(x, measure);
    const my = least(y, measure);
    if (mx !== my) return mx > my ? x : y;
  }
  return x.size <= y.size ? x : y;
}

function bestOf(reading: Reading): Strings | null {
  return better(reading.exact, reading.required);
}

function product(a: Strings, b: Strings): Strings | null {
  if (a.size * b.size > MAX_EXACT) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

function asciiLower(codePoint: number): string | null {
  return codePoint < 128 ? String.fromCharCode(codePoint).toLowerCase() : null;
}

function readClass(node: AST.CharacterClass): Reading {
  if (node.negate || node.unicodeSets) return UNKNOWN;
  const out = new Set<string>();
  for (const element of node.elements) {
    const [min, max] =
      element.type === 'Character'
        ? [element.value, element.value]
        : element.type === 'CharacterClassRange'
          ? [element.min.value, element.max.value]
          : [1, 0];
    if (max < min || max - min >= MAX_CLASS) return UNKNOWN;
    for (let code = min; code <= max; code += 1) {
      const char = asciiLower(code);
      if (char === null) return UNKNOWN;
      out.add(char);
    }
  }
  return out.size > 0 && out.size <= MAX_CLASS ? { exact: out, required: null } : UNKNOWN;
}

function readSequence(elements: readonly AST.Element[]): Reading {
  let run: Strings = EMPTY;
  let previous: Strings | null = null;
  let whole = true;
  let required: Strings | null = null;
  for (const element of elements) {
    const reading = readElement(element);
    required = better(required, reading.required);
    const joined = reading.exact && product(run, reading.exact);
    const last = previous;
    previous = reading.exact;
    if (joined) {
      run = joined;
      continue;
    }
    // The run ends here: what it spelled is required. A new one starts with this element, and
    // with the one before it when both fit (" yo" is rarer than "yo").
    whole = false;
    required = better(required, run);
    run = (reading.exact && last && product(last, reading.exact)) ?? reading.exact ?? EMPTY;
  }
  return whole ? { exact: run, required } : { exact: null, required: better(required, run) };
}

function readAlternatives(alternatives: readonly AST.Alternative[]): Reading {
  const readings = alternatives.map((alternative) => readSequence(alternative.elements));
  const exact = new Set<string>();
  const required = new Set<string>();
  let exactKnown = true;
  let requiredKnown = true;
  for (const reading of readings) {
    if (reading.exact) for (const s of reading.exact) exact.add(s);
    else exactKnown = false;
    const best = bestOf(reading);
    if (best) for (const s of best) required.add(s);
    else requiredKnown = false;
  }
  return {
    exact: exactKnown && exact.size <= MAX_EXACT ? exact : null,
    required: requiredKnown ? required : null,
  };
}

function readQuantifier(node: AST.Quantifier): Reading {
  if (node.max === 0) return { exact: EMPTY, required: null };
  const inner = readElement(node.element);
  if (node.min === 0) {
    const optional = node.max === 1 && inner.exact ? new Set([...inner.exact, '']) : null;
    return { exact: optional, required: null };
  }
  let repeated: Strings | null = node.min === node.max ? inner.exact : null;
  for (let count = 1; repeated && inner.exact && count < node.min; count += 1)
    repeated = product(repeated, inner.exact);
  return { exact: repeated, required: bestOf(inner) };
}

function readElement(node: AST.Element): Reading {
  switch (node.type) {
    case 'Character': {
      const char = asciiLower(node.value);
      return char === null ? UNKNOWN : { exact: new Set([char]), required: null };
    }
    case 'CharacterClass':
      return readClass(node);
    case 'Assertion':
      // Anchors and lookarounds consume nothing, whatever they look at.
      return { exact: EMPTY, required: null };
    case 'Group':
    case 'CapturingGroup':
      return readAlternatives(node.alternatives);
    case 'Quantifier':
      return readQuantifier(node);
    default:
      // Backreferences, \d \w \s ., properties, set expressions: could be anything.
      return UNKNOWN;
  }
}

/** One of these strings is in every match of `re`, or `null` when none can be promised. */
export function requiredLiterals(re: RegExp): string[] | null {
  // Unicode case folding maps some non-ASCII letters onto ASCII ones (ſ → s), which lower-casing
  // the text does not: such a regex always runs.
  if (re.ignoreCase && (re.flags.includes('u') || re.flags.includes('v'))) return null;
  const literal = parseRegExpLiteral(re);
  const best = bestOf(readAlternatives(literal.pattern.alternatives));
  return best ? [...best] : null;
}
