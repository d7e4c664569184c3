import { Heart } from 'lucide-react';
import { APP_NAME } from '#shared/constants';
import { cn } from '../lib/cn';

/** The brand mark; `compact` shows the icon only (collapsed sidebar). */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-rose-500 to-violet-600 shadow-lg shadow-rose-500/30">
        <Heart className="h-5 w-5 fill-white text-white" aria-hidden="true" />
      </span>
      <span
        className={cn(
          'bg-gradient-to-r from-rose-200 via-white to-violet-200 bg-clip-text text-xl font-bold tracking-tight text-transparent',
          compact && 'sr-only',
        )}
      >
        {APP_NAME}
      </span>
    </span>
  );
}

/** The small adults-only mark shown in the sidebar and footer. */
export function AdultsOnlyMark({ className }: { className?: string }) {
  return (
    <span
      title="Adults only: you must be 18 or older to use this site"
      className={cn(
        'inline-grid h-7 min-w-7 place-items-center rounded-full border border-rose-400/50 px-1.5 text-[11px] font-bold text-rose-300',
        className,
      )}
    >
      18+
    </span>
  );
}
