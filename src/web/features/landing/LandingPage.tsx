import { lazy, Suspense } from 'react';
import { Hero } from './Hero';

// Below the hero. The download starts as soon as this module runs, in parallel with the
// hero's first render, instead of the first render waiting for it.
const landingMore = import('./LandingMore');
const LandingMore = lazy(() => landingMore);

/** The public home page (docs/PRODUCT.md#product). */
export default function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Hero />
      <Suspense fallback={<div className="min-h-dvh" />}>
        <LandingMore />
      </Suspense>
    </div>
  );
}
