import type { ModerationCheck } from './moderationCheck.js';
import { createStreamGuard, type SafetyVerdict } from './policy/index.js';
import { ALLOW } from './policy/types.js';

export interface ReplyCut {
  reply: string;
  category: string;
}

export interface ReplyGuard {
  /**
   * Feeds a streamed delta. Null at once when nothing needs waiting for (the common case, so a
   * reply's hundreds of deltas cost no promise each); otherwise a promise of the replacement
   * reply when the text crossed a line, or of null.
   */
  push(delta: string): Promise<ReplyCut | null> | null;
  finish(): Promise<ReplyCut | null>;
}

/** The judge sees the reply in windows of this many new characters, overlapping a little. */
const JUDGE_WINDOW = 400;
const JUDGE_OVERLAP = 200;

/**
 * Our policy checks the reply sentence by sentence (policy/streamGuard.ts); a configured judge
 * model checks it in windows as it streams and once at the end. Either can cut it.
 */
export function createReplyGuard(
  check: ModerationCheck,
  cut: (verdict: SafetyVerdict, text: string) => Promise<ReplyCut>,
): ReplyGuard {
  const guard = createStreamGuard();
  let judgedUpTo = 0;

  async function judge(): Promise<SafetyVerdict | null> {
    const upTo = guard.text.length;
    const window = guard.text.slice(Math.max(0, judgedUpTo - JUDGE_OVERLAP), upTo);
    judgedUpTo = upTo;
    const verdict = await check.combine(ALLOW, window, 'assistant');
    return verdict.action === 'refuse' ? verdict : null;
  }

  const refusal = (verdict: SafetyVerdict | null) =>
    verdict?.action === 'refuse' ? cut(verdict, guard.text) : null;

  return {
    push(delta) {
      const ours = guard.push(delta);
      if (ours) return refusal(ours);
      if (!check.configured || guard.text.length - judgedUpTo < JUDGE_WINDOW) return null;
      return judge().then(refusal);
    },
    async finish() {
      const ours = guard.finish();
      if (ours) return refusal(ours);
      if (!check.configured || judgedUpTo >= guard.text.length) return null;
      return refusal(await judge());
    },
  };
}
