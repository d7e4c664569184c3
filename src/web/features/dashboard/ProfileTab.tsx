import { ArrowRight, Crown, Mail, User } from 'lucide-react';
import { UserAvatar } from '#web/app';
import type { Viewer } from '#web/app';
import { ButtonLink } from '#web/components/ui/Button';
import { TabCard } from './TabCard';

/** Who is signed in, with the way to the full profile page. */
export function ProfileTab({ viewer }: { viewer: Viewer }) {
  const name = viewer.name ?? 'Member';
  const rows = [
    { term: 'Username', value: viewer.username ? `@${viewer.username}` : '—', icon: User },
    { term: 'Email', value: viewer.email ?? '—', icon: Mail },
    { term: 'Account type', value: viewer.isPremium ? 'Premium' : 'Free User', icon: Crown },
  ];
  return (
    <TabCard
      title="Profile"
      description="Your account at a glance."
      action={
        <ButtonLink to="/profile" variant="outline" size="sm">
          Edit profile <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </ButtonLink>
      }
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <UserAvatar name={name} src={viewer.avatarUrl} className="h-20 w-20" />
        <div className="min-w-0">
          <p className="truncate text-2xl font-bold text-white">{name}</p>
          {viewer.username && <p className="truncate text-zinc-400">@{viewer.username}</p>}
        </div>
      </div>
      <dl className="mt-6 divide-y divide-white/5 rounded-2xl border border-white/10 bg-black/20">
        {rows.map(({ term, value, icon: Icon }) => (
          <div key={term} className="flex items-center gap-3 px-4 py-3">
            <Icon className="h-4 w-4 shrink-0 text-zinc-500" aria-hidden="true" />
            <dt className="w-28 shrink-0 text-sm text-zinc-400">{term}</dt>
            <dd className="min-w-0 truncate text-sm font-medium text-zinc-100">{value}</dd>
          </div>
        ))}
      </dl>
    </TabCard>
  );
}
