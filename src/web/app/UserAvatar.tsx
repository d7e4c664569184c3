import { useState } from 'react';
import { initialsAvatar } from '../lib/initialsAvatar';
import { cn } from '../lib/cn';

interface UserAvatarProps {
  name: string;
  src: string | null;
  className?: string;
}

/** The member's picture, or a locally generated initials portrait when there is none or it breaks. */
export function UserAvatar({ name, src, className }: UserAvatarProps) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      src={src && !broken ? src : initialsAvatar(name)}
      alt=""
      aria-hidden="true"
      referrerPolicy="no-referrer"
      // Square; the class sets the displayed size, these only reserve the box before loading.
      width={64}
      height={64}
      onError={() => setBroken(true)}
      className={cn('shrink-0 rounded-full object-cover ring-2 ring-rose-400/40', className)}
    />
  );
}
