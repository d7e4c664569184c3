import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/Providers';
// Straight from its file: the feature's index would pull its tab's UI into the entry bundle.
import { captureReferral } from './features/referrals/captureReferral';
import { router } from './router';
import './styles.css';

// Before the router reads the address: a `?ref=` link is remembered for sign-up, then tidied away.
captureReferral();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
