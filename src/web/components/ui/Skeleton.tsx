import type { HTMLAttributes } from 'react';
import { cn } from '#web/lib/cn';

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse bg-white/[0.07]', className ?? 'rounded-lg')}
      {...props}
    />
  );
}
