import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { NavLink, useParams } from 'react-router';
import { PageLoading, useViewer } from '#web/app';
import { cn } from '#web/lib/cn';
import { AccessDenied } from './AccessDenied';

/** Each tab is its own chunk; the charts library loads only with the dashboard. */
const TABS: Array<{ id: string; label: string; Component: ComponentType }> = [
  { id: 'dashboard', label: 'Dashboard', Component: lazy(() => import('./DashboardTab')) },
  { id: 'characters', label: 'Characters', Component: lazy(() => import('./CharactersTab')) },
  { id: 'qa', label: 'QA Checklist', Component: lazy(() => import('./QaTab')) },
  { id: 'personas', label: 'Personas', Component: lazy(() => import('./PersonasTab')) },
  {
    id: 'conversations',
    label: 'Conversations',
    Component: lazy(() => import('./ConversationsTab')),
  },
  { id: 'analytics', label: 'Analytics', Component: lazy(() => import('./AnalyticsTab')) },
  { id: 'users', label: 'Users', Component: lazy(() => import('./UsersTab')) },
  { id: 'webhooks', label: 'Webhooks', Component: lazy(() => import('./WebhooksTab')) },
  { id: 'email', label: 'E-mail', Component: lazy(() => import('./EmailTab')) },
  { id: 'diagnostics', label: 'Diagnostics', Component: lazy(() => import('./DiagnosticsTab')) },
  { id: 'audit', label: 'Audit log', Component: lazy(() => import('./AuditTab')) },
  { id: 'api', label: 'API docs', Component: lazy(() => import('./ApiDocsTab')) },
];

/**
 * /admin and /admin/:tab. The menu hides this page from non-admins, but the server decides:
 * every /api/admin call refuses them, and the page shows Access Denied.
 */
export default function AdminPage() {
  const viewer = useViewer();
  const { tab = 'dashboard' } = useParams();
  const nav = useRef<HTMLElement>(null);
  // On a phone the tab bar scrolls: keep the open tab in view (deep links, back button).
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab, viewer.status]);
  if (viewer.status === 'loading') return <PageLoading />;
  if (!viewer.isAdmin) return <AccessDenied />;
  const current = TABS.find((entry) => entry.id === tab) ?? TABS[0];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-white">Admin</h1>
      <nav
        ref={nav}
        aria-label="Admin sections"
        className="mt-4 flex gap-1 overflow-x-auto border-b border-white/10"
      >
        {TABS.map((entry) => (
          <NavLink
            key={entry.id}
            to={`/admin/${entry.id}`}
            className={() =>
              cn(
                'border-b-2 px-3 py-2 text-sm whitespace-nowrap transition',
                entry.id === current.id
                  ? 'border-rose-400 text-white'
                  : 'border-transparent text-zinc-400 hover:text-white',
              )
            }
          >
            {entry.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6">
        <Suspense fallback={<PageLoading />}>
          <current.Component />
        </Suspense>
      </div>
    </div>
  );
}
