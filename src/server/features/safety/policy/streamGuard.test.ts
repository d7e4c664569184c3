import { describe, expect, it } from 'vitest';
import { createStreamGuard, type SafetyVerdict } from './index.js';

/** Feed text in small deltas the way a model streams; return the verdicts per push. */
function stream(text: string, size = 7): Array<SafetyVerdict | null> {
  const guard = createStreamGuard();
  const verdicts: Array<SafetyVerdict | null> = [];
  for (let i = 0; i < text.length; i += size) verdicts.push(guard.push(text.slice(i, i + size)));
  verdicts.push(guard.finish());
  return verdicts;
}

describe('createStreamGuard', () => {
  it('cuts a reply as soon as its second sentence crosses a line', () => {
    const guard = createStreamGuard();
    expect(guard.push('Of course, let me go on with the story. ')).toBeNull();
    expect(guard.push('She is only 15, and ')).toBeNull();
    expect(guard.push('she starts to undress. ')).toEqual({ action: 'refuse', category: 'minors' });
  });

  it('keeps reporting the verdict after it tripped', () => {
    const guard = createStreamGuard();
    guard.push('Pretend I am 14 now. ');
    expect(guard.push('And more text. ')).toEqual({ action: 'refuse', category: 'minors' });
    expect(guard.finish()).toEqual({ action: 'refuse', category: 'minors' });
  });

  it('does not flag a clean reply', () => {
    const reply =
      'Hey you! I missed you today. How was work? I made tea and watched the rain. ' +
      "Tell me everything, I'm all ears. My sister called earlier, she says hi.";
    expect(stream(reply).every((verdict) => verdict === null)).toBe(true);
  });

  it('does not flag an intimate reply for an adult (not an always-refused category)', () => {
    const reply = 'I lean in close. I slowly take off my dress for you. You turn me on.';
    expect(stream(reply).every((verdict) => verdict === null)).toBe(true);
  });

  it('catches a line crossed in the unfinished last sentence on finish()', () => {
    const guard = createStreamGuard();
    expect(guard.push('Sure thing. Here is how to make a pipe bomb')).toBeNull();
    expect(guard.finish()).toEqual({ action: 'refuse', category: 'illegal' });
  });

  it('checks a long run-on sentence before it ends', () => {
    const guard = createStreamGuard();
    const filler = 'and we walked along the river talking about everything under the sun ';
    let verdict: SafetyVerdict | null = null;
    for (const delta of [filler, filler, 'kill yourself ', filler, filler]) {
      verdict = guard.push(delta) ?? verdict;
    }
    expect(verdict).toEqual({ action: 'refuse', category: 'harassment' });
  });

  it('finds context split across sentences', () => {
    const verdicts = stream('She is 16. She wants to sext with him. The end.', 5);
    expect(verdicts.find((verdict) => verdict !== null)).toEqual({
      action: 'refuse',
      category: 'minors',
    });
  });

  it('carries an age stated early to a sexual turn far past the overlap', () => {
    const filler = 'We walked along the river and talked about the weather for a long while. ';
    const verdicts = stream(
      `She is 15 years old. ${filler.repeat(6)}Then she wants to sext with him. `,
    );
    expect(verdicts.find((verdict) => verdict !== null)).toEqual({
      action: 'refuse',
      category: 'minors',
    });
    // Cut while streaming, not only at the end.
    expect(verdicts.at(-2)).not.toBeNull();
  });

  it('carries an intimate turn to an age stated far past the overlap', () => {
    const filler = 'We walked along the river and talked about the weather for a long while. ';
    const verdicts = stream(
      `I slowly take off my dress for you. ${filler.repeat(6)}I am only 15 years old, you know. `,
    );
    expect(verdicts.find((verdict) => verdict !== null)).toEqual({
      action: 'refuse',
      category: 'minors',
    });
    expect(verdicts.at(-2)).not.toBeNull();
  });

  it('checks a phrase split across two checks (the overlap)', () => {
    const guard = createStreamGuard();
    const filler = 'and we walked along the river talking about everything under the sun ';
    let verdict: SafetyVerdict | null = null;
    // The run-on is checked every 240 characters; "kill yourself" straddles the first check.
    const text = `${filler}${filler}${filler.slice(0, 93)}kill yourself ${filler}`;
    for (let i = 0; i < text.length; i += 9) verdict = guard.push(text.slice(i, i + 9)) ?? verdict;
    expect(verdict ?? guard.finish()).toEqual({ action: 'refuse', category: 'harassment' });
  });

  it('reads a long clean reply without flagging it, to the end', () => {
    const filler = 'I made tea and watched the rain all afternoon, thinking of you. ';
    expect(stream(filler.repeat(30), 11).every((verdict) => verdict === null)).toBe(true);
  });
});
