import { PanelLeftClose } from 'lucide-react';
import { memo } from 'react';
import { Link, NavLink } from 'react-router';
import { cn } from '../lib/cn';
import { AdultsOnlyMark, Logo } from './Logo';
import { HELP_ICON_ITEM, HELP_LINKS, MAIN_NAV } from './navItems';
import { SidebarAccount } from './SidebarAccount';
import { SidebarLink } from './SidebarLink';
import type { Viewer } from './viewer';

interface SidebarProps {
  viewer: Viewer;
  collapsed?: boolean;
  /** Desktop only: shrink to icons and back. */
  onToggleCollapsed?: () => void;
  /** Drawer only: close after a link is followed. */
  onNavigate?: () => void;
}

/**
 * The side navigation's content, shared by the desktop rail and the mobile drawer. Memoised:
 * the layout re-renders whenever the viewer's cache entry changes (a store update, which React
 * renders synchronously), and re-rendering every navigation link each time made that one long
 * task (docs/decisions/0048-the-drawn-question-is-the-live-one.md).
 */
export const Sidebar = memo(function Sidebar({
  viewer,
  collapsed = false,
  onToggleCollapsed,
  onNavigate,
}: SidebarProps) {
  const mainItems = MAIN_NAV.filter((item) => item.visible?.(viewer) ?? true);
  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <div className={cn('flex items-center justify-between gap-2', collapsed && 'flex-col')}>
        <Link
          to="/"
          onClick={onNavigate}
          aria-label="Velvet home"
          className="rounded-xl focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
        >
          <Logo compact={collapsed} />
        </Link>
        {onToggleCollapsed && (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            className="rounded-lg p-2 text-zinc-400 transition hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
          >
            <PanelLeftClose
              className={cn('h-5 w-5 transition', collapsed && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        )}
      </div>

      <nav aria-label="Main" className="flex flex-col gap-1">
        {mainItems.map((item) => (
          <SidebarLink key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </nav>

      <div className="mt-auto flex flex-col gap-4">
        <SidebarAccount viewer={viewer} collapsed={collapsed} onNavigate={onNavigate} />
        <nav aria-label="Help and legal" className="border-t border-white/10 pt-3">
          {collapsed ? (
            <SidebarLink item={HELP_ICON_ITEM} collapsed onNavigate={onNavigate} size="sm" />
          ) : (
            <ul className="flex flex-wrap gap-x-3 gap-y-1.5 px-3 text-xs">
              {HELP_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        'rounded transition hover:text-zinc-200 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none',
                        isActive ? 'text-zinc-200' : 'text-zinc-500',
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div
          className={cn(
            'flex items-center gap-2 text-xs text-zinc-500',
            collapsed ? 'justify-center' : 'px-3',
          )}
        >
          <AdultsOnlyMark />
          {!collapsed && <span>Adults only · AI characters</span>}
        </div>
      </div>
    </div>
  );
});
