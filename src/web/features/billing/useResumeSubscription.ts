import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { billingKeys, resumeSubscription } from './api';
import { errorMessage } from './format';

/** Undoes a scheduled cancellation: the subscription renews again as before. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(billingKeys.subscription, subscription);
      toast.success('Welcome back! Your Premium will renew as usual.');
    },
    onError: (error) => toast.error(`Could not resume: ${errorMessage(error)}`),
  });
}
