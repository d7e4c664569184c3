import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_CURRENCY,
  findPlan,
  formatPrice,
  PLANS,
  type Plan,
  type PlanId,
} from '#shared/plans';
import { billingKeys, fetchPlans } from './api';

/**
 * The plans as the server offers them (its currency, whether payments are live), with the
 * shared catalogue standing in until the answer arrives so the cards render at once.
 */
export function usePlanCatalogue() {
  const query = useQuery({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }) => fetchPlans(signal),
    staleTime: 5 * 60_000,
  });
  const plans: readonly Plan[] = query.data?.plans ?? PLANS;
  const currency = query.data?.currency ?? DEFAULT_CURRENCY;
  return {
    plan: (id: PlanId): Plan => plans.find((plan) => plan.id === id) ?? findPlan(id)!,
    price: (cents: number) => formatPrice(cents, currency),
    /** Undefined until the server answered; false means the local TEST MODE checkout. */
    livePayments: query.data?.livePayments,
  };
}

export type PlanCatalogue = ReturnType<typeof usePlanCatalogue>;
