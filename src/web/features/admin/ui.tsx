import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/Button';
import { ApiRequestError } from '#web/lib/api';
import { AccessDenied } from './AccessDenied';

export function Panel({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-2xl border border-white/10 bg-white/5 p-4 ${className ?? ''}`}>
      <h2 className="text-sm font-semibold text-zinc-300">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Stat({
  label,
  value,
  note,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-white/10 bg-white/5 p-4">
      <p className="text-xs text-zinc-400">{label}</p>
      <p className="mt-1 text-2xl font-bold text-white">{value}</p>
      {note ? <p className="mt-1 text-xs text-zinc-400">{note}</p> : null}
    </div>
  );
}

/** A failed admin load: Access Denied for a 401/403, else the message with Retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403))
    return <AccessDenied />;
  return (
    <div
      role="alert"
      className="rounded-2xl border border-rose-500/30 bg-rose-500/10 p-6 text-center"
    >
      <p className="font-medium text-rose-200">Failed to load admin data</p>
      <Button className="mt-4" variant="outline" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" /> Retry
      </Button>
    </div>
  );
}

export const formatMoney = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(cents / 100);
export const formatTime = (iso: string) => new Date(iso).toLocaleString();
