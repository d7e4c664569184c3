import { lazy, Suspense } from 'react';
import { AfterHydration } from '#web/lib/AfterHydration';
import { Hero } from './Hero';

// Below the hero. The download starts as soon as this module runs, in parallel with the
// hero's first render, instead of the first render waiting for it.
const landingMore = import('./LandingMore');
const LandingMore = lazy(() => landingMore);

const LandingMorePlaceholder = () => <div className="min-h-dvh" />;

/** The public home page (docs/PRODUCT.md#product). */
export default function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Hero />
      <AfterHydration fallback={<LandingMorePlaceholder />}>
        <Suspense fallback={<LandingMorePlaceholder />}>
          <LandingMore />
        </Suspense>
      </AfterHydration>
    </div>
  );
}
