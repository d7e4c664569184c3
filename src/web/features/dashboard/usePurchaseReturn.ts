import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { creditKeys } from './creditsApi';

/** How long the balance is re-read after a purchase, in case the payment webhook lags. */
const WATCH_MS = 20_000;
const WATCH_EVERY_MS = 3000;

/**
 * The credits checkout returns to `?tab=credits&purchase=success`: say thanks, drop the
 * one-off parameters from the URL (a reload should not thank again) and watch the balance for
 * a little while. Returns the refetch interval for the credits queries.
 */
export function usePurchaseReturn(): number | false {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState(false);
  const purchased = params.get('purchase') === 'success';

  useEffect(() => {
    if (!purchased) return;
    toast.success('Payment successful!', {
      description: 'Your credits are added to your balance.',
    });
    void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    setWatching(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('purchase');
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );
  }, [purchased, queryClient, setParams]);

  useEffect(() => {
    if (!watching) return;
    const timer = setTimeout(() => setWatching(false), WATCH_MS);
    return () => clearTimeout(timer);
  }, [watching]);

  return watching ? WATCH_EVERY_MS : false;
}
