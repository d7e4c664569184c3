import { ArrowRight } from 'lucide-react';
import { DEFAULT_CHARACTER_ID } from '#shared/constants';
import { SiteFooter } from '#web/app';
import { ButtonLink } from '#web/components/ui/Button';
import { FeatureList } from './FeatureList';
import { SampleCharacters } from './SampleCharacters';
import { Promises } from './Promises';
import { WhenNearViewport } from './WhenNearViewport';

/**
 * The landing page below the hero: sample characters, features, our promises, closing call to
 * action and footer. A separate chunk whose download starts with the hero's, so it stays out
 * of the JavaScript the first paint waits for (bench/bundle.ts budget). Drawn only when the
 * visitor comes near it; until then the same empty block as LandingPage's placeholder holds its
 * place (docs/decisions/0046-landing-below-fold-on-approach.md).
 */
export default function LandingMore() {
  return (
    <WhenNearViewport className="min-h-dvh">
      <BelowTheHero />
    </WhenNearViewport>
  );
}

function BelowTheHero() {
  return (
    <>
      {/* Below the first screen: the browser lays these out when they come near it. */}
      <div className="render-when-visible">
        <SampleCharacters />
      </div>
      <div className="render-when-visible">
        <FeatureList />
      </div>
      <div className="render-when-visible">
        <Promises />
      </div>
      <section className="render-when-visible px-4 pt-8 pb-20 text-center sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight text-white">
          Someone is waiting to hear from you
        </h2>
        <p className="mx-auto mt-3 max-w-lg text-zinc-400">
          Start free in seconds. Upgrade only if you love it.
        </p>
        <ButtonLink to={`/chat/${DEFAULT_CHARACTER_ID}`} size="lg" className="mt-8">
          Start Chat Free <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </ButtonLink>
      </section>
      <div className="mt-auto">
        <SiteFooter />
      </div>
    </>
  );
}
