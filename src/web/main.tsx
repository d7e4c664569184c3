import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hasAgeCookie } from '../shared/ageGate';
import { preloadAgeGate } from './app/AgeGate';
import { gateLikelyAt, hasConfirmedAge, rememberAgeConfirmed } from './app/ageConfirmation';
import { Providers } from './app/Providers';
// Straight from its file: the feature's index would pull its tab's UI into the entry bundle.
import { captureReferral } from './features/referrals/captureReferral';
import { registerServiceWorker } from './app/serviceWorker';
import { router } from './router';
import './styles.css';

// Before the router reads the address: a `?ref=` link is remembered for sign-up, then tidied away.
captureReferral();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// Visitors who answered before the cookie existed: tell the server too.
if (hasConfirmedAge() && !hasAgeCookie(document.cookie)) rememberAgeConfirmed();

/** Resolves once the router has loaded the first page's code. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * When the server sent the page already drawn (src/server/http/spaPages.ts), the app's first
 * render waits for the page's code and the age gate's, so it replaces that markup with the same
 * picture rather than with a spinner; otherwise it starts at once. The first render is a
 * transition, so React draws in slices instead of one long task.
 */
async function start(root: HTMLElement) {
  if (root.hasChildNodes()) {
    await Promise.all([
      routerReady(),
      gateLikelyAt(location.pathname) ? preloadAgeGate() : undefined,
    ]).catch(() => undefined);
  }
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

void start(container);
registerServiceWorker();
