import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;

describe('relativeTime', () => {
  it('says Just now under a minute, and for slightly future times', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59_999), now)).toBe('Just now');
    expect(relativeTime(ago(-5_000), now)).toBe('Just now');
  });

  it('counts minutes under an hour', () => {
    expect(relativeTime(ago(MINUTE), now)).toBe('1m ago');
    expect(relativeTime(ago(59 * MINUTE + 59_000), now)).toBe('59m ago');
  });

  it('counts hours under a day', () => {
    expect(relativeTime(ago(60 * MINUTE), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * 60 * MINUTE + 59 * MINUTE), now)).toBe('23h ago');
  });

  it('counts days under a week', () => {
    expect(relativeTime(ago(24 * 60 * MINUTE), now)).toBe('1d ago');
    expect(relativeTime(ago(6 * 24 * 60 * MINUTE + 23 * 60 * MINUTE), now)).toBe('6d ago');
  });

  it('shows a date from a week on, with the year only when it differs', () => {
    expect(relativeTime(new Date(2025, 5, 1, 12), now)).toBe('Jun 1');
    expect(relativeTime(new Date(2024, 11, 24, 12), now)).toBe('Dec 24, 2024');
  });

  it('accepts ISO strings and ignores invalid input', () => {
    expect(relativeTime(ago(5 * MINUTE).toISOString(), now)).toBe('5m ago');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
