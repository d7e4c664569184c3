import { useQuery } from '@tanstack/react-query';
import { apiFetch, jsonRequest, postJson } from '#web/lib/api';

const schemas = () => import('#shared/api/billing');
const packagesSchema = () => schemas().then((module) => module.creditPackagesResponseSchema);
const summarySchema = () => schemas().then((module) => module.creditsSummarySchema);
const historySchema = () => schemas().then((module) => module.creditHistoryResponseSchema);
const redirectSchema = () => schemas().then((module) => module.redirectResponseSchema);

export const creditKeys = {
  all: ['credits'] as const,
  packages: ['credits', 'packages'] as const,
  summary: ['credits', 'summary'] as const,
  history: ['credits', 'history'] as const,
};

export const setMonthlyCap = (monthlyCap: number | null) =>
  apiFetch('/api/credits/cap', summarySchema, jsonRequest('PUT', { monthlyCap }));

export const startCreditsCheckout = (packageId: string) =>
  apiFetch('/api/credits/checkout', redirectSchema, postJson({ packageId }));

export function useCreditPackages(enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.packages,
    queryFn: ({ signal }) => apiFetch('/api/credits/packages', packagesSchema, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Balance, totals and the cost list. `refetchInterval` while a purchase is being credited. */
export function useCreditsSummary(refetchInterval: number | false = false) {
  return useQuery({
    queryKey: creditKeys.summary,
    queryFn: ({ signal }) => apiFetch('/api/credits/summary', summarySchema, { signal }),
    staleTime: 0,
    refetchInterval,
  });
}

/** The last 10 transactions, newest first (docs/PRODUCT.md#constants). */
export function useCreditHistory(refetchInterval: number | false = false) {
  return useQuery({
    queryKey: creditKeys.history,
    queryFn: ({ signal }) => apiFetch('/api/billing/credit-history', historySchema, { signal }),
    staleTime: 0,
    refetchInterval,
  });
}
