import { Gift } from 'lucide-react';
import { formatPrice } from '#shared/plans';
import { Skeleton } from '#web/components/ui/Skeleton';
import { ShareLink, useReferrals } from '../referrals';
import { LoadFailed, TabCard } from './TabCard';

/** Dashboard → Referrals: the member's code and link, and what it brought (docs/API.md#referrals). */
export function ReferralsTab() {
  const query = useReferrals();
  if (query.isError) return <LoadFailed what="your referrals" onRetry={() => query.refetch()} />;
  const data = query.data;
  return (
    <TabCard
      title="Referrals"
      description="Invite friends with your personal link. Everyone who signs up through it counts as yours."
    >
      {!data ? (
        <Skeleton className="h-40" />
      ) : (
        <div className="space-y-6">
          <div className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-white/[0.03] p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="text-xs tracking-wide text-zinc-400 uppercase">Your code</p>
              <p className="font-mono text-2xl font-bold tracking-widest text-white">{data.code}</p>
              <p className="mt-1 truncate text-sm text-zinc-400" data-testid="referral-link">
                {data.link}
              </p>
            </div>
            <ShareLink link={data.link} />
          </div>
          <dl className="grid grid-cols-3 gap-3 text-center">
            <Figure label="Sign-ups" value={String(data.signups)} />
            <Figure label="Premium conversions" value={String(data.premiumConversions)} />
            <Figure label="Revenue" value={formatPrice(data.revenueCents, data.currency)} />
          </dl>
          {data.signups === 0 && (
            <p className="flex items-center gap-2 text-sm text-zinc-400">
              <Gift className="h-4 w-4 text-rose-300" aria-hidden="true" />
              No referrals yet. Share your link: sign-ups through it show up here.
            </p>
          )}
        </div>
      )}
    </TabCard>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-white/[0.04] p-3">
      <dt className="text-xs text-zinc-400">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-white">{value}</dd>
    </div>
  );
}
