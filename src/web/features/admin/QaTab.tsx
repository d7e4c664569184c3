import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { fetchQaChecklist } from './api';
import { LoadFailed, Stat } from './ui';

export default function QaTab() {
  const query = useQuery({ queryKey: ['admin', 'qa'], queryFn: fetchQaChecklist });
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => query.refetch()} />;
  return (
    <div className="space-y-6">
      <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
        <RefreshCw
          className={`h-4 w-4 ${query.isFetching ? 'animate-spin' : ''}`}
          aria-hidden="true"
        />{' '}
        Refresh Checks
      </Button>
      {!query.data ? (
        <Skeleton className="h-40" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-4">
            <Stat
              label="Health"
              value={`${query.data.summary.health_percentage}%`}
              note={query.data.summary.status}
            />
            <Stat label="Passed" value={query.data.summary.passed} />
            <Stat label="Failed" value={query.data.summary.failed} />
            <Stat label="Total" value={query.data.summary.total} />
          </div>
          <ul className="grid gap-3 md:grid-cols-2">
            {query.data.results.map((check) => (
              <li key={check.name} className="rounded-2xl border border-white/10 bg-white/5 p-4">
                <div className="flex items-center justify-between">
                  <span className="font-medium text-white">{check.label}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-bold ${check.pass ? 'bg-emerald-500/20 text-emerald-300' : 'bg-rose-500/20 text-rose-300'}`}
                  >
                    {check.pass ? 'PASS' : 'FAIL'}
                  </span>
                </div>
                <p className="mt-1 text-sm text-zinc-400">
                  {check.detail} · {check.ms} ms
                </p>
                {check.hint ? (
                  <p className="mt-2 text-sm text-amber-200">Troubleshooting: {check.hint}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
