import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './app/AppLayout';
import { PageLoading } from './app/PageLoading';
import { RouteErrorScreen } from './app/RouteErrorScreen';

/** A lazily loaded page: each import() becomes its own chunk, fetched on first visit. */
function page(
  load: () => Promise<{ default: ComponentType }>,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    // Shown inside the layout while the first page's chunk downloads.
    HydrateFallback: PageLoading,
  };
}

const comingSoon = () => import('./features/placeholder/ComingSoonPage');

export const routes: RouteObject[] = [
  // Where the age gate's 'Leave' goes: outside the layout, so no sidebar and no gate.
  { path: 'goodbye', ...page(() => import('./app/GoodbyePage')) },
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // Pathless so a failed page keeps the sidebar around it.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, ...page(() => import('./features/landing/LandingPage')) },
          { path: 'characters', ...page(() => import('./features/characters/CharactersPage')) },
          { path: 'chat', ...page(() => import('./features/chat/ChatsIndexPage')) },
          { path: 'chat/:characterId', ...page(() => import('./features/chat/ChatPage')) },
          { path: 'legal/:page', ...page(() => import('./features/legal/LegalPage')) },
          { path: 'help', ...page(comingSoon) },
          { path: 'contact', ...page(comingSoon) },
          { path: 'affiliate', ...page(comingSoon) },
          { path: 'community', ...page(comingSoon) },
          { path: 'leaderboard', ...page(comingSoon) },
          { path: 'pricing', ...page(() => import('./features/billing/PricingPage')) },
          { path: 'billing', ...page(() => import('./features/billing/BillingPage')) },
          {
            path: 'billing/test-checkout',
            ...page(() => import('./features/billing/TestCheckoutPage')),
          },
          {
            path: 'billing/test-portal',
            ...page(() => import('./features/billing/TestPortalPage')),
          },
          {
            path: 'checkout/success',
            ...page(() => import('./features/billing/CheckoutSuccessPage')),
          },
          { path: 'dashboard', ...page(() => import('./features/dashboard/DashboardPage')) },
          { path: 'auth', ...page(() => import('./features/auth/AuthPage')) },
          { path: 'auth/callback', ...page(() => import('./features/auth/AuthCallbackPage')) },
          { path: 'profile', ...page(() => import('./features/account/ProfilePage')) },
          { path: 'admin/:tab?', ...page(() => import('./features/admin/AdminPage')) },
          { path: 'create', ...page(() => import('./features/admin/CreatePage')) },
          { path: 'generate', ...page(() => import('./features/imaging/GeneratePage')) },
          { path: 'collection', ...page(() => import('./features/imaging/CollectionPage')) },
          { path: 'dev/*', ...page(() => import('./features/admin/DevRedirect')) },
          { path: '*', ...page(() => import('./features/placeholder/NotFoundPage')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
