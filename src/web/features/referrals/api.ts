import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api';

const statsSchema = () => import('#shared/api/growth').then((module) => module.referralStatsSchema);

export const referralKeys = { mine: ['referrals', 'mine'] as const };

export const fetchReferrals = (signal?: AbortSignal) =>
  apiFetch('/api/referrals', statsSchema, { signal });

/** The member's own referral code, link and figures. */
export const useReferrals = () =>
  useQuery({ queryKey: referralKeys.mine, queryFn: ({ signal }) => fetchReferrals(signal) });
