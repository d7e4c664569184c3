const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** 12345 → '12.3K'. */
export function formatCount(value: number): string {
  return compact.format(value);
}
