import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { openApiDocumentSchema } from '#shared/api/openapi';
import { Button } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { apiFetch } from '#web/lib/api';
import { ApiOperationCard } from './ApiOperationCard';
import { accessLevels, groupByTag, listOperations, matchesFilter } from './apiDocsModel';
import { EmptyState } from './listControls';
import { LoadFailed } from './ui';

const tagHeadingId = (tag: string) => `api-tag-${tag.replace(/[^\w-]/g, '-')}`;
const fetchApiDocument = () => apiFetch('/api/openapi.json', openApiDocumentSchema);

/**
 * /admin/api: the OpenAPI document the server generates from the shared schemas
 * (docs/decisions/0090-metrics-and-openapi.md), operations grouped by tag, filtered by words and
 * by who may call them. The filter lives in the address, like the other admin lists.
 */
export default function ApiDocsTab() {
  const query = useQuery({
    queryKey: ['admin', 'openapi'],
    queryFn: fetchApiDocument,
    staleTime: 5 * 60_000,
  });
  const [params, setParams] = useSearchParams();
  const values = { q: params.get('q') ?? '', access: params.get('access') ?? '' };
  // Replaced, not pushed: typing a word should not leave a history entry per letter.
  const update = (changes: Partial<Record<'q' | 'access', string | null>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value) next.set(key, value);
      else next.delete(key);
    setParams(next, { replace: true });
  };
  const search = useDeferredValue(values.q);
  const operations = useMemo(() => (query.data ? listOperations(query.data) : []), [query.data]);
  const shown = useMemo(
    () => operations.filter((entry) => matchesFilter(entry, search, values.access)),
    [operations, search, values.access],
  );

  if (query.isError) return <LoadFailed error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data)
    return (
      <div role="status" aria-label="Loading the API document" className="space-y-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-64" />
      </div>
    );
  const document = query.data;
  const components = document.components?.schemas;
  const filtered = values.q !== '' || values.access !== '';
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h2 className="text-lg font-semibold text-white">
          {document.info.title}{' '}
          <span className="text-sm text-zinc-400">v{document.info.version}</span>
        </h2>
        {document.info.description ? (
          <p className="text-sm break-words text-zinc-400">{document.info.description}</p>
        ) : null}
      </header>
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="flex flex-1 flex-col gap-1 text-sm text-zinc-300">
          Filter operations
          <input
            type="search"
            value={values.q}
            onChange={(event) => update({ q: event.target.value })}
            placeholder="Path, method, summary or tag"
            className="rounded-lg border border-white/10 bg-black/30 px-3 py-2 text-white placeholder:text-zinc-500 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-zinc-300">
          Who may call it
          <select
            value={values.access}
            onChange={(event) => update({ access: event.target.value })}
            className="rounded-lg border border-white/10 bg-black/30 px-3 py-2 text-white focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
          >
            <option value="">Anyone</option>
            {accessLevels(operations).map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p className="text-sm text-zinc-400" aria-live="polite">
        {filtered
          ? `${shown.length} of ${operations.length} operations`
          : `${operations.length} operations`}
      </p>
      {operations.length === 0 ? (
        <EmptyState>The document lists no operations.</EmptyState>
      ) : shown.length === 0 ? (
        <div className="space-y-3 text-center">
          <EmptyState>No operation matches this filter.</EmptyState>
          <Button variant="outline" onClick={() => update({ q: null, access: null })}>
            Clear the filter
          </Button>
        </div>
      ) : (
        groupByTag(shown).map((group) => (
          <section key={group.tag} aria-labelledby={tagHeadingId(group.tag)} className="space-y-2">
            <h3 id={tagHeadingId(group.tag)} className="text-sm font-semibold text-zinc-200">
              {group.tag} <span className="text-zinc-500">({group.operations.length})</span>
            </h3>
            <ul className="space-y-2">
              {group.operations.map((entry) => (
                <ApiOperationCard key={entry.key} entry={entry} components={components} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
