export type SafetyCategory =
  | 'minors'
  | 'non_consent'
  | 'incest'
  | 'bestiality'
  | 'illegal'
  | 'hate'
  | 'harassment' // always refused
  | 'self_harm' // care
  | 'intimate'; // NSFW intent

export type RefuseCategory = Exclude<SafetyCategory, 'self_harm' | 'intimate'>;

export type SafetyVerdict =
  | { action: 'refuse'; category: RefuseCategory }
  | { action: 'care'; category: 'self_harm'; intensity: 'high' | 'low' }
  | { action: 'intimate'; category: 'intimate' }
  | { action: 'allow'; category: null };

/**
 * Most severe first. When several refuse categories apply, the earliest wins, so that e.g. a
 * message that is both incest and minors is counted (and suspended on) as minors.
 */
export const REFUSE_ORDER: readonly RefuseCategory[] = [
  'minors',
  'non_consent',
  'incest',
  'bestiality',
  'illegal',
  'hate',
  'harassment',
];

export const ALLOW: SafetyVerdict = Object.freeze({ action: 'allow', category: null });
/** A crisis signal: the crisis reply with help resources. */
export const CARE: SafetyVerdict = Object.freeze({
  action: 'care',
  category: 'self_harm',
  intensity: 'high',
});
/** A lower-intensity signal (hopelessness, feeling a burden): a gentle check-in. */
export const CHECK_IN: SafetyVerdict = Object.freeze({
  action: 'care',
  category: 'self_harm',
  intensity: 'low',
});
export const INTIMATE: SafetyVerdict = Object.freeze({ action: 'intimate', category: 'intimate' });

const REFUSALS = new Map<RefuseCategory, SafetyVerdict>(
  REFUSE_ORDER.map((category) => [category, Object.freeze({ action: 'refuse', category })]),
);

export function refuse(category: RefuseCategory): SafetyVerdict {
  return REFUSALS.get(category) as SafetyVerdict;
}

const ACTION_RANK = { allow: 0, intimate: 1, care: 2, refuse: 3 } as const;

/** Higher is stricter; two refusals are ordered by REFUSE_ORDER (more severe is stricter). */
function severity(verdict: SafetyVerdict): number {
  const base = ACTION_RANK[verdict.action] * 100;
  if (verdict.action === 'care') return base + (verdict.intensity === 'high' ? 1 : 0);
  if (verdict.action !== 'refuse') return base;
  return base + (REFUSE_ORDER.length - REFUSE_ORDER.indexOf(verdict.category));
}

export function stricter(a: SafetyVerdict, b: SafetyVerdict): SafetyVerdict {
  return severity(b) > severity(a) ? b : a;
}
