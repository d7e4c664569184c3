import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { cn } from '#web/lib/cn';
import { EmptyState, PAGE_SIZE, Pager, StatusPill, useListParams } from './listControls';
import { fetchUsers } from './opsApi';
import { LoadFailed } from './ui';
import { UserDetail } from './UserDetail';

export default function UsersTab() {
  const { values, offset, update } = useListParams({ q: '', user: '' });
  const [draft, setDraft] = useState(values.q);
  const query = useQuery({
    queryKey: ['admin', 'users', values.q, offset],
    queryFn: () => fetchUsers({ q: values.q, offset, limit: PAGE_SIZE }),
  });

  function search(event: FormEvent) {
    event.preventDefault();
    update({ q: draft.trim(), user: null });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="space-y-4">
        <form role="search" onSubmit={search} className="flex gap-2">
          <label htmlFor="user-search" className="sr-only">
            Search users by e-mail or username
          </label>
          <input
            id="user-search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="E-mail or username"
            maxLength={200}
            className="min-w-0 flex-1 rounded-xl border border-white/15 bg-zinc-900 px-3 py-2 text-white"
          />
          <Button type="submit" variant="secondary">
            <Search className="h-4 w-4" aria-hidden="true" /> Search
          </Button>
        </form>
        {query.isError ? (
          <LoadFailed error={query.error} onRetry={() => query.refetch()} />
        ) : !query.data ? (
          <Skeleton className="h-64" />
        ) : query.data.items.length === 0 ? (
          <EmptyState>{values.q ? `No users match “${values.q}”.` : 'No users yet.'}</EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-white/10 rounded-2xl border border-white/10">
              {query.data.items.map((user) => (
                <li key={user.id}>
                  <button
                    type="button"
                    onClick={() => update({ user: user.id, offset })}
                    aria-current={values.user === user.id ? 'true' : undefined}
                    className={cn(
                      'flex w-full flex-wrap items-center gap-2 p-3 text-left text-sm hover:bg-white/5 focus-visible:bg-white/10 focus-visible:outline-none',
                      values.user === user.id && 'bg-white/10',
                    )}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-white">{user.username}</span>
                      <span className="block truncate text-zinc-400">{user.email}</span>
                    </span>
                    {user.isAdmin ? <StatusPill tone="neutral">Admin</StatusPill> : null}
                    {user.isPremium ? <StatusPill tone="good">Premium</StatusPill> : null}
                    {user.suspended ? <StatusPill tone="bad">Suspended</StatusPill> : null}
                  </button>
                </li>
              ))}
            </ul>
            <Pager
              total={query.data.total}
              offset={offset}
              onOffset={(next) => update({ offset: next, user: values.user })}
            />
          </>
        )}
      </div>
      <div>
        {values.user ? (
          <UserDetail userId={values.user} onClose={() => update({ user: null, offset })} />
        ) : (
          <EmptyState>Choose a user to see their account and actions.</EmptyState>
        )}
      </div>
    </div>
  );
}
