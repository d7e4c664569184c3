import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '#web/components/ui/Skeleton';
import { fetchCoupons } from './opsApi';
import { formatMoney, LoadFailed, Panel } from './ui';

/** The payment provider's coupons (Stripe's, or none in the local test mode). */
export function CouponsPanel() {
  const query = useQuery({ queryKey: ['admin', 'coupons'], queryFn: fetchCoupons });
  return (
    <Panel title="Coupons">
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => query.refetch()} />
      ) : !query.data ? (
        <Skeleton className="h-16" />
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-zinc-400">
          {query.data.provider === 'test'
            ? 'No coupons yet: create one with POST /api/admin/coupons (docs/API.md).'
            : 'No coupons in the Stripe account.'}
        </p>
      ) : (
        <ul className="divide-y divide-white/10 text-sm">
          {query.data.items.map((coupon) => (
            <li key={coupon.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="text-white">
                {coupon.name ?? coupon.id}{' '}
                <span className="font-mono text-xs text-zinc-400">{coupon.id}</span>
              </span>
              <span className="text-zinc-300">
                {coupon.percentOff !== null
                  ? `${coupon.percentOff}% off`
                  : coupon.amountOffCents !== null && coupon.currency
                    ? `${formatMoney(coupon.amountOffCents, coupon.currency)} off`
                    : ''}{' '}
                · {coupon.duration}
                {coupon.durationInMonths ? ` (${coupon.durationInMonths} months)` : ''} ·{' '}
                {coupon.timesRedeemed}
                {coupon.maxRedemptions ? `/${coupon.maxRedemptions}` : ''} redeemed
                {coupon.valid ? '' : ' · expired'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
