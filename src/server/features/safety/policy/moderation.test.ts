import { describe, expect, it } from 'vitest';
import { combineWithModeration, type SafetyVerdict } from './index.js';

const allow: SafetyVerdict = { action: 'allow', category: null };
const intimate: SafetyVerdict = { action: 'intimate', category: 'intimate' };
const care: SafetyVerdict = { action: 'care', category: 'self_harm', intensity: 'high' };
const refuseHate: SafetyVerdict = { action: 'refuse', category: 'hate' };

describe('combineWithModeration', () => {
  it.each<[string, Record<string, boolean>, SafetyVerdict, SafetyVerdict]>([
    ['no flags keeps ours', {}, intimate, intimate],
    ['false flags are ignored', { 'sexual/minors': false, hate: false }, allow, allow],
    [
      'sexual/minors refuses as minors',
      { 'sexual/minors': true },
      intimate,
      { action: 'refuse', category: 'minors' },
    ],
    ['self-harm asks for care', { 'self-harm': true }, allow, care],
    ['self-harm/intent asks for care', { 'self-harm/intent': true }, intimate, care],
    ['hate refuses', { hate: true }, allow, refuseHate],
    [
      'harassment/threatening refuses',
      { 'harassment/threatening': true },
      allow,
      { action: 'refuse', category: 'harassment' },
    ],
    [
      'violence refuses as harassment',
      { violence: true },
      allow,
      { action: 'refuse', category: 'harassment' },
    ],
    [
      'illicit refuses as illegal',
      { illicit: true },
      allow,
      { action: 'refuse', category: 'illegal' },
    ],
    ['sexual marks intimate', { sexual: true }, allow, intimate],
    ['sexual does not weaken care', { sexual: true }, care, care],
    ['care does not weaken our refusal', { 'self-harm': true }, refuseHate, refuseHate],
    [
      'a more severe flag replaces our refusal',
      { 'sexual/minors': true },
      refuseHate,
      { action: 'refuse', category: 'minors' },
    ],
    ['ours stays when the flag is less severe', { harassment: true }, refuseHate, refuseHate],
    ['underscore spelling is understood', { self_harm_intent: true }, allow, care],
    ['unknown flags are ignored', { 'something/new': true }, allow, allow],
  ])('%s', (_name, flags, ours, expected) => {
    expect(combineWithModeration(ours, flags)).toEqual(expected);
  });

  it('uses precedence refuse > care > intimate > allow across several flags', () => {
    const flags = { sexual: true, 'self-harm': true, hate: true };
    expect(combineWithModeration(allow, flags)).toEqual(refuseHate);
  });
});
