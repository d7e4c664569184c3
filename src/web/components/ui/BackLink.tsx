import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';

/** The small '← Back to …' link above a page's heading. */
export function BackLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-sm text-zinc-400 transition hover:text-white focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none',
        className,
      )}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {children}
    </Link>
  );
}
