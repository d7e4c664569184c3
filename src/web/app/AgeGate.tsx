import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { isUngatedPath } from '#shared/ageGate';
import { hasConfirmedAge, rememberAgeConfirmed } from './ageConfirmation';
import type { Viewer } from './viewer';

type QuestionModule = typeof import('./AgeGateQuestion');

// The question's code loads only for visitors who still have to confirm.
const loadQuestion = () => import('./AgeGateQuestion');
const LazyQuestion = lazy(loadQuestion);
let preloaded: QuestionModule | null = null;

/**
 * Loads the question's code before the first render (app/startApp.tsx) when the page opens
 * behind it: the app then hydrates the server's copy without suspending.
 */
export async function preloadAgeGate() {
  provideAgeGateQuestion(await loadQuestion());
}

/** The question's code, given directly: the build's prerender imports it (src/web/prerender.tsx). */
export function provideAgeGateQuestion(module: QuestionModule) {
  preloaded = module;
}

/** Whether the server's copy of the question was on screen when the app loaded. */
export const ageGateDrawnAtLoad =
  typeof document !== 'undefined' && document.querySelector('[data-age-gate]') !== null;
// Until answered: the live question is that copy, so it does not pop in; nor does the copy the
// build's prerender draws (an element fading in from transparent is no contentful paint).
let prerenderedOnScreen = ageGateDrawnAtLoad || typeof document === 'undefined';

/**
 * The address the build's prerender draws the question at (src/web/prerender.tsx): no page and
 * no navigation item matches it. The app hydrates at this address, then moves to the real one
 * (src/web/router.tsx, docs/decisions/0045-hydrate-the-first-page.md).
 */
export const DRAWN_AGE_GATE_PATH = '/~';

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
  // The build's prerender draws the question at the address no page has (DRAWN_AGE_GATE_PATH).
  if (typeof document === 'undefined') return pathname === DRAWN_AGE_GATE_PATH;
  return !viewer.signedIn && !isUngatedPath(pathname) && !hasConfirmedAge();
}

/** Keeps the page out of sight while the question's code downloads. */
export const AgeGateCover = () => <div className="fixed inset-0 z-[60] bg-[#0c0a12]" />;

/**
 * The 18+ question, drawn by the layout in place of the page while `useAgeGateShown` says it
 * stands; the layout re-renders when it is answered. It has no Suspense boundary of its own: it
 * takes the page's, the boundary the server's markup has around its copy, so hydration adopts
 * that copy as it is (docs/decisions/0048-the-drawn-question-is-the-live-one.md).
 */
export function AgeGate({ onConfirmed }: { onConfirmed: () => void }) {
  const confirm = () => {
    rememberAgeConfirmed();
    prerenderedOnScreen = false;
    onConfirmed();
  };
  const Question = preloaded?.default ?? LazyQuestion;
  return <Question onConfirm={confirm} animated={!prerenderedOnScreen} />;
}
