import { lazy, Suspense, useEffect, useReducer } from 'react';
import { useLocation } from 'react-router';
import { hasConfirmedAge, isUngatedPath, rememberAgeConfirmed } from './ageConfirmation';
import type { Viewer } from './viewer';

// The dialog (and Radix) load only for visitors who still have to confirm.
const AgeGateDialog = lazy(() => import('./AgeGateDialog'));

/**
 * The 18+ confirmation in front of every page except the ungated ones. Members confirmed at
 * sign-up, so a signed-in viewer never sees it. Storage is read on every render (cheap), so
 * a confirmation made elsewhere (sign-up, another tab) counts on the next navigation.
 */
export function AgeGate({ viewer }: { viewer: Viewer }) {
  const { pathname } = useLocation();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // A member confirmed at sign-up; after signing out, this browser need not ask again.
  useEffect(() => {
    if (viewer.signedIn) rememberAgeConfirmed();
  }, [viewer.signedIn]);
  if (viewer.signedIn || isUngatedPath(pathname) || hasConfirmedAge()) return null;

  const confirm = () => {
    rememberAgeConfirmed();
    rerender();
  };
  return (
    // Until the dialog's code arrives, an opaque cover keeps the page out of sight.
    <Suspense fallback={<div className="fixed inset-0 z-[60] bg-[#0c0a12]" />}>
      <AgeGateDialog onConfirm={confirm} />
    </Suspense>
  );
}
