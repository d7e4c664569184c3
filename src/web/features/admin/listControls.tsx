import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { cn } from '#web/lib/cn';
import { LoadFailed } from './ui';

export const PAGE_SIZE = 25;

/**
 * A list's filters and page live in the address (?status=failed&offset=25), so a deep link
 * opens the same view and the browser's back button steps back through the filters.
 */
export function useListParams<Keys extends string>(defaults: Record<Keys, string>) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, params.get(key) ?? fallback]),
  ) as Record<Keys, string>;
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  function update(changes: Partial<Record<Keys | 'offset', string | number | null>>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      const fallback = (defaults as Record<string, string>)[key] ?? '';
      if (value === null || value === undefined || String(value) === fallback || value === 0)
        next.delete(key);
      else next.set(key, String(value));
    }
    // A new filter starts on the first page.
    if (!('offset' in changes)) next.delete('offset');
    setParams(next);
  }
  return { values, offset, update, params };
}

export function Pager({
  total,
  offset,
  onOffset,
}: {
  total: number;
  offset: number;
  onOffset: (offset: number) => void;
}) {
  if (total <= PAGE_SIZE && offset === 0) return null;
  const last = Math.min(offset + PAGE_SIZE, total);
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      <span className="text-zinc-400">
        {total === 0 ? 0 : offset + 1}–{last} of {total}
      </span>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - PAGE_SIZE))}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={last >= total}
          onClick={() => onOffset(offset + PAGE_SIZE)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}

export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-zinc-300">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-white/15 bg-zinc-900 px-2 py-1.5 text-white"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const TONES = {
  good: 'bg-emerald-500/20 text-emerald-300',
  warn: 'bg-amber-500/20 text-amber-200',
  bad: 'bg-rose-500/20 text-rose-300',
  neutral: 'bg-white/10 text-zinc-300',
};

export function StatusPill({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-white/10 p-6 text-center text-zinc-400">{children}</p>
  );
}

/**
 * A paged list's states in one place: Failed to load with Retry, a skeleton while loading, the
 * empty message, else the rows (inside one bordered list) and the pager.
 */
export function PagedList<Item>(props: {
  query: UseQueryResult<{ items: Item[]; total: number }>;
  empty: string;
  offset: number;
  onOffset: (offset: number) => void;
  children: (items: Item[]) => ReactNode;
}) {
  const { query } = props;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <Skeleton className="h-64" />;
  if (query.data.items.length === 0) return <EmptyState>{props.empty}</EmptyState>;
  return (
    <>
      <ul className="divide-y divide-white/10 rounded-2xl border border-white/10">
        {props.children(query.data.items)}
      </ul>
      <Pager total={query.data.total} offset={props.offset} onOffset={props.onOffset} />
    </>
  );
}

/** One row of a log (webhooks, e-mail): what, when, its status and the one repair action. */
export function StatusRow(props: {
  title: ReactNode;
  subtitle: ReactNode;
  error?: string | null;
  status: string;
  tone: keyof typeof TONES;
  action?: { label: string; busy: boolean; run: () => void } | null;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 text-sm">
      <div className="min-w-0 flex-1">
        <p className="truncate text-white">{props.title}</p>
        <p className="truncate text-zinc-400">{props.subtitle}</p>
        {props.error ? <p className="mt-1 text-rose-300">{props.error}</p> : null}
      </div>
      <StatusPill tone={props.tone}>{props.status}</StatusPill>
      {props.action ? (
        <Button size="sm" variant="outline" disabled={props.action.busy} onClick={props.action.run}>
          {props.action.label}
        </Button>
      ) : null}
    </li>
  );
}
