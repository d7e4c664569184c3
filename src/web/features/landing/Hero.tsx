import { ArrowRight, Bot, Clock, Compass, MessageCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { DEFAULT_CHARACTER_ID, LANDING_HIGHLIGHTS } from '#shared/constants';
import { ButtonLink } from '#web/components/ui/Button';
import { AfterHydration } from '#web/lib/AfterHydration';

// The sample chat is decoration beside the headline: it (and the character query it needs)
// loads right after the first paint rather than before it (bench/bundle.ts budget).
const PreviewChat = lazy(() =>
  import('./PreviewChat').then((module) => ({ default: module.PreviewChat })),
);

const HIGHLIGHT_ICONS = [Clock, MessageCircle, Bot];
const CLAIMS = LANDING_HIGHLIGHTS.map((item, index) => ({
  ...item,
  icon: HIGHLIGHT_ICONS[index]!,
}));

const PreviewChatPlaceholder = () => (
  <div className="mx-auto h-[25rem] w-full max-w-md rounded-3xl border border-white/10 bg-zinc-900/70" />
);

export function Hero() {
  return (
    <section className="hero-glow px-4 pt-12 pb-16 sm:px-6 lg:px-10 lg:pt-20 lg:pb-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-rose-400/30 bg-rose-500/10 px-3 py-1 text-xs font-medium text-rose-200">
            <span className="font-bold">18+</span> AI companions, always there for you
          </p>
          <h1 className="mt-6 text-4xl leading-[1.05] font-extrabold tracking-tight text-white sm:text-5xl xl:text-6xl">
            Meet your perfect{' '}
            <span className="bg-gradient-to-r from-rose-400 via-fuchsia-400 to-violet-400 bg-clip-text text-transparent">
              AI companion
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-zinc-400">
            Flirty, caring, playful or mysterious: chat with AI girlfriends who remember you, match
            your mood and are there whenever you want to talk.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={`/chat/${DEFAULT_CHARACTER_ID}`} size="lg" className="group">
              Start Chat Free
              <ArrowRight
                className="h-4 w-4 transition group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </ButtonLink>
            <ButtonLink to="/characters" size="lg" variant="outline">
              <Compass className="h-4 w-4" aria-hidden="true" /> Explore characters
            </ButtonLink>
          </div>
          <p className="mt-3 text-xs text-zinc-500">No sign-up needed to start. Adults only.</p>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-4">
            {CLAIMS.map(({ value, label, icon: Icon }) => (
              <div key={label} className="flex flex-col-reverse">
                <dt className="mt-1 flex items-center gap-1 text-xs text-zinc-500">
                  <Icon className="h-3.5 w-3.5" aria-hidden="true" /> {label}
                </dt>
                <dd className="text-2xl font-bold text-white sm:text-3xl">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <AfterHydration fallback={<PreviewChatPlaceholder />}>
          <Suspense fallback={<PreviewChatPlaceholder />}>
            <PreviewChat />
          </Suspense>
        </AfterHydration>
      </div>
    </section>
  );
}
