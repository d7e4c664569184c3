import { Suspense, useDeferredValue, useReducer, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import {
  DESKTOP_BREAKPOINT_PX,
  SIDEBAR_COLLAPSED_WIDTH_PX,
  SIDEBAR_WIDTH_PX,
} from '#shared/constants';
import { cn } from '../lib/cn';
import { useMediaQuery } from '../lib/useMediaQuery';
import { AgeGate, AgeGateCover, useAgeGateShown } from './AgeGate';
import { ErrorBoundary } from './ErrorBoundary';
import { MobileNav } from './MobileNav';
import { PageLoading } from './PageLoading';
import { Sidebar } from './Sidebar';
import { useScrollToTop } from './useScrollToTop';
import { useSidebarCollapsed } from './useSidebarCollapsed';
import { useViewer } from './viewer';

/** The shell around every page: the side navigation (rail on desktop, drawer below 1024 px). */
export function AppLayout() {
  // The viewer's cache entry is a store, whose changes React renders at once; deferred, the
  // sidebar's answer to GET /api/me (often right after hydrating) is drawn in a render React can
  // slice (docs/decisions/0048-the-drawn-question-is-the-live-one.md).
  const viewer = useDeferredValue(useViewer());
  const { pathname } = useLocation();
  const { collapsed, toggle } = useSidebarCollapsed();
  // The address the drawer was opened at, read from the browser: after a link is followed the
  // router keeps showing the old page until the new one's code has loaded, and a drawer opened in
  // that moment must not be closed when the page arrives.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
  useScrollToTop();
  // Storage is read on every render (cheap), so a confirmation made elsewhere (sign-up, another
  // tab) counts on the next navigation; answering here re-renders at once.
  const gated = useAgeGateShown(viewer);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  // The drawer closes after any navigation, and is hidden while the window is in the desktop layout.
  const drawerOpen = drawerOpenAt === pathname && !isDesktop;

  const sidebarWidth = collapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX;
  return (
    <div style={{ '--sidebar-width': `${sidebarWidth}px` } as CSSProperties}>
      {/* While the question stands, nothing else on the page can be reached: the server's copy
          has these attributes too, so the app's question needs no DOM work to hold the focus. */}
      <a
        href="#main"
        inert={gated}
        className="sr-only z-50 rounded-lg bg-rose-500 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <aside
        aria-label="Sidebar"
        inert={gated}
        className={cn(
          'fixed inset-y-0 left-0 z-30 hidden w-[var(--sidebar-width)] border-r border-white/10 bg-[#110e19]/95 transition-[width] duration-200 lg:block',
          !collapsed && 'overflow-y-auto',
        )}
      >
        <Sidebar viewer={viewer} collapsed={collapsed} onToggleCollapsed={toggle} />
      </aside>
      <MobileNav
        inert={gated}
        viewer={viewer}
        open={drawerOpen}
        onOpenChange={(open) => setDrawerOpenAt(open ? location.pathname : null)}
      />
      <div className="transition-[padding] duration-200 lg:pl-[var(--sidebar-width)]">
        <main id="main" tabIndex={-1} className="min-h-dvh focus:outline-none">
          <ErrorBoundary resetKey={pathname}>
            {/* A page's code loads when it is first drawn (src/web/router.tsx). The question
                stands where the page would be, where the server's copy of it is. */}
            <Suspense fallback={gated ? <AgeGateCover /> : <PageLoading />}>
              {gated ? <AgeGate onConfirmed={rerender} /> : <Outlet />}
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
