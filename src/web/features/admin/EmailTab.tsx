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
  { value: 'unsent', label: 'Unsent' },
];
const TONE = { sent: 'good', queued: 'warn', failed: 'bad', unsent: 'warn' } as const;
const PROVIDER_NAMES = { smtp: 'SMTP', resend: 'Resend', outbox: null } as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The e-mail outbox: every message the app wrote, with its delivery status, the provider's error,
 * attempts and sent time; failed and unsent ones can be resent.
 */
export default function EmailTab() {
  const { values, offset, update, query } = usePagedList('emails', { status: 'all' }, fetchEmails);
  const resend = useAdminAction('emails', resendEmail, () => toast.success('Queued again'));
  const provider = query.data ? PROVIDER_NAMES[query.data.provider] : undefined;

  return (
    <div className="space-y-4">
      {query.data ? (
        <p className="text-sm text-zinc-400" data-testid="email-provider">
          {provider
            ? `Delivered through ${provider}.`
            : 'No e-mail provider is configured (SMTP_URL or RESEND_API_KEY): messages stay here and are not delivered.'}
        </p>
      ) : null}
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
              subtitle={[
                mail.to,
                mail.templateName ?? 'no template',
                mail.sentAt
                  ? `sent ${formatTime(mail.sentAt)}`
                  : `written ${formatTime(mail.createdAt)}`,
                mail.attempts > 0 ? plural(mail.attempts, 'attempt') : null,
                mail.provider,
              ]
                .filter(Boolean)
                .join(' · ')}
              error={mail.status === 'sent' ? null : mail.error}
              status={mail.status}
              tone={TONE[mail.status]}
              action={
                (mail.status === 'failed' || mail.status === 'unsent') && provider
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
