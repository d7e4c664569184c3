import { Grid2x2, ImagePlus, List, LogIn } from 'lucide-react';
import { useState } from 'react';
import { COLLECTION_FILTERS, type CollectionFilter } from '#shared/imaging';
import { PageLoading, useViewer } from '#web/app';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { cn } from '#web/lib/cn';
import { useCollection } from './api';
import { CollectionGrid } from './CollectionGrid';

const FILTER_LABELS: Record<CollectionFilter, string> = {
  all: 'All',
  favorites: 'Favorites',
  sfw: 'SFW',
  nsfw: 'NSFW',
};

/** /collection: the member's generated images (login required). */
export default function CollectionPage() {
  const viewer = useViewer();
  if (viewer.status === 'loading') return <PageLoading />;
  if (!viewer.signedIn) return <LoginRequired />;
  return <Collection />;
}

function LoginRequired() {
  return (
    <div className="mx-auto mt-12 max-w-md rounded-3xl border border-white/10 bg-white/[0.03] p-8 text-center">
      <h1 className="text-2xl font-bold text-white">Login Required</h1>
      <p className="mt-2 text-sm text-zinc-400">Sign in to see the images you have created.</p>
      <ButtonLink to="/auth" className="mt-6">
        <LogIn className="h-4 w-4" aria-hidden="true" /> Sign In
      </ButtonLink>
    </div>
  );
}

function Collection() {
  const [filter, setFilter] = useState<CollectionFilter>('all');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const collection = useCollection(filter);
  const items = collection.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-white">My Collection</h1>
          <p className="mt-1 text-sm text-zinc-400">Every image you have generated.</p>
        </div>
        <ButtonLink to="/generate">
          <ImagePlus className="h-4 w-4" aria-hidden="true" /> Generate
        </ButtonLink>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Filter" className="flex flex-wrap gap-2">
          {COLLECTION_FILTERS.map((id) => (
            <Button
              key={id}
              size="sm"
              variant={filter === id ? 'primary' : 'secondary'}
              aria-pressed={filter === id}
              onClick={() => setFilter(id)}
            >
              {FILTER_LABELS[id]}
            </Button>
          ))}
        </div>
        <div role="group" aria-label="View" className="flex gap-1">
          {(['grid', 'list'] as const).map((mode) => (
            <Button
              key={mode}
              size="icon"
              variant={view === mode ? 'secondary' : 'ghost'}
              aria-pressed={view === mode}
              onClick={() => setView(mode)}
            >
              {mode === 'grid' ? (
                <Grid2x2 className="h-4 w-4" aria-hidden="true" />
              ) : (
                <List className="h-4 w-4" aria-hidden="true" />
              )}
              <span className="sr-only">{mode === 'grid' ? 'Grid view' : 'List view'}</span>
            </Button>
          ))}
        </div>
      </div>
      {collection.isError ? (
        <div className="rounded-2xl border border-white/10 p-8 text-center" role="alert">
          <p className="text-zinc-300">Could not load your collection.</p>
          <Button className="mt-4" variant="outline" onClick={() => void collection.refetch()}>
            Try Again
          </Button>
        </div>
      ) : collection.isPending ? (
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="aspect-[3/4] rounded-2xl" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyCollection filtered={filter !== 'all'} />
      ) : (
        <>
          <CollectionGrid items={items} view={view} />
          {collection.hasNextPage && (
            <div className="text-center">
              <Button
                variant="outline"
                disabled={collection.isFetchingNextPage}
                onClick={() => void collection.fetchNextPage()}
              >
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function EmptyCollection({ filtered }: { filtered: boolean }) {
  return (
    <div className={cn('rounded-3xl border border-dashed border-white/15 p-10 text-center')}>
      <h2 className="text-lg font-semibold text-white">
        {filtered ? 'No images match this filter' : 'No images yet'}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">
        {filtered ? 'Try another filter.' : 'Create your first image of a companion.'}
      </p>
      {!filtered && (
        <ButtonLink to="/generate" className="mt-6">
          <ImagePlus className="h-4 w-4" aria-hidden="true" /> Generate First Image
        </ButtonLink>
      )}
    </div>
  );
}
