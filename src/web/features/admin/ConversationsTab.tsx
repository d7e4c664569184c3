import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ModerationItem } from '../../../shared/api/adminOps';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { FilterSelect, PAGE_SIZE, PagedList, StatusPill, useListParams } from './listControls';
import { fetchModeration, reviewIncident } from './opsApi';
import { formatTime } from './ui';

const STATUSES = [
  { value: 'unreviewed', label: 'To review' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'all', label: 'All' },
];
const label = (category: string) => category.replace(/_/g, ' ');

/**
 * The moderation queue: refused user messages and cut model replies. Only a hash of the text is
 * ever stored, so an item shows its category, source, time and the masked user.
 */
export default function ConversationsTab() {
  const { values, offset, update } = useListParams({ status: 'unreviewed' });
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'moderation', values.status, offset],
    queryFn: () => fetchModeration({ status: values.status, offset, limit: PAGE_SIZE }),
  });
  const review = useMutation({
    mutationFn: (input: { id: number; action: 'dismiss' | 'strike' | 'suspend' }) =>
      reviewIncident(input.id, input.action),
    onSuccess: (item) => {
      toast.success(`Item ${item.resolution}`);
      void client.invalidateQueries({ queryKey: ['admin', 'moderation'] });
    },
    onError: (error) =>
      toast.error(error instanceof ApiRequestError ? error.message : 'The review failed'),
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterSelect
          label="Show"
          value={values.status}
          options={STATUSES}
          onChange={(status) => update({ status })}
        />
        {query.data ? (
          <p className="text-sm text-zinc-400">{query.data.unreviewed} waiting for review</p>
        ) : null}
      </div>
      <PagedList
        query={query}
        empty={
          values.status === 'unreviewed'
            ? 'No flagged messages waiting for review.'
            : 'No flagged messages.'
        }
        offset={offset}
        onOffset={(next) => update({ offset: next })}
      >
        {(items) =>
          items.map((item) => (
            <Row
              key={item.id}
              item={item}
              busy={review.isPending}
              onReview={(action) => review.mutate({ id: item.id, action })}
            />
          ))
        }
      </PagedList>
    </div>
  );
}

function Row(props: {
  item: ModerationItem;
  busy: boolean;
  onReview: (action: 'dismiss' | 'strike' | 'suspend') => void;
}) {
  const { item } = props;
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 text-sm" data-testid="moderation-item">
      <div className="min-w-0 flex-1">
        <p className="text-white">
          <span className="capitalize">{label(item.category)}</span>{' '}
          <span className="text-zinc-400">
            · {item.source === 'user' ? 'user message refused' : 'model reply cut'}
          </span>
        </p>
        <p className="text-zinc-400">
          {item.isGuest ? 'Guest' : 'User'} {item.user ?? '—'} · {formatTime(item.createdAt)}
        </p>
      </div>
      {item.resolution ? (
        <StatusPill tone={item.resolution === 'dismissed' ? 'neutral' : 'bad'}>
          {item.resolution} by {item.reviewedBy}
        </StatusPill>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={props.busy}
            onClick={() => props.onReview('dismiss')}
          >
            Dismiss
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={props.busy}
            onClick={() => props.onReview('strike')}
          >
            Strike
          </Button>
          {item.isGuest ? null : (
            <Button
              size="sm"
              variant="outline"
              disabled={props.busy}
              onClick={() => props.onReview('suspend')}
            >
              Suspend
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
