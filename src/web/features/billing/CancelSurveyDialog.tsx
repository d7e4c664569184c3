import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  CANCEL_REASONS,
  cancelRequestSchema,
  type CancelRequest,
  type SubscriptionResponse,
} from '#shared/api/billing';
import { Button } from '#web/components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#web/components/ui/Dialog';
import { Spinner } from '#web/components/ui/Spinner';
import { cn } from '#web/lib/cn';
import { billingKeys, cancelSubscription } from './api';
import { errorMessage, formatDay } from './format';
import { CANCEL_REASON_LABELS } from './cancelReasons';

interface CancelSurveyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Cancel at the end of the period, with the churn survey (docs/PRODUCT.md#dialogs): a reason is
 * required, free text only for 'other'. Afterwards it says until when Premium stays on.
 */
export function CancelSurveyDialog({ open, onOpenChange }: CancelSurveyDialogProps) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => queryClient.setQueryData(billingKeys.subscription, subscription),
    onError: (error) => toast.error(`Could not cancel: ${errorMessage(error)}`),
  });

  function onOpenChangeAndReset(next: boolean) {
    // Reopening after a cancel should not show the old confirmation.
    if (!next) cancel.reset();
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChangeAndReset}>
      <DialogContent className="max-w-md">
        {cancel.data ? (
          <Cancelled subscription={cancel.data} />
        ) : (
          <SurveyForm submitting={cancel.isPending} onSubmit={(input) => cancel.mutate(input)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SurveyForm(props: { submitting: boolean; onSubmit: (input: CancelRequest) => void }) {
  const form = useForm<CancelRequest>({ resolver: zodResolver(cancelRequestSchema) });
  const reason = form.watch('reason');
  const feedbackError = form.formState.errors.feedbackText?.message;

  return (
    <form onSubmit={form.handleSubmit(props.onSubmit)} noValidate>
      <DialogTitle className="pr-8 text-xl font-bold text-white">
        We're sorry to see you go
      </DialogTitle>
      <DialogDescription className="mt-1 text-sm text-zinc-400">
        Before you cancel, tell us why. Your Premium stays active until the end of the period you
        have paid for.
      </DialogDescription>
      <fieldset className="mt-5 space-y-2">
        <legend className="mb-2 text-sm font-medium text-zinc-200">Why are you cancelling?</legend>
        {CANCEL_REASONS.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm transition',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-400',
              reason === value
                ? 'border-rose-400/50 bg-rose-500/10 text-white'
                : 'border-white/10 text-zinc-300 hover:border-white/20 hover:bg-white/5',
            )}
          >
            <input
              type="radio"
              value={value}
              {...form.register('reason')}
              className="h-4 w-4 accent-rose-500"
            />
            {CANCEL_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {reason === 'other' && (
        <div className="mt-4">
          <label htmlFor="cancel-feedback" className="text-sm font-medium text-zinc-200">
            Tell us more <span className="font-normal text-zinc-500">(optional)</span>
          </label>
          <textarea
            id="cancel-feedback"
            rows={3}
            // Unregistered when hidden: text typed for 'other' must not go with another reason.
            {...form.register('feedbackText', { shouldUnregister: true })}
            aria-invalid={feedbackError ? true : undefined}
            aria-describedby={feedbackError ? 'cancel-feedback-error' : undefined}
            className="mt-2 w-full resize-none rounded-xl border border-white/10 bg-black/30 px-3 py-2 text-sm text-white placeholder:text-zinc-500 focus:border-rose-400/60 focus:ring-2 focus:ring-rose-400/30 focus:outline-none"
            placeholder="What could we do better?"
          />
          {feedbackError && (
            <p id="cancel-feedback-error" className="mt-1 text-xs text-rose-300">
              {feedbackError}
            </p>
          )}
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="ghost">Keep Premium</Button>
        </DialogClose>
        <Button
          type="submit"
          variant="outline"
          disabled={!reason || props.submitting}
          className="border-rose-400/40 text-rose-200 hover:bg-rose-500/10"
        >
          {props.submitting && <Spinner className="h-4 w-4" label="Cancelling" />}
          Cancel subscription
        </Button>
      </div>
    </form>
  );
}

function Cancelled({ subscription }: { subscription: SubscriptionResponse }) {
  const until = formatDay(subscription.currentPeriodEnd);
  return (
    <div className="text-center">
      <CalendarCheck className="mx-auto h-12 w-12 text-emerald-300" aria-hidden="true" />
      <DialogTitle className="mt-4 text-xl font-bold text-white">
        Your subscription is cancelled
      </DialogTitle>
      <DialogDescription className="mt-2 text-zinc-400">
        {until
          ? `Your Premium stays active until ${until}. You won't be charged again.`
          : "Your Premium stays active until the end of the current period. You won't be charged again."}{' '}
        Changed your mind? You can resume anytime before then.
      </DialogDescription>
      <DialogClose asChild>
        <Button className="mt-6 w-full">Done</Button>
      </DialogClose>
    </div>
  );
}
