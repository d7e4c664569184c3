import { classifyText } from './classify.js';
import type { SafetyVerdict } from './types.js';

/** A sentence ends at . ! ? or … followed by whitespace, or at a line break. */
const SENTENCE_BOUNDARY = /[.!?\u2026]+["')\]]*\s+|\n+/g;
/** Re-check an unfinished sentence once it has grown this much, so a run-on cannot hide. */
const TAIL_CHECK_EVERY = 160;
/**
 * While streaming, only the last stretch of the reply is re-classified, which keeps the cost per
 * sentence flat on long replies; finish() classifies the whole reply once.
 */
const WINDOW = 1500;

export interface StreamGuard {
  /** Feed the next delta; returns the first always-refused verdict, then keeps returning it. */
  push(delta: string): SafetyVerdict | null;
  /** The stream ended: checks the whole reply, including an unfinished last sentence. */
  finish(): SafetyVerdict | null;
  /** The reply so far. */
  readonly text: string;
}

function refusalOf(text: string): SafetyVerdict | null {
  const verdict = classifyText(text, { source: 'model' });
  return verdict.action === 'refuse' ? verdict : null;
}

/** End of the last complete sentence in `text` at or after `from`, or -1. */
function lastBoundary(text: string, from: number): number {
  SENTENCE_BOUNDARY.lastIndex = from;
  let end = -1;
  for (let match = SENTENCE_BOUNDARY.exec(text); match; match = SENTENCE_BOUNDARY.exec(text)) {
    end = match.index + match[0].length;
  }
  return end;
}

/**
 * Incremental checker for a streamed model reply. Each time a sentence completes, the reply so
 * far (up to WINDOW characters back) is classified as one text, so that context such as an age
 * in one sentence and a sexual word in the next still meet; the unfinished tail is checked
 * every TAIL_CHECK_EVERY characters.
 */
export function createStreamGuard(): StreamGuard {
  let text = '';
  let checkedUpTo = 0;
  let tailCheckedAt = 0;
  let tripped: SafetyVerdict | null = null;

  /** Length of the text last classified whole (from its start); finish() need not repeat it. */
  let wholeCheckedUpTo = -1;

  function check(upTo: number, from = 0): SafetyVerdict | null {
    tripped = refusalOf(text.slice(from, upTo));
    if (from === 0) wholeCheckedUpTo = upTo;
    return tripped;
  }

  function windowStart(upTo: number): number {
    if (upTo <= WINDOW) return 0;
    const space = text.indexOf(' ', upTo - WINDOW);
    return space < 0 || space >= upTo ? upTo - WINDOW : space + 1;
  }

  return {
    push(delta) {
      if (tripped) return tripped;
      if (!delta) return null;
      text += delta;
      const sentenceEnd = lastBoundary(text, Math.max(0, checkedUpTo - 1));
      if (sentenceEnd > checkedUpTo) {
        checkedUpTo = sentenceEnd;
        tailCheckedAt = sentenceEnd;
        if (check(sentenceEnd, windowStart(sentenceEnd))) return tripped;
      }
      if (text.length - tailCheckedAt >= TAIL_CHECK_EVERY) {
        tailCheckedAt = text.length;
        return check(text.length, windowStart(text.length));
      }
      return null;
    },
    finish() {
      if (tripped) return tripped;
      // The classifier is deterministic: the same whole text need not be classified twice.
      if (wholeCheckedUpTo === text.length) return null;
      return check(text.length);
    },
    get text() {
      return text;
    },
  };
}
