import { Link } from 'react-router';
import { MIN_SITE_AGE } from '#shared/constants';
import { AdultsOnlyMark, Logo } from './Logo';

/** Where the age gate's 'Leave' goes: outside the layout, no gate, no way into the app's pages. */
export default function GoodbyePage() {
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-16 text-center">
      <div className="max-w-md">
        <Logo className="justify-center" />
        <h1 className="mt-10 text-3xl font-bold text-white">Thanks for stopping by</h1>
        <p className="mt-4 leading-relaxed text-zinc-400">
          Velvet is only for adults aged {MIN_SITE_AGE} and over, so we can't show you more. You can
          close this tab now.
        </p>
        <p className="mt-8 flex items-center justify-center gap-3 text-sm text-zinc-500">
          <AdultsOnlyMark />
          <span>
            Pressed the wrong button?{' '}
            <Link
              to="/"
              className="rounded text-rose-300 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
            >
              Back to the home page
            </Link>
          </span>
        </p>
      </div>
    </main>
  );
}
