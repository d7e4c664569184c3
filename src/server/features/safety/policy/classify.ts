import { hasMatch, readContext } from './context.js';
import { detectRefusal, type Scan } from './detectRefusals.js';
import { SELF_HARM_RE } from './lexiconSelfHarm.js';
import { maskHarmless } from './masks.js';
import { normalizeVariants, type NormalizedText } from './normalize.js';
import { crisisIntensity, maskYouthComparisons, readConcepts } from './concepts/index.js';
import {
  ALLOW,
  CARE,
  CHECK_IN,
  INTIMATE,
  refuse,
  stricter,
  type SafetyVerdict,
} from './types.js';

export interface ClassifyOptions {
  /** Who wrote the text. Model replies are not sent to the self-harm care path (see below). */
  source?: 'user' | 'model';
}

function scanOf(normalized: NormalizedText): Scan {
  const text = maskYouthComparisons(maskHarmless(normalized.text));
  return { text, loose: normalized.loose, ctx: readContext(text), concepts: readConcepts(text) };
}

/** Precedence: refuse categories first, then care (self-harm), then intimate, else allow. */
function crisisVerdict(scan: Scan): SafetyVerdict | null {
  if (hasMatch(SELF_HARM_RE, scan.text)) return CARE;
  const intensity = crisisIntensity(scan.text);
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
  if (crisis) return crisis;
  if (scan.ctx.sexual) return INTIMATE;
  return ALLOW;
}

export function classifyText(text: string, options: ClassifyOptions = {}): SafetyVerdict {
  if (typeof text !== 'string' || text.length === 0) return ALLOW;
  const source = options.source ?? 'user';
  let verdict = ALLOW;
  for (const variant of normalizeVariants(text)) {
    verdict = stricter(verdict, classifyScan(scanOf(variant), source));
  }
  return verdict;
}
