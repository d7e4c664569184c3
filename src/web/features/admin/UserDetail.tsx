import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { AdminUserDetail } from '#shared/api/adminOps';
import { Button } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { useAdminAction } from './adminQueries';
import { StatusPill } from './listControls';
import {
  adjustCredits,
  fetchUser,
  liftSuspension,
  setUserAdmin,
  setUserPremium,
  suspendUser,
} from './opsApi';
import { formatTime, LoadFailed } from './ui';

const inputClass = 'rounded-xl border border-white/15 bg-zinc-900 px-3 py-2 text-sm text-white';

/** One account: what it has, and the admin actions on it (each written to the audit log). */
export function UserDetail({ userId, onClose }: { userId: string; onClose: () => void }) {
  const client = useQueryClient();
  const key = ['admin', 'user', userId];
  const query = useQuery({ queryKey: key, queryFn: () => fetchUser(userId) });
  const panel = useRef<HTMLElement>(null);
  // On a phone the detail sits below the list: bring it into view when a user is chosen.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, [userId]);
  const action = useAdminAction(
    'users',
    (run: () => Promise<AdminUserDetail>) => run(),
    (detail) => {
      client.setQueryData(key, detail);
      toast.success('Saved');
    },
  );

  if (query.isError || !query.data)
    return (
      <section ref={panel} aria-label="User" aria-busy={!query.isError}>
        {query.isError ? (
          <LoadFailed error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <Skeleton className="h-80" />
        )}
      </section>
    );
  const user = query.data;
  const busy = action.isPending;

  return (
    <section
      ref={panel}
      aria-label={`User ${user.username}`}
      className="space-y-5 rounded-2xl border border-white/10 bg-white/5 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-white">{user.username}</h2>
          <p className="truncate text-sm text-zinc-400">{user.email}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Close" onClick={onClose}>
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Fact label="Plan">
          {user.plan ? `${user.plan} (${user.subscriptionStatus})` : 'Free'}
          {user.premiumGranted ? ' · Premium granted' : ''}
        </Fact>
        <Fact label="Credits">{user.credits}</Fact>
        <Fact label="Strikes">
          {user.strikes} ({user.recentStrikes} in 24 h)
        </Fact>
        <Fact label="Conversations">{user.conversations}</Fact>
        <Fact label="Last seen">{user.lastSeenAt ? formatTime(user.lastSeenAt) : 'Never'}</Fact>
        <Fact label="Joined">{formatTime(user.createdAt)}</Fact>
      </dl>
      <div className="flex flex-wrap gap-2">
        {user.isAdmin ? <StatusPill tone="neutral">Admin</StatusPill> : null}
        {user.isPremium ? <StatusPill tone="good">Premium</StatusPill> : null}
        {user.suspended ? (
          <StatusPill tone="bad">Suspended: {user.suspensionReason}</StatusPill>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => action.mutate(() => setUserPremium(user.id, !user.premiumGranted))}
        >
          {user.premiumGranted ? 'Revoke Premium' : 'Grant Premium'}
        </Button>
        <Button
          variant="outline"
          disabled={busy || user.adminFromConfig}
          title={user.adminFromConfig ? 'Admin through ADMIN_EMAILS' : undefined}
          onClick={() => action.mutate(() => setUserAdmin(user.id, !user.isAdmin))}
        >
          {user.isAdmin ? 'Remove admin' : 'Make admin'}
        </Button>
        {user.suspended ? (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => action.mutate(() => liftSuspension(user.id))}
          >
            Lift suspension
          </Button>
        ) : null}
      </div>
      {user.suspended ? null : (
        <ReasonForm
          label="Suspension reason"
          submit="Suspend"
          busy={busy}
          onSubmit={(reason) => action.mutate(() => suspendUser(user.id, reason))}
        />
      )}
      <ReasonForm
        label="Adjustment reason"
        submit="Adjust credits"
        busy={busy}
        withAmount
        onSubmit={(reason, amount) => action.mutate(() => adjustCredits(user.id, amount, reason))}
      />
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-zinc-400">{label}</dt>
      <dd className="text-white">{children}</dd>
    </div>
  );
}

function ReasonForm(props: {
  label: string;
  submit: string;
  busy: boolean;
  withAmount?: boolean;
  onSubmit: (reason: string, amount: number) => void;
}) {
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const id = props.submit.toLowerCase().replace(/\s+/g, '-');
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit(reason.trim(), Number(amount));
    setReason('');
    setAmount('');
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      {props.withAmount ? (
        <label className="flex flex-col gap-1 text-xs text-zinc-400" htmlFor={`${id}-amount`}>
          Credits (+/−)
          <input
            id={`${id}-amount`}
            type="number"
            step={1}
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={`${inputClass} w-28`}
          />
        </label>
      ) : null}
      <label
        className="flex min-w-48 flex-1 flex-col gap-1 text-xs text-zinc-400"
        htmlFor={`${id}-reason`}
      >
        {props.label}
        <input
          id={`${id}-reason`}
          required
          minLength={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={inputClass}
        />
      </label>
      <Button type="submit" variant="secondary" disabled={props.busy}>
        {props.submit}
      </Button>
    </form>
  );
}
