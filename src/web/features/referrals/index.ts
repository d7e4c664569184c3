/** Referrals' public surface: the `?ref=` capture run at start, the member's figures, sharing. */
export { captureReferral } from './captureReferral';
export { useReferrals } from './api';
export { ShareLink } from './ShareLink';
