import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '#web/components/ui/Skeleton';
import { fetchReferralTotals } from './opsApi';
import { formatMoney, LoadFailed, Panel, Stat } from './ui';

/** Analytics → referral totals and the referrers who brought the most members. */
export function ReferralsPanel() {
  const query = useQuery({ queryKey: ['admin', 'referrals'], queryFn: fetchReferralTotals });
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => query.refetch()} />;
  const data = query.data;
  if (!data) return <Skeleton className="h-32" />;
  const money = (cents: number) => formatMoney(cents, data.currency);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Referrers" value={data.referrers} />
        <Stat label="Referred sign-ups" value={data.signups} />
        <Stat label="Premium conversions" value={data.premiumConversions} />
        <Stat label="Referral revenue" value={money(data.revenueCents)} />
      </div>
      <Panel title="Top referrers">
        {data.topReferrers.length === 0 ? (
          <p className="text-sm text-zinc-400">No referred sign-ups yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-zinc-400">
              <tr>
                <th className="py-1 font-medium">Code</th>
                <th className="py-1 font-medium">Member</th>
                <th className="py-1 text-right font-medium">Sign-ups</th>
                <th className="py-1 text-right font-medium">Premium</th>
                <th className="py-1 text-right font-medium">Revenue</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10 text-zinc-200">
              {data.topReferrers.map((row) => (
                <tr key={row.code}>
                  <td className="py-2 font-mono">{row.code}</td>
                  <td className="py-2">{row.username ?? '—'}</td>
                  <td className="py-2 text-right">{row.signups}</td>
                  <td className="py-2 text-right">{row.premiumConversions}</td>
                  <td className="py-2 text-right">{money(row.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </div>
  );
}
