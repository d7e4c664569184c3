import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '../components/ui/Button';
import { cn } from '../lib/cn';
import type { Viewer } from './viewer';

// Visitors (most landing-page views) never download the signed-in block.
const SignedInAccount = lazy(() => import('./SignedInAccount'));

interface SidebarAccountProps {
  viewer: Viewer;
  collapsed: boolean;
  onNavigate?: () => void;
}

/** Keeps the sidebar from jumping while the session is read or the signed-in block loads. */
function AccountPlaceholder({ collapsed }: { collapsed: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-xl bg-white/[0.05]',
        collapsed ? 'mx-auto h-9 w-9' : 'h-14 w-full',
      )}
    />
  );
}

/** The sidebar's account block (docs/PRODUCT.md#pages): 'Sign in' for visitors, the account for members. */
export function SidebarAccount({ viewer, collapsed, onNavigate }: SidebarAccountProps) {
  if (viewer.status === 'loading') return <AccountPlaceholder collapsed={collapsed} />;
  if (viewer.signedIn) {
    return (
      <Suspense fallback={<AccountPlaceholder collapsed={collapsed} />}>
        <SignedInAccount viewer={viewer} collapsed={collapsed} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    <ButtonLink
      to="/auth"
      onClick={onNavigate}
      aria-label={collapsed ? 'Sign in' : undefined}
      size={collapsed ? 'icon' : 'md'}
      className={collapsed ? 'mx-auto' : 'w-full'}
    >
      <LogIn className="h-4 w-4" aria-hidden="true" />
      {!collapsed && 'Sign in'}
    </ButtonLink>
  );
}
