/**
 * A two-proportion z-test on the conversion of the two paywall variants. With fewer than
 * MIN_SAMPLE assignments per variant the normal approximation is not trustworthy, so it says so.
 */
const MIN_SAMPLE = 30;
const Z_95 = 1.96;

export function significanceNote(
  a: { assignments: number; successes: number },
  b: { assignments: number; successes: number },
): string {
  if (a.assignments < MIN_SAMPLE || b.assignments < MIN_SAMPLE)
    return `Not enough data yet: at least ${MIN_SAMPLE} assignments per variant are needed.`;
  const pa = a.successes / a.assignments;
  const pb = b.successes / b.assignments;
  const pooled = (a.successes + b.successes) / (a.assignments + b.assignments);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.assignments + 1 / b.assignments));
  if (se === 0) return 'No difference: both variants convert equally.';
  const z = (pa - pb) / se;
  if (Math.abs(z) < Z_95) return `Not significant yet (z = ${z.toFixed(2)}, 95% needs |z| ≥ 1.96).`;
  return `Variant ${z > 0 ? 'A' : 'B'} converts better, significant at 95% (z = ${z.toFixed(2)}).`;
}
