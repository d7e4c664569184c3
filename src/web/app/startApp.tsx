import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { hasAgeCookie } from '#shared/ageGate';
import { REFERRAL_COOKIE } from '#shared/constants';
import { AppRoutes, preloadPageAt } from '../router';
import { ageGateDrawnAtLoad, preloadAgeGate } from './AgeGate';
import { gateLikelyAt, hasConfirmedAge, rememberAgeConfirmed } from './ageConfirmation';
import { AppFrame } from './AppFrame';
import { createQueryClient } from './queryClient';
import { registerServiceWorker } from './serviceWorker';
import { prefetchViewer } from './viewer';

/**
 * Starts the app (loaded by src/web/main.tsx). When the server sent the page already drawn
 * (src/server/http/spaPages.ts), the first render waits for the code of what will be on screen —
 * the 18+ question while it stands, else the page — so it hydrates that markup rather than
 * suspending. The page's code is not fetched while the question stands: nothing is drawn behind
 * it. The first render is a transition, so React draws in slices instead of one long task.
 */
async function start(container: HTMLElement) {
  // Before the router reads the address: a `?ref=` link is remembered for sign-up, then tidied
  // away. Straight from its file: the feature's index would pull its tab's UI in too.
  if (new URLSearchParams(location.search).has(REFERRAL_COOKIE)) {
    const { captureReferral } = await import('../features/referrals/captureReferral');
    captureReferral();
  }
  const queryClient = createQueryClient();
  // Its own task: the request's start is not free at 4× CPU slowdown.
  setTimeout(() => void prefetchViewer(queryClient));
  const drawn = container.hasChildNodes();
  const gated = gateLikelyAt(location.pathname);
  if (drawn) {
    await (gated ? preloadAgeGate() : preloadPageAt(location.pathname)).catch(() => undefined);
  }
  // React DOM's module body runs here, not with this module: its chunk is already loaded (React
  // comes in it), but running its code with the app's made one long task at 4× CPU slowdown.
  // After the preload above, this is a task of its own (docs/decisions/0047-react-dom-in-its-own-task.md).
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const app = (
    <StrictMode>
      <AppFrame Router={BrowserRouter} queryClient={queryClient}>
        <AppRoutes />
      </AppFrame>
    </StrictMode>
  );
  // The markup is what the app would draw when the question is where the server put it (the
  // server and the browser can disagree on an answer given before the cookie existed).
  const hydrate = drawn && gated === ageGateDrawnAtLoad;
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// Visitors who answered before the cookie existed: tell the server too.
if (hasConfirmedAge() && !hasAgeCookie(document.cookie)) rememberAgeConfirmed();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
void start(container);
registerServiceWorker();
