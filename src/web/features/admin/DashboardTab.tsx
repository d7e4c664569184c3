import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { AdminRange, Dashboard } from '#shared/api/admin';
import { Skeleton } from '#web/components/ui/Skeleton';
import { cn } from '#web/lib/cn';
import { fetchDashboard } from './api';
import { CouponsPanel } from './CouponsPanel';
import { SystemStatus } from './SystemStatus';
import { formatMoney, formatTime, LoadFailed, Panel, Stat } from './ui';

const Charts = lazy(() => import('./Charts'));

const RANGES: Array<{ id: AdminRange; label: string }> = [
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
];

export default function DashboardTab() {
  const [range, setRange] = useState<AdminRange>('30d');
  const query = useQuery({
    queryKey: ['admin', 'dashboard', range],
    queryFn: () => fetchDashboard(range),
  });
  return (
    <div className="space-y-6">
      <div role="group" aria-label="Range" className="flex flex-wrap gap-2">
        {RANGES.map((entry) => (
          <button
            key={entry.id}
            type="button"
            aria-pressed={range === entry.id}
            onClick={() => setRange(entry.id)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm',
              range === entry.id
                ? 'border-rose-400 bg-rose-500/20 text-white'
                : 'border-white/15 text-zinc-300',
            )}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => query.refetch()} />
      ) : !query.data ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
      ) : (
        <Figures data={query.data} />
      )}
      <SystemStatus />
      <CouponsPanel />
    </div>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const money = (cents: number) => formatMoney(cents, data.currency);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Total users" value={data.totalUsers} />
        <Stat
          label="Premium users"
          value={data.premiumUsers}
          note={`${data.conversionPercent}% conversion`}
        />
        <Stat
          label="Revenue (range)"
          value={money(data.revenueCents)}
          note={`${money(data.revenuePerPremiumUserCents)} per premium user`}
        />
        <Stat label="Active chats" value={data.activeChats} />
        <Stat label="MRR" value={money(data.mrrCents)} />
        <Stat label="Churn rate" value={`${data.churnPercent}%`} />
        <Stat
          label="Coupon redemptions"
          value={data.couponRedemptions}
          note={`${money(data.couponDiscountCents)} discount given`}
        />
        <Stat
          label="Credits sold"
          value={data.credits.creditsSold}
          note={`${money(data.credits.creditsRevenueCents)} revenue`}
        />
      </div>
      <Suspense fallback={<Skeleton className="h-52" />}>
        <Charts
          series={[
            { title: 'Daily signups', data: data.charts.signups, color: '#fb7185' },
            { title: 'Daily messages', data: data.charts.messages, color: '#a78bfa' },
            {
              title: 'Daily revenue',
              data: data.charts.revenueCents,
              color: '#34d399',
              format: (cents) => money(cents),
            },
          ]}
        />
      </Suspense>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={`Paywall A/B test · ${data.abTest.totalAssignments} assignments`}>
          <table className="w-full text-sm">
            <thead className="text-left text-zinc-400">
              <tr>
                <th>Variant</th>
                <th>Assigned</th>
                <th>Views</th>
                <th>Checkouts</th>
                <th>Conversion</th>
              </tr>
            </thead>
            <tbody className="text-zinc-200">
              {data.abTest.variants.map((row) => (
                <tr key={row.variant}>
                  <td>
                    {row.variant} · {row.headline}
                  </td>
                  <td>{row.assignments}</td>
                  <td>{row.views}</td>
                  <td>{row.checkouts}</td>
                  <td>{row.conversionPercent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-zinc-400">{data.abTest.significance}</p>
        </Panel>
        <Panel title="Conversion funnel">
          <dl className="grid grid-cols-4 gap-2 text-center text-sm">
            <div>
              <dt className="text-zinc-400">Paywall views</dt>
              <dd className="text-lg text-white">{data.funnel.views}</dd>
            </div>
            <div>
              <dt className="text-zinc-400">Checkout started</dt>
              <dd className="text-lg text-white">{data.funnel.starts}</dd>
            </div>
            <div>
              <dt className="text-zinc-400">Checkout success</dt>
              <dd className="text-lg text-white">{data.funnel.successes}</dd>
            </div>
            <div>
              <dt className="text-zinc-400">Success rate</dt>
              <dd className="text-lg text-white">{data.funnel.successPercent}%</dd>
            </div>
          </dl>
        </Panel>
        <Panel title="Cancellation reasons">
          {data.cancellationReasons.length === 0 ? (
            <Empty text="No cancellations in this range" />
          ) : (
            <ul className="space-y-1 text-sm text-zinc-200">
              {data.cancellationReasons.map((row) => (
                <li key={row.reason} className="flex justify-between">
                  <span>{row.reason.replace(/_/g, ' ')}</span>
                  <span>
                    {row.count} · {row.percent}%
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Credits">
          <p className="text-sm text-zinc-200">
            {data.credits.specialRequests} special requests · most popular:{' '}
            {data.credits.topRequestType}
          </p>
          <ul className="mt-2 space-y-1 text-sm text-zinc-400">
            {data.credits.spentByAction.map((row) => (
              <li key={row.action} className="flex justify-between">
                <span>{row.action}</span>
                <span>
                  {row.credits} credits · {row.requests} requests
                </span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Recent webhook events">
          {data.recentWebhooks.length === 0 ? (
            <Empty text="No webhook events yet" />
          ) : (
            <ul className="space-y-1 text-sm">
              {data.recentWebhooks.map((row) => (
                <li key={row.id} className="flex justify-between gap-2">
                  <span className="truncate text-zinc-200">{row.eventType}</span>
                  <span
                    className={
                      row.processed
                        ? 'text-emerald-400'
                        : row.error
                          ? 'text-rose-400'
                          : 'text-amber-300'
                    }
                  >
                    {row.processed ? 'processed' : row.error ? 'failed' : 'pending'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Recent activity">
          {data.recentActivity.length === 0 ? (
            <Empty text="No activity yet" />
          ) : (
            <ul className="space-y-1 text-sm">
              {data.recentActivity.map((row, index) => (
                <li key={index} className="flex justify-between gap-2 text-zinc-200">
                  <span>
                    {row.type.replace(/_/g, ' ')}{' '}
                    {row.user ? <span className="text-zinc-500">{row.user}</span> : null}
                  </span>
                  <span className="text-zinc-500">{formatTime(row.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}

const Empty = ({ text }: { text: string }) => <p className="text-sm text-zinc-500">{text}</p>;
