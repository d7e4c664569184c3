import { Compass, Crown, LayoutDashboard, LogIn, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { UserAvatar, useSignOut, useViewer, type Viewer } from '#web/app';
import { Badge } from '#web/components/ui/Badge';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { DataRightsPanel } from './DataRightsPanel';
import { SignInActivityPanel } from './SignInActivityPanel';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-white/5 py-3.5 last:border-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-zinc-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-zinc-100">{children}</dd>
    </div>
  );
}

function NotLoggedIn() {
  return (
    <div className="grid min-h-[70dvh] place-items-center px-6 py-16 text-center">
      <div className="max-w-sm">
        <div className="mx-auto mb-6 grid h-16 w-16 place-items-center rounded-2xl bg-white/[0.05] ring-1 ring-white/10">
          <UserRound className="h-8 w-8 text-zinc-400" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-bold text-white">Not Logged In</h1>
        <p className="mt-3 text-zinc-400">Sign in to see your profile and manage your account.</p>
        <ButtonLink to="/auth?next=/profile" size="lg" className="mt-8">
          <LogIn className="h-4 w-4" aria-hidden="true" /> Go to Login
        </ButtonLink>
      </div>
    </div>
  );
}

function SignOutButton() {
  // (docs/PRODUCT.md#pages): signing out from the profile leads to the sign-in page.
  const { signOut, pending } = useSignOut('/auth');
  return (
    <Button variant="ghost" disabled={pending} onClick={signOut}>
      <LogOut className="h-4 w-4" aria-hidden="true" /> Sign Out
    </Button>
  );
}

function AccountCard({ viewer }: { viewer: Viewer }) {
  const name = viewer.name ?? 'Member';
  return (
    <section
      aria-labelledby="account-heading"
      className="rounded-2xl border border-white/10 bg-white/[0.03] p-6"
    >
      <div className="flex items-center gap-4">
        <UserAvatar name={name} src={viewer.avatarUrl} className="h-16 w-16" />
        <div className="min-w-0">
          <h2 id="account-heading" className="truncate text-xl font-semibold text-white">
            {name}
          </h2>
          <p className="truncate text-sm text-zinc-400">@{viewer.username}</p>
        </div>
      </div>
      <dl className="mt-5">
        <Detail label="Email">{viewer.email}</Detail>
        <Detail label="Username">{viewer.username}</Detail>
        <Detail label="Account type">
          {viewer.isPremium ? (
            <Badge tone="premium">
              <Crown className="h-3 w-3" aria-hidden="true" /> Premium
            </Badge>
          ) : (
            <Badge>Free</Badge>
          )}
        </Detail>
        <Detail label="User ID">
          <code className="font-mono text-xs text-zinc-300">{viewer.id}</code>
        </Detail>
      </dl>
      {/* Stacked full-width on phones, a row from the small breakpoint up. */}
      <div className="mt-6 grid gap-3 sm:flex sm:flex-wrap">
        <ButtonLink to="/characters" variant="outline">
          <Compass className="h-4 w-4" aria-hidden="true" /> Browse Characters
        </ButtonLink>
        {!viewer.isPremium && (
          <ButtonLink to="/billing">
            <Crown className="h-4 w-4" aria-hidden="true" /> Upgrade to Premium
          </ButtonLink>
        )}
        <ButtonLink to="/dashboard" variant="outline">
          <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Go to Dashboard
        </ButtonLink>
        <SignOutButton />
      </div>
    </section>
  );
}

/** /profile (docs/PRODUCT.md#pages): the live account from GET /api/me, and the data-rights panel. */
export default function ProfilePage() {
  const viewer = useViewer();
  if (viewer.status === 'ready' && !viewer.signedIn) return <NotLoggedIn />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-white">My Profile</h1>
      <p className="mt-2 text-zinc-400">Your account details and your data.</p>
      <div className="mt-8 flex flex-col gap-6">
        {viewer.signedIn ? (
          <AccountCard viewer={viewer} />
        ) : (
          <Skeleton className="h-96 rounded-2xl" />
        )}
        <SignInActivityPanel enabled={viewer.signedIn} />
        <DataRightsPanel />
      </div>
    </div>
  );
}
