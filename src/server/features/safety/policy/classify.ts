import { hasMatch, readContext } from './context.js';
import { detectRefusal, type Scan } from './detectRefusals.js';
import { INTIMATE_SCENE_RE } from './lexiconIntimate.js';
import { SELF_HARM_RE } from './lexiconSelfHarm.js';
import { maskHarmless } from './masks.js';
import { normalizeVariants, type NormalizedText } from './normalize.js';
import {
  crisisIntensity,
  maskYouthComparisons,
  readConcepts,
  readsAsChild,
} from './concepts/index.js';
import { NEGATED_SELF_HARM_RE } from './concepts/crisisSignals.js';
import { ALLOW, CARE, CHECK_IN, INTIMATE, refuse, stricter, type SafetyVerdict } from './types.js';
import { learnedVerdict, loadLearnedModel, type LearnedModel } from './learned/model.js';
import { LEARNED_WEIGHTS } from './learned/weights.js';
import { ECHO_RE } from './indirectRefusals.js';
import { foreignFacts, foreignVerdict } from './multilingual/concepts.js';
import { buildRegexPrefilter } from './regexPrefilter.js';

const LEARNED = loadLearnedModel(LEARNED_WEIGHTS);
/** Every policy module is loaded by now, so every rule's regex is registered (decision 0106). */
export const PREFILTER_BUILD = buildRegexPrefilter();

export interface ClassifyOptions {
  /** Who wrote the text. Model replies are not sent to the self-harm care path (see below). */
  source?: 'user' | 'model';
}

/** What the rules and the learned layer read of one normalised reading of a message. */
export function scanOf(normalized: NormalizedText): Scan {
  const text = maskYouthComparisons(maskHarmless(normalized.text));
  return { text, loose: normalized.loose, ctx: readContext(text), concepts: readConcepts(text) };
}

/** Precedence: refuse categories first, then care (self-harm), then intimate, else allow. */
function crisisVerdict(scan: Scan): SafetyVerdict | null {
  // "I would never hurt myself" rules the signal out; anything else in the message still counts.
  const text = scan.text.replace(NEGATED_SELF_HARM_RE, ' # ');
  if (hasMatch(SELF_HARM_RE, text)) return CARE;
  const intensity = crisisIntensity(text);
  if (!intensity) return null;
  return intensity === 'high' ? CARE : CHECK_IN;
}

/** Precedence: refuse categories first, then care (self-harm), then intimate, else allow. */
function classifyScan(scan: Scan, source: 'user' | 'model'): SafetyVerdict {
  // Care is about the person typing. A model reply that talks about crisis lines ("988 Suicide
  // & Crisis Lifeline") or a character's feelings must not trip it; a reply that pushes someone
  // toward self-harm is caught below as harassment.
  const crisis = source === 'user' ? crisisVerdict(scan) : null;
  const refused = detectRefusal(scan);
  if (refused) return refuse(refused);
  // A message mostly in another language is read by the multilingual concepts too (decision 0027).
  const foreign = foreignVerdict(scan.loose);
  if (foreign?.action === 'refuse') return foreign;
  if (crisis) return crisis;
  if (foreign && source === 'user') return foreign;
  if (scan.ctx.sexual || hasMatch(INTIMATE_SCENE_RE, scan.text)) return INTIMATE;
  return ALLOW;
}

export function classifyText(text: string, options: ClassifyOptions = {}): SafetyVerdict {
  return classifyWith(LEARNED, text, options);
}

/**
 * The rules on every reading of the message; then, for a user's message the rules did not
 * refuse, the learned layer on its first reading (decisions 0023, 0024). `model: null` is rules only.
 * Model replies get the rules only: the layer was trained on what people write, and a reply
 * cut on a guess would cost a harmless turn (the stream guard re-checks every sentence).
 */
export function classifyWith(
  model: LearnedModel | null,
  text: string,
  options: ClassifyOptions = {},
): SafetyVerdict {
  if (typeof text !== 'string' || text.length === 0) return ALLOW;
  const source = options.source ?? 'user';
  // The antisemitic echo lives in brackets the normalised text drops (decision 0026).
  if (ECHO_RE.test(text)) return refuse('hate');
  let verdict = ALLOW;
  let first: Scan | null = null;
  for (const variant of normalizeVariants(text)) {
    const scan = scanOf(variant);
    first ??= scan;
    verdict = stricter(verdict, classifyScan(scan, source));
  }
  if (!model || !first || source !== 'user' || verdict.action === 'refuse') return verdict;
  const learned = learnedVerdict(model, first, verdict.action === 'care', text);
  // The rules' crisis intensity names what they saw (a means, a place, a plan); the model only
  // adds care where they saw none, or refuses.
  if (!learned || (learned.action === 'care' && verdict.action === 'care')) return verdict;
  return stricter(verdict, learned);
}

/** What a text says beyond the verdict, for conversation context and character profiles. */
export interface TextFacts {
  verdict: SafetyVerdict;
  /** An age, birthday or school year under 18 is stated (comparisons and memories aside). */
  statesMinorAge: boolean;
  /** Anyone in the text reads as a minor (ages, school settings, child words). */
  describesMinor: boolean;
  /** Sexual or intimate intent, also below the 'intimate' verdict ("lovers", "to bed"). */
  intimateIntent: boolean;
  /** A persona is described as a child, or an age under 18 is stated (for character profiles). */
  childPersona: boolean;
}

export function describeText(text: string, options: ClassifyOptions = {}): TextFacts {
  const facts: TextFacts = {
    verdict: classifyText(text, options),
    statesMinorAge: false,
    describesMinor: false,
    intimateIntent: false,
    childPersona: false,
  };
  if (typeof text !== 'string' || text.length === 0) return facts;
  for (const variant of normalizeVariants(text)) {
    const { concepts, ctx, text: masked } = scanOf(variant);
    const foreign = foreignFacts(variant.loose);
    facts.childPersona ||= readsAsChild(masked);
    facts.statesMinorAge ||= concepts.minorAge || Boolean(foreign?.minor);
    facts.describesMinor ||= concepts.minor || Boolean(foreign?.minor);
    facts.intimateIntent ||=
      ctx.sexual || concepts.strongIntent || concepts.weakIntent || Boolean(foreign?.intent);
  }
  return facts;
}
