import { useState } from 'react';
import { Spinner } from '#web/components/ui/Spinner';
import { cn } from '#web/lib/cn';

const PORTRAIT_SIZE = 256;

interface CharacterImageProps {
  name: string;
  src: string;
  className?: string;
  /** Eager for images above the fold (landing), lazy elsewhere. */
  loading?: 'eager' | 'lazy';
}

/** A portrait with a spinner until it loads; a broken image becomes a local initials avatar. */
export function CharacterImage({ name, src, className, loading = 'lazy' }: CharacterImageProps) {
  const [loaded, setLoaded] = useState(false);
  const [fallback, setFallback] = useState<string | null>(null);

  const onError = () => {
    // The generator is only needed when an image breaks, so it is fetched on demand.
    void import('#web/lib/initialsAvatar').then(({ initialsAvatar }) =>
      setFallback(initialsAvatar(name)),
    );
  };

  return (
    <div className={cn('relative overflow-hidden bg-zinc-800/80', className)}>
      {!loaded && (
        <div className="absolute inset-0 grid place-items-center">
          <Spinner className="h-7 w-7" label={`Loading ${name}'s picture`} />
        </div>
      )}
      <img
        // A new src (another character in the same slot) starts over.
        key={src}
        src={fallback ?? src}
        alt={name}
        loading={loading}
        decoding="async"
        // Intrinsic size of the square portraits: the browser reserves the box before they load.
        width={PORTRAIT_SIZE}
        height={PORTRAIT_SIZE}
        ref={(image) => {
          // A cached image can finish before React attaches onLoad.
          if (image?.complete && image.naturalWidth > 0 && !loaded) setLoaded(true);
        }}
        onLoad={() => setLoaded(true)}
        onError={fallback ? undefined : onError}
        className={cn(
          'h-full w-full object-cover transition duration-500',
          loaded ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
