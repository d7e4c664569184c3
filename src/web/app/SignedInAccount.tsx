import { ArrowRight, Crown, LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../components/ui/Button';
import { cn } from '../lib/cn';
import { SidebarLink } from './SidebarLink';
import { UserAvatar } from './UserAvatar';
import { useSignOut, type Viewer } from './viewer';

interface SignedInAccountProps {
  viewer: Viewer;
  collapsed: boolean;
  onNavigate?: () => void;
}

const focusRing = 'focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none';

const DASHBOARD_ITEM = { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard };
const BECOME_PREMIUM_ITEM = { to: '/pricing', label: 'Become Premium', icon: Crown };

function SignOutButton({ collapsed }: { collapsed: boolean }) {
  const { signOut, pending } = useSignOut('/');
  return (
    <button
      type="button"
      onClick={signOut}
      disabled={pending}
      aria-label="Sign out"
      title="Sign out"
      className={cn(
        'grid h-9 w-9 shrink-0 place-items-center rounded-lg text-zinc-400 transition hover:bg-white/10 hover:text-white disabled:opacity-50',
        collapsed && 'mx-auto',
        focusRing,
      )}
    >
      <LogOut className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}

/** 'Premium Active / All features unlocked' with the dashboard link (docs/PRODUCT.md#pages). */
function PremiumBadge({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="rounded-xl border border-amber-300/25 bg-gradient-to-br from-amber-400/15 via-rose-500/10 to-violet-500/15 p-3">
      <div className="flex items-center gap-2.5">
        <span className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-amber-300 to-rose-400 shadow-md shadow-amber-500/20">
          <Crown className="h-4 w-4 text-zinc-950" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-white">Premium Active</p>
          <p className="text-xs text-zinc-400">All features unlocked</p>
        </div>
      </div>
      <Link
        to="/dashboard"
        onClick={onNavigate}
        className={cn(
          'mt-3 flex items-center justify-between rounded-lg bg-white/[0.06] px-3 py-2 text-sm font-medium text-zinc-100 transition hover:bg-white/10',
          focusRing,
        )}
      >
        Dashboard <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

/** The signed-in account block; loaded only for members (see SidebarAccount). */
export default function SignedInAccount({ viewer, collapsed, onNavigate }: SignedInAccountProps) {
  const name = viewer.name ?? 'Member';
  const plan = viewer.isPremium ? 'Premium' : 'Free User';

  if (collapsed) {
    return (
      <div className="flex flex-col items-center gap-2">
        <SidebarLink
          item={viewer.isPremium ? DASHBOARD_ITEM : BECOME_PREMIUM_ITEM}
          collapsed
          onNavigate={onNavigate}
        />
        <Link
          to="/profile"
          onClick={onNavigate}
          aria-label={`${name} (${plan}): my profile`}
          title={`${name} · ${plan}`}
          className={cn('relative rounded-full', focusRing)}
        >
          <UserAvatar name={name} src={viewer.avatarUrl} className="h-9 w-9" />
          {viewer.isPremium && (
            <span className="absolute -right-1 -bottom-1 grid h-4 w-4 place-items-center rounded-full bg-gradient-to-br from-amber-300 to-rose-400 ring-2 ring-[#110e19]">
              <Crown className="h-2.5 w-2.5 text-zinc-950" aria-hidden="true" />
            </span>
          )}
        </Link>
        <SignOutButton collapsed />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {viewer.isPremium ? (
        <PremiumBadge onNavigate={onNavigate} />
      ) : (
        <ButtonLink to="/pricing" onClick={onNavigate} className="w-full">
          <Crown className="h-4 w-4" aria-hidden="true" /> Become Premium
        </ButtonLink>
      )}
      <div className="flex items-center gap-1 rounded-xl bg-white/[0.04] p-1.5 ring-1 ring-white/10">
        <Link
          to="/profile"
          onClick={onNavigate}
          title="My profile"
          className={cn(
            'flex min-w-0 flex-1 items-center gap-3 rounded-lg p-1.5 transition hover:bg-white/[0.06]',
            focusRing,
          )}
        >
          <UserAvatar name={name} src={viewer.avatarUrl} className="h-9 w-9" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-white">{name}</span>
            <span
              className={cn(
                'block text-xs',
                viewer.isPremium ? 'font-medium text-amber-300' : 'text-zinc-400',
              )}
            >
              {plan}
            </span>
          </span>
        </Link>
        <SignOutButton collapsed={false} />
      </div>
    </div>
  );
}
