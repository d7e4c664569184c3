import type { CancelRequest } from '#shared/api/billing';

/** The survey's choices (docs/PRODUCT.md#constants), in the order shown. */
export const CANCEL_REASON_LABELS: Record<CancelRequest['reason'], string> = {
  too_expensive: 'Too expensive',
  didnt_use: "I didn't use it enough",
  wanted_features: 'Missing features I wanted',
  other: 'Other',
};
