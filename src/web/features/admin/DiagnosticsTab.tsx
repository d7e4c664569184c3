import { useMutation, useQuery } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import type { DiagnosticResult } from '#shared/api/adminOps';
import { Button } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { ApiRequestError } from '#web/lib/api';
import { StatusPill } from './listControls';
import { fetchDiagnostics, runDiagnostic } from './opsApi';
import { LoadFailed } from './ui';

/** One card per real server check, each run on demand, with its result and timing. */
export default function DiagnosticsTab() {
  const query = useQuery({ queryKey: ['admin', 'diagnostics'], queryFn: fetchDiagnostics });
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <Skeleton className="h-64" />;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {query.data.items.map((item) => (
        <DiagnosticCard key={item.name} {...item} />
      ))}
    </ul>
  );
}

function DiagnosticCard(props: { name: string; label: string; description: string }) {
  const run = useMutation<DiagnosticResult>({ mutationFn: () => runDiagnostic(props.name) });
  const result = run.data;
  return (
    <li
      className="space-y-3 rounded-2xl border border-white/10 bg-white/5 p-4"
      data-testid={`diagnostic-${props.name}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-medium text-white">{props.label}</h2>
          <p className="text-sm text-zinc-400">{props.description}</p>
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={run.isPending}
          onClick={() => run.mutate()}
          aria-label={`Run ${props.label}`}
        >
          <Play className="h-4 w-4" aria-hidden="true" /> {run.isPending ? 'Running…' : 'Run'}
        </Button>
      </div>
      <div aria-live="polite">
        {run.isError ? (
          <p className="text-sm text-rose-300">
            {run.error instanceof ApiRequestError ? run.error.message : 'The check did not run.'}
          </p>
        ) : result ? (
          <p className="text-sm text-zinc-300">
            <StatusPill tone={result.pass ? 'good' : 'bad'}>
              {result.pass ? 'PASS' : 'FAIL'}
            </StatusPill>{' '}
            {result.detail} · {result.ms} ms
          </p>
        ) : null}
      </div>
    </li>
  );
}
