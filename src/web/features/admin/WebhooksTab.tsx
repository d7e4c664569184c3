import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { FilterSelect, PAGE_SIZE, PagedList, StatusPill, useListParams } from './listControls';
import { fetchWebhooks, replayWebhook } from './opsApi';
import { formatTime } from './ui';

const STATUSES = [
  { value: 'all', label: 'All' },
  { value: 'processed', label: 'Processed' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
];
const TONE = { processed: 'good', pending: 'warn', failed: 'bad' } as const;

/** The payment provider's events as received: green processed, yellow pending, red failed. */
export default function WebhooksTab() {
  const { values, offset, update } = useListParams({ status: 'all' });
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'webhooks', values.status, offset],
    queryFn: () => fetchWebhooks({ status: values.status, offset, limit: PAGE_SIZE }),
  });
  const replay = useMutation({
    mutationFn: replayWebhook,
    onSuccess: (item) => {
      if (item.status === 'processed') toast.success(`${item.eventType} processed`);
      else toast.error(`Still failing: ${item.error ?? 'unknown error'}`);
      void client.invalidateQueries({ queryKey: ['admin', 'webhooks'] });
    },
    onError: (error) =>
      toast.error(error instanceof ApiRequestError ? error.message : 'Replay failed'),
  });

  return (
    <div className="space-y-4">
      <FilterSelect
        label="Status"
        value={values.status}
        options={STATUSES}
        onChange={(status) => update({ status })}
      />
      <PagedList
        query={query}
        empty="No webhook events."
        offset={offset}
        onOffset={(next) => update({ offset: next })}
      >
        {(items) =>
          items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="text-white">{item.eventType}</p>
                <p className="truncate font-mono text-xs text-zinc-400">
                  {item.eventId} · {formatTime(item.createdAt)}
                </p>
                {item.error ? <p className="mt-1 text-rose-300">{item.error}</p> : null}
              </div>
              <StatusPill tone={TONE[item.status]}>{item.status}</StatusPill>
              {item.status === 'failed' ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={replay.isPending}
                  onClick={() => replay.mutate(item.id)}
                >
                  Replay
                </Button>
              ) : null}
            </li>
          ))
        }
      </PagedList>
    </div>
  );
}
