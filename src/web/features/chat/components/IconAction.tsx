import type { ButtonHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn';

/** A small labelled icon button under a message (copy, edit, delete …). */
export function IconAction({
  label,
  className,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'grid h-7 w-7 place-items-center rounded-lg text-zinc-500 transition hover:bg-white/10 hover:text-zinc-100',
        'focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-40',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
