import type { KeyboardEvent } from 'react';
import { cn } from '#web/lib/cn';

export type BillingInterval = 'monthly' | 'yearly';

const OPTIONS: { value: BillingInterval; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/** The monthly/yearly segmented control: a radio group (arrow keys switch, as for radios). */
export function IntervalSwitch({
  value,
  onChange,
  yearlyBadge,
}: {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
  yearlyBadge?: string | null;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    const next = value === 'monthly' ? 'yearly' : 'monthly';
    onChange(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-value="${next}"]`)?.focus();
  }

  return (
    <div
      role="radiogroup"
      aria-label="Billing period"
      onKeyDown={onKeyDown}
      className="inline-flex w-full rounded-xl border border-white/10 bg-black/30 p-1"
    >
      {OPTIONS.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={selected}
            data-value={option.value}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            className={cn(
              'flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition',
              'focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none',
              selected ? 'bg-white/15 text-white shadow' : 'text-zinc-400 hover:text-zinc-200',
            )}
          >
            {option.label}
            {option.value === 'yearly' && yearlyBadge && (
              <span className="rounded-full bg-emerald-400/15 px-1.5 py-0.5 text-[11px] font-semibold text-emerald-300">
                {yearlyBadge}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
