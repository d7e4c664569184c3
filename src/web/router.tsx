import { lazy, startTransition, use, useEffect, useState, type ComponentType } from 'react';
import {
  matchRoutes,
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { ageGateDrawnAtLoad, DRAWN_AGE_GATE_PATH } from './app/AgeGate';
import { AppLayout } from './app/AppLayout';
import { PageCodeError } from './app/pageCodeError';

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page: each import() becomes its own chunk, fetched when the page is first
 * drawn (or by `preloadPageAt`). Once loaded it renders at once, without suspending, so the
 * app's first render can replace the server's markup in one go.
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<PageModule> | undefined;
  let Loaded: ComponentType | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        throw new PageCodeError(error);
      },
    ));
  const Lazy = lazy(loadOnce);
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { element: <Page />, handle: { load: loadOnce } };
}

const comingSoon = () => import('./features/placeholder/ComingSoonPage');

/*
 * The declarative router (useRoutes), not the data router: no page has a loader or an action,
 * and the data router would add ≈ 10 KB compressed to every first load
 * (docs/decisions/0044-declarative-router.md).
 */
export const routes: RouteObject[] = [
  // Where the age gate's 'Leave' goes: outside the layout, so no sidebar and no gate.
  { path: 'goodbye', ...page(() => import('./app/GoodbyePage')) },
  {
    element: <AppLayout />,
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
];

/**
 * The page for the current address. When the app hydrates the server's copy of the 18+
 * question, the first render is at the address the prerender drew it at (so the navigation's
 * highlighted item matches the markup too); then, as a transition React renders in slices, at
 * the real one (docs/decisions/0045-hydrate-the-first-page.md). The address is given through the
 * router's location context both times, so the tree keeps its shape and that second render
 * updates the navigation's highlight in place; `useRoutes(routes, address)` wraps its answer in
 * a provider only when given one, and the change of shape remounted the whole layout
 * (docs/decisions/0048-the-drawn-question-is-the-live-one.md).
 */
export function AppRoutes() {
  const [drawnGate, setDrawnGate] = useState(ageGateDrawnAtLoad);
  useEffect(() => {
    if (drawnGate) startTransition(() => setDrawnGate(false));
  }, [drawnGate]);
  const current = use(LocationContext);
  const location = drawnGate ? DRAWN_AGE_GATE_LOCATION : current;
  return (
    <LocationContext value={location}>
      <Routed />
    </LocationContext>
  );
}

function Routed() {
  return useRoutes(routes);
}

const DRAWN_AGE_GATE_LOCATION = {
  location: { pathname: DRAWN_AGE_GATE_PATH, search: '', hash: '', state: null, key: 'default' },
  navigationType: NavigationType.Pop,
};

/** Loads the code of the page at `pathname` (before the first render, see app/startApp.tsx). */
export async function preloadPageAt(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      (route.handle as { load?: () => Promise<unknown> } | undefined)?.load?.(),
    ),
  );
}
