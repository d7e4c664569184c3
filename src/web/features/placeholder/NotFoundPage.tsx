import { Compass, Home } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/Button';

/** Any unknown path, and unknown legal pages. */
export default function NotFoundPage() {
  return (
    <div className="grid min-h-[70dvh] place-items-center px-6 py-16 text-center">
      <div className="max-w-md">
        <p className="bg-gradient-to-r from-rose-400 to-violet-400 bg-clip-text text-7xl font-black text-transparent">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold text-white sm:text-3xl">Page not found</h1>
        <p className="mt-3 text-zinc-400">
          The page you were looking for doesn't exist or has moved.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/" size="lg">
            <Home className="h-4 w-4" aria-hidden="true" /> Go Home
          </ButtonLink>
          <ButtonLink to="/characters" size="lg" variant="outline">
            <Compass className="h-4 w-4" aria-hidden="true" /> Explore characters
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
