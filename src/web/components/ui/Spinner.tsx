import { cn } from '#web/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-block', className)}>
      <span
        aria-hidden="true"
        className="block h-full w-full animate-spin rounded-full border-2 border-white/20 border-t-rose-400"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
