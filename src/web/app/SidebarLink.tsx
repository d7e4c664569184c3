import { NavLink } from 'react-router';
import { cn } from '../lib/cn';
import type { NavItem } from './navItems';

interface SidebarLinkProps {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
  size?: 'md' | 'sm';
}

/** One navigation entry; when the sidebar is collapsed the label becomes a hover/focus tooltip. */
export function SidebarLink({ item, collapsed, onNavigate, size = 'md' }: SidebarLinkProps) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'group relative flex items-center gap-3 rounded-xl transition',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-400',
          size === 'md' ? 'py-2.5 text-[15px]' : 'py-1.5 text-sm',
          collapsed ? 'justify-center' : 'px-3',
          isActive
            ? 'bg-gradient-to-r from-rose-500/20 to-violet-500/10 font-medium text-white ring-1 ring-rose-400/25'
            : 'text-zinc-400 hover:bg-white/[0.06] hover:text-zinc-100',
        )
      }
    >
      <Icon className={cn('shrink-0', size === 'md' ? 'h-5 w-5' : 'h-4 w-4')} aria-hidden="true" />
      <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
      {collapsed && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-full z-50 ml-3 rounded-lg bg-zinc-800 px-2.5 py-1 text-xs whitespace-nowrap text-white opacity-0 shadow-lg ring-1 ring-white/10 transition group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          {item.label}
        </span>
      )}
    </NavLink>
  );
}
