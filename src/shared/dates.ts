/** '22 November 2026' — the one long date format of e-mails and billing texts. */
export function formatLongDate(date: Date, timeZone?: string): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
}
