import * as Tabs from '@radix-ui/react-tabs';
import { Bell, Coins, Crown, Gift, LogOut, Shield, User, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { UserAvatar, useSignOut, useViewer } from '#web/app';
import { BackLink } from '#web/components/ui/BackLink';
import { Button } from '#web/components/ui/Button';
import { Spinner } from '#web/components/ui/Spinner';
import { cn } from '#web/lib/cn';
import { RequireSignIn } from '../billing';
import { CreditsTab } from './CreditsTab';
import { NotificationsTab } from './NotificationsTab';
import { PrivacyTab } from './PrivacyTab';
import { ReferralsTab } from './ReferralsTab';
import { ProfileTab } from './ProfileTab';
import { SubscriptionTab } from './SubscriptionTab';

const TABS: { value: string; label: string; icon: LucideIcon }[] = [
  { value: 'profile', label: 'Profile', icon: User },
  { value: 'referrals', label: 'Referrals', icon: Gift },
  { value: 'credits', label: 'Credits', icon: Coins },
  { value: 'subscription', label: 'Subscription', icon: Crown },
  { value: 'privacy', label: 'Privacy', icon: Shield },
  { value: 'notifications', label: 'Notifications', icon: Bell },
];

/** /dashboard?tab=… — the member dashboard (docs/PRODUCT.md#pages). */
export default function DashboardPage() {
  return (
    <RequireSignIn>
      <Dashboard />
    </RequireSignIn>
  );
}

function Dashboard() {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.some((item) => item.value === asked) ? asked! : 'profile';
  const name = viewer.name ?? 'Member';
  const tabList = useRef<HTMLDivElement>(null);

  // On phones the tab row scrolls: keep the open tab (e.g. from ?tab=privacy) in view.
  useEffect(() => {
    tabList.current
      ?.querySelector('[data-state="active"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  // The tab lives in the URL so links (and the payment pages) can open a given tab.
  function selectTab(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <BackLink to="/chat">Back to chats</BackLink>
      <header className="mt-6 flex items-center gap-4">
        <UserAvatar name={name} src={viewer.avatarUrl} className="h-14 w-14" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Dashboard</h1>
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-zinc-400">
            <span className="min-w-0 truncate">Welcome back, {name}</span>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                viewer.isPremium
                  ? 'bg-gradient-to-r from-rose-500 to-violet-500 text-white'
                  : 'bg-white/10 text-zinc-300',
              )}
            >
              {viewer.isPremium ? 'Premium' : 'Free User'}
            </span>
          </p>
        </div>
        <SignOutButton />
      </header>

      <Tabs.Root value={tab} onValueChange={selectTab} className="mt-8">
        <Tabs.List
          ref={tabList}
          aria-label="Dashboard sections"
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-white/10 px-4 sm:mx-0 sm:px-0"
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                'relative flex shrink-0 items-center gap-2 rounded-t-lg px-3 py-3 text-sm sm:px-4 font-medium text-zinc-400 transition',
                'hover:text-zinc-100 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none focus-visible:ring-inset',
                'data-[state=active]:text-white',
                'after:absolute after:inset-x-3 after:-bottom-px after:h-0.5 after:rounded-full after:bg-transparent',
                'data-[state=active]:after:bg-gradient-to-r data-[state=active]:after:from-rose-500 data-[state=active]:after:to-violet-500',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" /> {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile" className="mt-6 focus:outline-none">
          <ProfileTab viewer={viewer} />
        </Tabs.Content>
        <Tabs.Content value="referrals" className="mt-6 focus:outline-none">
          <ReferralsTab />
        </Tabs.Content>
        <Tabs.Content value="credits" className="mt-6 focus:outline-none">
          <CreditsTab />
        </Tabs.Content>
        <Tabs.Content value="subscription" className="mt-6 focus:outline-none">
          <SubscriptionTab />
        </Tabs.Content>
        <Tabs.Content value="privacy" className="mt-6 focus:outline-none">
          <PrivacyTab />
        </Tabs.Content>
        <Tabs.Content value="notifications" className="mt-6 focus:outline-none">
          <NotificationsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function SignOutButton() {
  const { signOut, pending } = useSignOut('/');
  return (
    <Button
      variant="outline"
      aria-label="Sign Out"
      className="shrink-0"
      disabled={pending}
      onClick={signOut}
    >
      {pending ? (
        <Spinner className="h-4 w-4" label="Signing out" />
      ) : (
        <LogOut className="h-4 w-4" aria-hidden="true" />
      )}
      {/* Icon only on phones, where the header is narrow. */}
      <span className="hidden sm:inline">Sign Out</span>
    </Button>
  );
}
