import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CreditsSummary } from '#shared/api/billing';
import { Button } from '#web/components/ui/Button';
import { errorMessage } from '../billing';
import { creditKeys, setMonthlyCap } from './creditsApi';
import { TabCard } from './TabCard';

/** A monthly spending cap the member sets (none by default); spends past it are refused. */
export function SpendingCapCard({ summary }: { summary: CreditsSummary | undefined }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const save = useMutation({
    mutationFn: (cap: number | null) => setMonthlyCap(cap),
    onSuccess: (updated) => {
      queryClient.setQueryData(creditKeys.summary, updated);
      setDraft('');
      toast.success(
        updated.monthlyCap === null
          ? 'Spending cap removed.'
          : `Spending cap set to ${updated.monthlyCap} credits a month.`,
      );
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not save the cap.')),
  });
  const cap = summary?.monthlyCap ?? null;
  const value = Number(draft);
  const valid = draft.trim() !== '' && Number.isInteger(value) && value >= 0;
  return (
    <TabCard
      title="Monthly spending cap"
      description="Stop spending credits past a limit you choose, per calendar month."
    >
      <p className="flex items-center gap-2 text-sm text-zinc-300">
        <Gauge className="h-4 w-4 text-rose-300" aria-hidden="true" />
        {summary
          ? cap === null
            ? `No cap set. ${summary.spentThisMonth} credits spent this month.`
            : `${summary.spentThisMonth} of ${cap} credits spent this month.`
          : 'Loading…'}
      </p>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) save.mutate(value);
        }}
      >
        <label className="block">
          <span className="mb-1 block text-xs text-zinc-400">Credits per month</span>
          <input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={draft}
            placeholder={cap === null ? 'e.g. 500' : String(cap)}
            onChange={(event) => setDraft(event.target.value)}
            className="h-10 w-40 rounded-xl border border-white/10 bg-zinc-900 px-3 text-sm text-white focus:border-rose-400/60 focus:ring-2 focus:ring-rose-400/40 focus:outline-none"
          />
        </label>
        <Button type="submit" disabled={!valid || save.isPending}>
          Set cap
        </Button>
        {cap !== null && (
          <Button variant="ghost" disabled={save.isPending} onClick={() => save.mutate(null)}>
            Remove cap
          </Button>
        )}
      </form>
    </TabCard>
  );
}
