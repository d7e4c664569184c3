import { ArrowDownLeft, ArrowUpRight, Receipt, SlidersHorizontal } from 'lucide-react';
import type { CreditTransaction } from '#shared/api/billing';
import { CREDIT_COST_LABELS, type CreditRequestType } from '#shared/plans';
import { cn } from '#web/lib/cn';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

function describe(item: CreditTransaction) {
  if (item.transaction_type === 'purchase') return { label: 'Purchase', icon: ArrowDownLeft };
  // An adjustment naming a special request gives back what that request cost (a refund).
  if (item.transaction_type === 'adjustment')
    return {
      label: item.special_request_type ? 'Refund' : 'Adjustment',
      icon: SlidersHorizontal,
    };
  const type = item.special_request_type;
  const label =
    type && Object.hasOwn(CREDIT_COST_LABELS, type)
      ? CREDIT_COST_LABELS[type as CreditRequestType]
      : 'Special request';
  return { label, icon: ArrowUpRight };
}

const signed = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${Math.abs(amount).toLocaleString('en-GB')}`;

/** The last 10 credit transactions: type, signed amount, balance after, date. */
export function TransactionList({ items }: { items: CreditTransaction[] }) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-white/10 px-6 py-10 text-center">
        <Receipt className="h-8 w-8 text-zinc-500" aria-hidden="true" />
        <p className="mt-3 text-sm text-zinc-400">No transactions yet.</p>
      </div>
    );
  }
  return (
    <ul aria-label="Recent transactions" className="divide-y divide-white/5">
      {items.map((item) => {
        const { label, icon: Icon } = describe(item);
        return (
          <li key={item.id} className="flex items-center gap-3 py-3">
            <span
              className={cn(
                'grid h-9 w-9 shrink-0 place-items-center rounded-xl',
                item.amount >= 0
                  ? 'bg-emerald-400/10 text-emerald-300'
                  : 'bg-rose-400/10 text-rose-300',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-white">{label}</span>
              <span className="block text-xs text-zinc-500">{when(item.created_at)}</span>
            </span>
            <span className="text-right">
              <span
                className={cn(
                  'block text-sm font-semibold tabular-nums',
                  item.amount >= 0 ? 'text-emerald-300' : 'text-rose-300',
                )}
              >
                {signed(item.amount)}
              </span>
              <span className="block text-xs text-zinc-500 tabular-nums">
                Balance {item.balance_after.toLocaleString('en-GB')}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
