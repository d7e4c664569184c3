import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useInvalidateViewer } from '#web/app';
import { billingKeys, recordCheckoutReturn, useSubscription } from './api';

/** (docs/PRODUCT.md#constants): the success page loads after about 2 s (time for the webhook to land). */
export const PROCESSING_DELAY_MS = 2000;
const POLL_EVERY_MS = 2000;
/** After this the page stops polling and says activation is taking longer than usual. */
const POLL_LIMIT_MS = 60_000;

export type ActivationState = 'processing' | 'premium' | 'pending' | 'slow' | 'error';

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * The checkout return: after a short pause, tells the server the user is back (it records the
 * success event once) and learns whether Premium is on. If the payment's webhook has not
 * arrived yet, polls the subscription until it has, for up to a minute.
 */
export function useCheckoutActivation(input: { sessionId: string | null; trial: boolean }) {
  const { sessionId, trial } = input;
  const returned = useQuery({
    queryKey: billingKeys.checkoutReturn(sessionId),
    queryFn: async ({ signal }) => {
      await wait(PROCESSING_DELAY_MS, signal);
      return recordCheckoutReturn({ sessionId: sessionId ?? undefined, trial: trial || undefined });
    },
    staleTime: Infinity,
  });

  const [slow, setSlow] = useState(false);
  const waiting = returned.data !== undefined && !returned.data.isPremium;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  const subscription = useSubscription({
    // Also fetched once when Premium is on at once: the page shows the trial's end date.
    enabled: returned.data !== undefined,
    refetchInterval: (query) => (query.state.data?.isPremium || slow ? false : POLL_EVERY_MS),
  });

  const invalidateViewer = useInvalidateViewer();
  const isPremium = Boolean(returned.data?.isPremium || subscription.data?.isPremium);
  useEffect(() => {
    // The sidebar's 'Premium Active' badge and menu items follow the viewer.
    if (isPremium) void invalidateViewer();
  }, [isPremium, invalidateViewer]);

  const state: ActivationState = isPremium
    ? 'premium'
    : returned.isError
      ? 'error'
      : returned.data === undefined
        ? 'processing'
        : slow
          ? 'slow'
          : 'pending';

  return {
    state,
    subscription: subscription.data,
    error: returned.error,
    retry: () => void returned.refetch(),
  };
}
