import { classifyText } from './classify.js';
import type { SafetyVerdict } from './types.js';

/** A sentence ends at . ! ? or … followed by whitespace, or at a line break. */
const SENTENCE_BOUNDARY = /[.!?\u2026]+["')\]]*\s+|\n+/g;
/**
 * A completed sentence is checked when it ends, unless it is shorter than this ("Oh! ", "Mmm… "):
 * each classifier call has a fixed cost, so a few words are read with the next sentence.
 */
const CHECK_AFTER = 20;
/** Check an unfinished sentence once it has grown this much, so a run-on cannot hide. */
const TAIL_CHECK_EVERY = 240;
/**
 * Each check reads only the new text plus this much of what came before it: enough for a phrase
 * split across two checks and for the sentence or two around it ("She is 16. She wants to …").
 */
const OVERLAP = 200;
/** The first intimate turn of a reply is read with this much of what came before it, once. */
const LOOK_BACK = 1500;
/** At most this much intimate text is carried into later checks. */
const CARRIED_CAP = 400;

export interface StreamGuard {
  /** Feed the next delta; returns the first always-refused verdict, then keeps returning it. */
  push(delta: string): SafetyVerdict | null;
  /** The stream ended: checks what was not checked yet (the unfinished last sentence). */
  finish(): SafetyVerdict | null;
  /** The reply so far. */
  readonly text: string;
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

const refusal = (verdict: SafetyVerdict) => (verdict.action === 'refuse' ? verdict : null);
const classifyReply = (text: string) => classifyText(text, { source: 'model' });

/**
 * Incremental checker for a streamed model reply (docs/decisions/0102-incremental-stream-guard.md).
 * A check reads only the text since the last one plus OVERLAP characters, so the cost of a reply
 * grows with its length, not with its length squared. Context further apart is kept where it
 * matters: the first intimate turn is read once with up to LOOK_BACK characters before it (an age
 * stated earlier), and intimate text is carried into every later check (an age stated later).
 */
export function createStreamGuard(): StreamGuard {
  let text = '';
  let checkedUpTo = 0;
  let tripped: SafetyVerdict | null = null;
  let carried = '';

  function windowStart(): number {
    if (checkedUpTo <= OVERLAP) return 0;
    const space = text.indexOf(' ', checkedUpTo - OVERLAP);
    return space < 0 || space >= checkedUpTo ? checkedUpTo - OVERLAP : space + 1;
  }

  function check(upTo: number): SafetyVerdict | null {
    const start = windowStart();
    const fresh = text.slice(checkedUpTo, upTo);
    const window = text.slice(start, upTo);
    checkedUpTo = upTo;
    const verdict = classifyReply(carried ? `${carried}\n${window}` : window);
    tripped = refusal(verdict);
    if (tripped || verdict.action !== 'intimate') return tripped;
    if (!carried && start > 0)
      tripped = refusal(classifyReply(text.slice(Math.max(0, start - LOOK_BACK), upTo)));
    if (carried.length < CARRIED_CAP) carried = `${carried} ${fresh}`.trim().slice(0, CARRIED_CAP);
    return tripped;
  }

  return {
    push(delta) {
      if (tripped) return tripped;
      if (!delta) return null;
      text += delta;
      const sentenceEnd = lastBoundary(text, Math.max(0, text.length - delta.length - 4));
      if (sentenceEnd - checkedUpTo >= CHECK_AFTER) return check(sentenceEnd);
      if (text.length - checkedUpTo >= TAIL_CHECK_EVERY) return check(text.length);
      return null;
    },
    finish() {
      if (tripped) return tripped;
      return checkedUpTo < text.length ? check(text.length) : null;
    },
    get text() {
      return text;
    },
  };
}
