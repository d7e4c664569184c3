import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from './nextPath';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeNextPath('/profile')).toBe('/profile');
    expect(safeNextPath('/chat/luna?c=1')).toBe('/chat/luna?c=1');
  });

  it('falls back to /characters when missing or not a local path', () => {
    for (const next of [
      null,
      undefined,
      '',
      'profile',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(safeNextPath(next)).toBe(DEFAULT_AFTER_SIGN_IN);
    }
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(safeNextPath('/auth')).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath('/auth/callback')).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath('/auth?mode=signup')).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath('/authors')).toBe('/authors');
  });
});
