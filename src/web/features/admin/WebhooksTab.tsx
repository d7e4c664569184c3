import { toast } from 'sonner';
import { FilterSelect, PagedList, StatusRow } from './listControls';
import { useAdminAction, usePagedList } from './adminQueries';
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
  const { values, offset, update, query } = usePagedList(
    'webhooks',
    { status: 'all' },
    fetchWebhooks,
  );
  const replay = useAdminAction('webhooks', replayWebhook, (item) => {
    if (item.status === 'processed') toast.success(`${item.eventType} processed`);
    else toast.error(`Still failing: ${item.error ?? 'unknown error'}`);
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
            <StatusRow
              key={item.id}
              title={item.eventType}
              subtitle={`${item.eventId} · ${formatTime(item.createdAt)}`}
              error={item.error}
              status={item.status}
              tone={TONE[item.status]}
              action={
                item.status === 'failed'
                  ? { label: 'Replay', busy: replay.isPending, run: () => replay.mutate(item.id) }
                  : null
              }
            />
          ))
        }
      </PagedList>
    </div>
  );
}
