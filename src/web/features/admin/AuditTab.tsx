import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '#web/components/ui/Skeleton';
import { fetchAudit } from './api';
import { formatTime, LoadFailed } from './ui';

export default function AuditTab() {
  const query = useQuery({ queryKey: ['admin', 'audit'], queryFn: fetchAudit });
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <Skeleton className="h-40" />;
  if (query.data.items.length === 0) return <p className="text-zinc-400">No admin actions yet.</p>;
  return (
    <ul className="divide-y divide-white/10 rounded-2xl border border-white/10">
      {query.data.items.map((row) => (
        <li key={row.id} className="p-3 text-sm">
          <span className="text-white">{row.action}</span>{' '}
          <span className="text-zinc-400">
            {row.targetType} {row.targetId} by {row.actorEmail} · {formatTime(row.createdAt)}
          </span>
          <p className="mt-1 font-mono text-xs text-zinc-500">
            {JSON.stringify(row.before)} → {JSON.stringify(row.after)}
          </p>
        </li>
      ))}
    </ul>
  );
}
