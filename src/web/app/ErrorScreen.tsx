import { Button, buttonClasses } from '../components/ui/Button';

interface ErrorScreenProps {
  onRetry: () => void;
  /** Plain link so it also works when the router itself is what broke. */
  charactersHref?: string;
}

/** The friendly full-area error screen (docs/PRODUCT.md#pages). */
export function ErrorScreen({ onRetry, charactersHref = '/characters' }: ErrorScreenProps) {
  return (
    <div role="alert" className="grid min-h-[70dvh] place-items-center px-6 py-16">
      <div className="max-w-md text-center">
        <p aria-hidden="true" className="mb-4 text-5xl">
          💔
        </p>
        <h1 className="text-2xl font-bold text-white sm:text-3xl">Oops! Something went wrong</h1>
        <p className="mt-3 text-zinc-400">
          Don't worry, your AI companions are still here. Let's get you back to chatting!
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onRetry} size="lg">
            Try Again
          </Button>
          <a href={charactersHref} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            Go to Characters
          </a>
        </div>
      </div>
    </div>
  );
}
