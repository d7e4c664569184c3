import { APP_NAME, MIN_CHARACTER_AGE, MIN_SITE_AGE } from '../../../shared/constants';

/**
 * Facts the legal texts quote. The prices mirror the billing plans (spec 000 §9, DESIGN §1);
 * they belong in src/shared/constants.ts once billing defines them there.
 */
export const LEGAL = {
  appName: APP_NAME,
  siteAge: MIN_SITE_AGE,
  characterAge: MIN_CHARACTER_AGE,
  monthlyPrice: '€9.99',
  yearlyPrice: '€79.99',
  trialPrice: '€1.99',
  trialDays: 7,
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
