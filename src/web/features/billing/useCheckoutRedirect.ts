import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useLeavePage } from './useLeavePage';

/**
 * A mutation that asks the server for a payment page (subscription or credits checkout) and
 * sends the browser there. `leaving` stays true until the page unloads.
 */
export function useCheckoutRedirect<Input>(
  mutationFn: (input: Input) => Promise<{ url: string }>,
  onError: (error: Error) => void,
) {
  const { leaving, leave } = useLeavePage();
  const mutation = useMutation({
    mutationFn,
    onSuccess: ({ url }) => {
      if (!url) {
        toast.error('No checkout URL received');
        return;
      }
      leave(url);
    },
    onError,
  });
  return { mutation, leaving };
}
