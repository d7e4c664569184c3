import { createContext, lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { isUngatedPath } from '#shared/ageGate';
import { hasConfirmedAge, rememberAgeConfirmed } from './ageConfirmation';
import type { Viewer } from './viewer';

type AgeGateModule = typeof import('./AgeGateDialog');

const loadDialog = () => import('./AgeGateDialog');
// The dialog (and Radix) load only for visitors who still have to confirm.
const LazyAgeGateDialog = lazy(loadDialog);
let preloaded: AgeGateModule | null = null;

/**
 * Loads the dialog before the first render (app/startApp.tsx) when the page opens behind the
 * question: the app hydrates the server's copy of it (DrawnAgeGate), then the dialog takes its
 * place without a cover in between.
 */
export async function preloadAgeGate() {
  preloaded = await loadDialog();
}

/**
 * The server's copy of the question, drawn while the app hydrates it (DrawnAgeGateContext).
 * Its code is in the dialog's chunk, loaded by preloadAgeGate before that first render; should
 * that download have failed, it suspends until the code is there.
 */
export function DrawnAgeGate() {
  if (preloaded) return <preloaded.StaticAgeGate />;
  throw loadDialog().then((module) => {
    preloaded = module;
  });
}

/** Whether the server's copy of the question (StaticAgeGate) was on screen when the app loaded. */
export const ageGateDrawnAtLoad =
  typeof document !== 'undefined' && document.querySelector('[data-static-age-gate]') !== null;
// Until answered: the dialog then takes the copy's place without popping in.
let prerenderedOnScreen = ageGateDrawnAtLoad;

/**
 * The address the build's prerender draws the question at (src/web/prerender.tsx): no page and
 * no navigation item matches it.
 */
export const DRAWN_AGE_GATE_PATH = '/~';

/**
 * True while the app hydrates the server's copy of the question (app/startApp.tsx): the layout
 * then draws that copy, at DRAWN_AGE_GATE_PATH, as the prerender did; right after, the router
 * moves to the real address and the dialog takes over (docs/decisions/0045-hydrate-the-first-page.md).
 */
export const DrawnAgeGateContext = createContext(false);

/**
 * Whether the question stands in front of the current page. The layout renders no page behind
 * it: what is behind is blurred out of sight anyway, and a page drawn there would cost the first
 * visit its scripts and requests (and could be measured as its largest paint).
 */
export function useAgeGateShown(viewer: Viewer): boolean {
  const { pathname } = useLocation();
  // A member confirmed at sign-up; after signing out, this browser need not ask again.
  useEffect(() => {
    if (viewer.signedIn) rememberAgeConfirmed();
  }, [viewer.signedIn]);
  // The build's prerender draws its own copy (StaticAgeGate) over an empty page.
  if (typeof document === 'undefined') return false;
  return !viewer.signedIn && !isUngatedPath(pathname) && !hasConfirmedAge();
}

/**
 * The 18+ dialog, drawn by the layout while `useAgeGateShown` says the question stands; the
 * layout re-renders when it is answered.
 */
export function AgeGate({ onConfirmed }: { onConfirmed: () => void }) {
  const confirm = () => {
    rememberAgeConfirmed();
    prerenderedOnScreen = false;
    onConfirmed();
  };
  const Dialog = preloaded?.default ?? LazyAgeGateDialog;
  return (
    // Until the dialog's code arrives, an opaque cover keeps the page out of sight.
    <Suspense fallback={<div className="fixed inset-0 z-[60] bg-[#0c0a12]" />}>
      <Dialog onConfirm={confirm} animated={!prerenderedOnScreen} />
    </Suspense>
  );
}
