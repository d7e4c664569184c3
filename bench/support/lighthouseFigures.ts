/** The figures bench/lighthouse.ts reads from a Lighthouse result, and the targets they meet. */
import type { Result } from 'lighthouse';

export const TARGETS = {
  score: 95,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  landingJsBytes: 90_000,
  landingCssBytes: 20_000,
};

/** Audits that must be green (score ≥ 0.9) on every page. */
export const GREEN_AUDITS = [
  'uses-text-compression',
  'unused-javascript',
  'uses-responsive-images',
  'unsized-images',
  'uses-long-cache-ttl',
];

export interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Audits below 0.9 (green), with their score. */
  failing: string[];
}

export function figuresOf(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint').numericValue ?? NaN,
    tbt: audit('total-blocking-time').numericValue ?? NaN,
    cls: audit('cumulative-layout-shift').numericValue ?? NaN,
    bytes: audit('total-byte-weight').numericValue ?? NaN,
    // With its score: 0.5 on an opportunity means items listed but no FCP/LCP time to gain.
    failing: GREEN_AUDITS.flatMap((id) => {
      const score = audit(id)?.score;
      return score !== null && score !== undefined && score < 0.9 ? [`${id} ${score}`] : [];
    }),
  };
}
