import { useQuery } from '@tanstack/react-query';
import { BadgePercent, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { PaidPlanId } from '#shared/plans';
import { Button } from '#web/components/ui/Button';
import { Spinner } from '#web/components/ui/Spinner';
import { billingKeys, validateCoupon } from './api';
import { errorMessage } from './format';

/**
 * "Have a coupon code?": checks the code with the server before any checkout starts, shows what
 * it takes off, and hands the accepted code up (null while none is valid).
 */
export function CouponField(props: {
  plan: PaidPlanId;
  formatPrice: (cents: number) => string;
  onChange: (code: string | null) => void;
}) {
  const { plan, onChange } = props;
  const [draft, setDraft] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const check = useQuery({
    queryKey: billingKeys.coupon(applied ?? '', plan),
    queryFn: () => validateCoupon(applied!, plan),
    enabled: applied !== null,
    retry: false,
    staleTime: 60_000,
  });

  // Checkout takes the code only while the server accepts it (for the plan now chosen).
  const accepted = applied && check.data ? check.data.code : null;
  useEffect(() => onChange(accepted), [accepted, onChange]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const code = draft.trim().toUpperCase();
    if (code) setApplied(code);
  }

  function remove() {
    setApplied(null);
    setDraft('');
  }

  if (applied && check.data) {
    return (
      <p
        role="status"
        className="flex flex-wrap items-center justify-center gap-2 rounded-xl bg-emerald-400/10 px-4 py-2.5 text-sm text-emerald-200 ring-1 ring-emerald-400/25"
      >
        <BadgePercent className="h-4 w-4" aria-hidden="true" />
        <span>
          <strong>{check.data.code}</strong>: {check.data.label} —{' '}
          {props.formatPrice(check.data.totalCents)} instead of{' '}
          {props.formatPrice(check.data.amountCents)} for your first payment
        </span>
        <button
          type="button"
          onClick={remove}
          className="rounded p-1 text-emerald-200 hover:bg-white/10"
          aria-label="Remove coupon"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </p>
    );
  }

  return (
    <form onSubmit={apply} className="flex flex-col items-center gap-2">
      <div className="flex w-full max-w-sm gap-2">
        <label htmlFor="coupon-code" className="sr-only">
          Coupon code
        </label>
        <input
          id="coupon-code"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Have a coupon code?"
          maxLength={64}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-xl border border-white/10 bg-white/5 px-3 py-2 text-sm text-white uppercase placeholder:text-zinc-500 placeholder:normal-case focus:border-rose-400 focus:outline-none"
        />
        <Button type="submit" variant="outline" disabled={!draft.trim() || check.isFetching}>
          {check.isFetching ? <Spinner className="h-4 w-4" label="Checking code" /> : 'Apply'}
        </Button>
      </div>
      {applied && check.isError && (
        <p role="alert" className="text-sm text-rose-300">
          {errorMessage(check.error)}
        </p>
      )}
    </form>
  );
}
