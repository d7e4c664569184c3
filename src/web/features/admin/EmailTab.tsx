import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { FilterSelect, PAGE_SIZE, PagedList, StatusPill, useListParams } from './listControls';
import { fetchEmails, resendEmail } from './opsApi';
import { formatTime } from './ui';

const STATUSES = [
  { value: 'all', label: 'All' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
];
const TONE = { sent: 'good', queued: 'warn', failed: 'bad' } as const;

/** The e-mail outbox: every message the app queued, with its status; failed ones can be resent. */
export default function EmailTab() {
  const { values, offset, update } = useListParams({ status: 'all' });
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'emails', values.status, offset],
    queryFn: () => fetchEmails({ status: values.status, offset, limit: PAGE_SIZE }),
  });
  const resend = useMutation({
    mutationFn: resendEmail,
    onSuccess: () => {
      toast.success('Queued again');
      void client.invalidateQueries({ queryKey: ['admin', 'emails'] });
    },
    onError: (error) =>
      toast.error(error instanceof ApiRequestError ? error.message : 'Resend failed'),
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
        empty="No e-mails."
        offset={offset}
        onOffset={(next) => update({ offset: next })}
      >
        {(mails) =>
          mails.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="truncate text-white">{mail.subject}</p>
                <p className="truncate text-zinc-400">
                  {mail.to} · {mail.templateName ?? 'no template'} ·{' '}
                  {formatTime(mail.sentAt ?? mail.createdAt)}
                </p>
              </div>
              <StatusPill tone={TONE[mail.status]}>{mail.status}</StatusPill>
              {mail.status === 'failed' ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(mail.id)}
                >
                  Resend
                </Button>
              ) : null}
            </li>
          ))
        }
      </PagedList>
    </div>
  );
}
