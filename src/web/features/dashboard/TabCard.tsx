import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/Button';

/** The panel every dashboard tab sits in. */
export function TabCard(props: {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-3xl border border-white/10 bg-white/[0.03] p-5 sm:p-7">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-xl font-bold text-white">{props.title}</h2>
          {props.description && <p className="mt-1 text-sm text-zinc-400">{props.description}</p>}
        </div>
        {props.action}
      </div>
      {props.children}
    </section>
  );
}

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-3xl border border-rose-400/20 bg-rose-500/5 px-6 py-12 text-center"
    >
      <h2 className="text-lg font-semibold text-white">We couldn't load {what}</h2>
      <p className="mt-1 text-sm text-zinc-400">Check your connection and try again.</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" /> Retry
      </Button>
    </div>
  );
}
