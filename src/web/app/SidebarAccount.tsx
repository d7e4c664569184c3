import { LogIn } from 'lucide-react';
import { ButtonLink } from '../components/ui/button';
import type { Viewer } from './viewer';

interface SidebarAccountProps {
  viewer: Viewer;
  collapsed: boolean;
  onNavigate?: () => void;
}

/**
 * The sidebar's account block. Visitors get 'Sign in'. The accounts work adds the signed-in
 * states here (spec 000 §2): avatar, name and 'Premium' / 'Free User', a Sign out button,
 * 'Become Premium' (→ /pricing) for free members, and 'Premium Active / All features
 * unlocked' with a dashboard link for premium members.
 */
export function SidebarAccount({ viewer, collapsed, onNavigate }: SidebarAccountProps) {
  if (viewer.signedIn) return null;
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
