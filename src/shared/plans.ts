/**
 * The plan catalogue, the credit cost table and price formatting: one source for the server
 * (checkout amounts, spending) and the browser (pricing page, credits tab). Amounts are integer
 * minor units (cents); the currency is the app-wide CURRENCY setting (default EUR).
 */

export const PAID_PLAN_IDS = ['monthly', 'yearly', 'trial'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export type PlanId = 'free' | PaidPlanId;

export const TRIAL_DAYS = 7;
export const DEFAULT_CURRENCY = 'EUR';

export interface Plan {
  id: PlanId;
  name: string;
  /** What the first checkout charges, in cents (for the trial: the trial fee). */
  priceCents: number;
  /** The price before the discount, in cents, when the plan shows one. */
  originalPriceCents: number | null;
  interval: 'month' | 'year' | null;
  /** Days of trial before the plan renews as `renewsAs`. */
  trialDays: number | null;
  renewsAs: PaidPlanId | null;
  description: string;
  features: string[];
  popular: boolean;
  /** A short label beside the price, e.g. 'Save 33%'. */
  badge: string | null;
}

const PREMIUM_FEATURES = [
  'Intimate (NSFW) conversations',
  'Roleplay with every companion',
  'Custom image generator and gallery',
  'Credits for special requests',
  'Proactive daily messages',
  'Priority support',
  'Cancel anytime, no fees',
];

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free Chat',
    priceCents: 0,
    originalPriceCents: null,
    interval: null,
    trialDays: null,
    renewsAs: null,
    description: 'Chat with 12+ AI girlfriends, safe-for-work.',
    features: [
      '12+ AI girlfriends',
      'Unlimited safe-for-work chat',
      'Chat history on every device',
    ],
    popular: false,
    badge: null,
  },
  {
    id: 'monthly',
    name: 'Premium',
    priceCents: 999,
    originalPriceCents: null,
    interval: 'month',
    trialDays: null,
    renewsAs: null,
    description: 'Everything unlocked, billed monthly.',
    features: PREMIUM_FEATURES,
    popular: true,
    badge: 'Most Popular',
  },
  {
    id: 'yearly',
    name: 'Premium Yearly',
    priceCents: 7999,
    originalPriceCents: 11988,
    interval: 'year',
    trialDays: null,
    renewsAs: null,
    description: 'Everything unlocked, billed once a year.',
    features: PREMIUM_FEATURES,
    popular: false,
    badge: 'Save 33%',
  },
  {
    id: 'trial',
    name: '7-Day Trial',
    priceCents: 199,
    originalPriceCents: null,
    interval: null,
    trialDays: TRIAL_DAYS,
    renewsAs: 'monthly',
    description: `Try Premium for ${TRIAL_DAYS} days, then it renews monthly at the standard rate.`,
    features: PREMIUM_FEATURES,
    popular: false,
    badge: null,
  },
];

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** The server-side price of each special request, in credits (docs/PRODUCT.md#constants). */
export const CREDIT_COSTS = {
  custom_image: 100,
  multi_character_scene: 150,
  audio_reply: 50,
  video_or_gif: 500,
} as const;
export type CreditRequestType = keyof typeof CREDIT_COSTS;
export const CREDIT_REQUEST_TYPES = Object.keys(CREDIT_COSTS) as CreditRequestType[];

export const CREDIT_COST_LABELS: Record<CreditRequestType, string> = {
  custom_image: 'Custom fetish images',
  multi_character_scene: 'Multi-character scenes',
  audio_reply: 'Audio replies',
  video_or_gif: 'Video or GIF responses',
};

/** Special requests not built yet: priced, but kept out of the cost list until they exist. */
export const UNBUILT_CREDIT_REQUESTS: readonly CreditRequestType[] = ['video_or_gif'];

export const CREDIT_COST_LIST = CREDIT_REQUEST_TYPES.filter(
  (type) => !UNBUILT_CREDIT_REQUESTS.includes(type),
).map((type) => ({
  type,
  label: CREDIT_COST_LABELS[type],
  credits: CREDIT_COSTS[type],
}));

export const CREDIT_HISTORY_LIMIT = 10;

/** Major units for display and APIs that speak euros: 999 → 9.99. */
export const centsToMajor = (cents: number) => Math.round(cents) / 100;

/** Per-credit cost in cents with one decimal, as the credits dialog shows it: 1999 / 500 → 4.0. */
export const perCreditCents = (priceCents: number, credits: number) =>
  credits > 0 ? Math.round((priceCents / credits) * 10) / 10 : 0;

/** A localised price label, e.g. '€9.99'. */
export function formatPrice(cents: number, currency = DEFAULT_CURRENCY, locale = 'en-IE') {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(centsToMajor(cents));
}
