import { toast } from 'sonner';
import type { ModerationItem } from '#shared/api/adminOps';
import { Button } from '#web/components/ui/Button';
import { FilterSelect, PagedList, StatusPill } from './listControls';
import { useAdminAction, usePagedList } from './adminQueries';
import { fetchModeration, reviewIncident } from './opsApi';
import { formatTime } from './ui';

const STATUSES = [
  { value: 'unreviewed', label: 'To review' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'all', label: 'All' },
];
const label = (category: string) => category.replace(/_/g, ' ');
type ReviewAction = 'dismiss' | 'strike' | 'suspend';
/** A guest has no account: no Suspend for their items. */
const ACTIONS: Array<{ id: ReviewAction; label: string }> = [
  { id: 'dismiss', label: 'Dismiss' },
  { id: 'strike', label: 'Strike' },
  { id: 'suspend', label: 'Suspend' },
];

/**
 * The moderation queue: refused user messages and cut model replies. Only a hash of the text is
 * ever stored, so an item shows its category, source, time and the masked user.
 */
export default function ConversationsTab() {
  const { values, offset, update, query } = usePagedList(
    'moderation',
    { status: 'unreviewed' },
    fetchModeration,
  );
  const review = useAdminAction(
    'moderation',
    (input: { id: number; action: ReviewAction }) => reviewIncident(input.id, input.action),
    (item) => toast.success(`Item ${item.resolution}`),
  );

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
  onReview: (action: ReviewAction) => void;
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
          {ACTIONS.filter((action) => !(item.isGuest && action.id === 'suspend')).map((action) => (
            <Button
              key={action.id}
              size="sm"
              variant="outline"
              disabled={props.busy}
              onClick={() => props.onReview(action.id)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
