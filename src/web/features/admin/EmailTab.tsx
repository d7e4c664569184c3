import { toast } from 'sonner';
import { FilterSelect, PagedList, StatusRow } from './listControls';
import { useAdminAction, usePagedList } from './adminQueries';
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
  const { values, offset, update, query } = usePagedList('emails', { status: 'all' }, fetchEmails);
  const resend = useAdminAction('emails', resendEmail, () => toast.success('Queued again'));

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
            <StatusRow
              key={mail.id}
              title={mail.subject}
              subtitle={`${mail.to} · ${mail.templateName ?? 'no template'} · ${formatTime(mail.sentAt ?? mail.createdAt)}`}
              status={mail.status}
              tone={TONE[mail.status]}
              action={
                mail.status === 'failed'
                  ? { label: 'Resend', busy: resend.isPending, run: () => resend.mutate(mail.id) }
                  : null
              }
            />
          ))
        }
      </PagedList>
    </div>
  );
}
