import { APP_NAME, MIN_CHARACTER_AGE, MIN_SITE_AGE } from '#shared/constants';
import { findPlan, formatPrice, TRIAL_DAYS, type PlanId } from '#shared/plans';

const price = (id: PlanId) => formatPrice(findPlan(id)?.priceCents ?? 0);

/** Facts the legal texts quote; the prices come from the billing plan catalogue (docs/PRODUCT.md#constants). */
export const LEGAL = {
  appName: APP_NAME,
  siteAge: MIN_SITE_AGE,
  characterAge: MIN_CHARACTER_AGE,
  monthlyPrice: price('monthly'),
  yearlyPrice: price('yearly'),
  trialPrice: price('trial'),
  trialDays: TRIAL_DAYS,
  contactEmail: 'support@velvet.example',
  privacyEmail: 'privacy@velvet.example',
  lastUpdated: '1 December 2025',
} as const;

export interface LegalDocument {
  title: string;
  summary: string;
  /** Markdown. Internal links use site paths such as /legal/privacy. */
  body: string;
}
