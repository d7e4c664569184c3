const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The history sidebar's time label (docs/PRODUCT.md#constants): 'Just now', '{n}m ago' under an hour,
 * '{n}h ago' under a day, '{n}d ago' under a week, otherwise a short date.
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return '';
  // A timestamp slightly in the future (clock skew) still reads as 'Just now'.
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return then.toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    // The year only when it is not this year: 'Mar 5' vs 'Mar 5, 2023'.
    year: then.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  });
}
