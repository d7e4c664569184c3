import { RefreshCw, SearchX, WifiOff } from 'lucide-react';
import { Button } from '#web/components/ui/Button';

export function EmptyResults({ onClear }: { onClear?: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-white/10 px-6 py-16 text-center">
      <SearchX className="h-10 w-10 text-zinc-500" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-white">No characters found</h2>
      <p className="mt-1 text-zinc-400">Try adjusting your search or filters</p>
      {onClear && (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-rose-400/20 bg-rose-500/5 px-6 py-14 text-center"
    >
      <WifiOff className="h-10 w-10 text-rose-300" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-white">We couldn't load the characters</h2>
      <p className="mt-1 max-w-md text-zinc-400">{message}</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" /> Retry
      </Button>
    </div>
  );
}
