import { useState } from 'react';
import { initialsAvatar } from '#web/lib/initialsAvatar';
import { cn } from '#web/lib/cn';

/** A small round portrait; a missing or broken image becomes an initials avatar. */
export function Avatar({
  name,
  src,
  className,
}: {
  name: string;
  src?: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      src={!src || broken ? initialsAvatar(name) : src}
      alt=""
      aria-hidden="true"
      loading="lazy"
      decoding="async"
      width={64}
      height={64}
      onError={() => setBroken(true)}
      className={cn('shrink-0 rounded-full bg-zinc-800 object-cover', className)}
    />
  );
}
