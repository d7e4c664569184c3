import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban, BellRing, CalendarClock, CircleX, RefreshCcw, type LucideIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { SubscriptionResponse } from '#shared/api/billing';
import { useInvalidateViewer } from '#web/app';
import { Spinner } from '#web/components/ui/Spinner';
import { billingKeys, simulateTestPortal, type SimulatedAction } from './api';
import { errorMessage } from './format';

const ACTIONS: { action: SimulatedAction; label: string; detail: string; icon: LucideIcon }[] = [
  {
    action: 'renewal_paid',
    label: 'Renewal paid',
    detail: 'The next period is charged and starts now.',
    icon: RefreshCcw,
  },
  {
    action: 'renewal_failed',
    label: 'Renewal failed',
    detail: 'The card is declined; the subscription goes past due.',
    icon: CircleX,
  },
  {
    action: 'trial_will_end',
    label: 'Trial ending',
    detail: 'Sends the trial-ending reminder (trials only).',
    icon: CalendarClock,
  },
  {
    action: 'renewal_upcoming',
    label: 'Renewal coming',
    detail: 'Sends the renewal reminder, as a few days before the next charge.',
    icon: BellRing,
  },
  {
    action: 'end_now',
    label: 'End now',
    detail: 'The subscription ends immediately; Premium turns off.',
    icon: Ban,
  },
];

/** Test-mode shortcuts for billing moments that would otherwise take days. */
export function SimulatePanel({ subscription }: { subscription: SubscriptionResponse }) {
  const queryClient = useQueryClient();
  const invalidateViewer = useInvalidateViewer();
  const simulate = useMutation({
    mutationFn: simulateTestPortal,
    onSuccess: (updated, action) => {
      queryClient.setQueryData(billingKeys.subscription, updated);
      void invalidateViewer();
      toast.success(`Simulated: ${ACTIONS.find((item) => item.action === action)?.label}`);
    },
    onError: (error) => toast.error(`Simulation failed: ${errorMessage(error)}`),
  });
  const ended = subscription.status === 'canceled' || subscription.status === 'none';

  return (
    <section
      aria-labelledby="simulate-heading"
      className="rounded-3xl border border-dashed border-amber-300/30 bg-amber-400/[0.04] p-5 sm:p-6"
    >
      <h2 id="simulate-heading" className="font-bold text-amber-100">
        Simulate billing events
      </h2>
      <p className="mt-1 text-sm text-zinc-400">
        For testers: each button sends the signed webhook Stripe would send.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {ACTIONS.map(({ action, label, detail, icon: Icon }) => {
          const disabled =
            ended ||
            simulate.isPending ||
            (action === 'trial_will_end' && subscription.status !== 'trialing');
          return (
            <li key={action}>
              <button
                type="button"
                className="flex h-full w-full items-center gap-3 rounded-xl border border-white/15 px-4 py-3 text-left text-sm font-medium text-zinc-100 transition hover:border-white/25 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
                disabled={disabled}
                onClick={() => simulate.mutate(action)}
              >
                {simulate.isPending && simulate.variables === action ? (
                  <Spinner className="h-4 w-4 shrink-0" label="Simulating" />
                ) : (
                  <Icon className="h-4 w-4 shrink-0 text-amber-200" aria-hidden="true" />
                )}
                <span>
                  <span className="block">{label}</span>
                  <span className="block text-xs font-normal text-zinc-400">{detail}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
