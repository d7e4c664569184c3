import { useQuery } from '@tanstack/react-query';
import { Spinner } from '#web/components/ui/Spinner';
import { fetchQaChecklist } from './api';
import { Panel } from './ui';

/** Live system status: the same checks as the QA checklist, run on the server. */
export function SystemStatus() {
  const query = useQuery({ queryKey: ['admin', 'qa'], queryFn: fetchQaChecklist });
  return (
    <Panel title="System status">
      {query.isPending ? (
        <Spinner label="Running checks" />
      ) : query.isError ? (
        <p className="text-sm text-rose-300">Could not run the checks.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {query.data.results.map((check) => (
            <li
              key={check.name}
              className="flex items-center gap-2 text-sm text-zinc-200"
              title={check.detail}
            >
              <span
                aria-hidden="true"
                className={`h-2.5 w-2.5 rounded-full ${check.pass ? 'bg-emerald-400' : 'bg-rose-400'}`}
              />
              {check.label}
              <span className="sr-only">{check.pass ? 'working' : 'failing'}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
