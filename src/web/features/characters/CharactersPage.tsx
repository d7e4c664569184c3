import { useState } from 'react';
import type { PublicCharacter } from '#shared/api/characters';
import { Button } from '#web/components/ui/Button';
import { Spinner } from '#web/components/ui/Spinner';
import { CharacterCard } from './CharacterCard';
import { CharacterDetailsDialog } from './CharacterDetailsDialog';
import { CardGrid, CardGridSkeleton } from './CharacterGrid';
import { EmptyResults, LoadError } from './ExploreStates';
import { SortButtons, TagChips, TagChipsPlaceholder } from './FilterBar';
import { SearchBox } from './SearchBox';
import { useCharacterList } from './useCharacterList';
import { useExploreParams } from './useExploreParams';
import { useFavorites } from './useFavorites';

/** /characters: search, tag filters and sorting over the roster, all kept in the URL. */
export default function CharactersPage() {
  const { filters, update } = useExploreParams();
  const list = useCharacterList(filters);
  const favorites = useFavorites();
  const [details, setDetails] = useState<PublicCharacter | null>(null);

  const pages = list.data?.pages ?? [];
  const characters = pages.flatMap((page) => page.items);
  const total = pages[0]?.total;
  // Keep chips for selected tags even if the roster no longer has them, so they can be removed.
  const tags = [...new Set([...(pages[0]?.availableTags ?? []), ...filters.tags])];
  const hasFilters = filters.q.trim() !== '' || filters.tags.length > 0;

  return (
    <div className="mx-auto max-w-[1600px] px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Explore{' '}
          <span className="bg-gradient-to-r from-rose-400 to-violet-400 bg-clip-text text-transparent">
            companions
          </span>
        </h1>
        <p className="mt-2 text-zinc-400">
          Find someone who matches your mood. Every character is a fictional AI, 21+.
        </p>
      </header>

      <div className="mb-8 space-y-4">
        <SearchBox value={filters.q} onChange={(q) => update({ q })} />
        {tags.length > 0 ? (
          <TagChips
            tags={tags}
            selected={filters.tags}
            onChange={(next) => update({ tags: next })}
          />
        ) : (
          list.isPending && <TagChipsPlaceholder />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SortButtons value={filters.sort} onChange={(sort) => update({ sort })} />
          <p className="flex items-center gap-2 text-sm text-zinc-500" aria-live="polite">
            {list.isFetching && !list.isFetchingNextPage && (
              <Spinner className="h-4 w-4" label="Updating results" />
            )}
            {total !== undefined && `${total} ${total === 1 ? 'character' : 'characters'}`}
          </p>
        </div>
      </div>

      {list.isPending ? (
        <CardGridSkeleton />
      ) : list.isError && characters.length === 0 ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : characters.length === 0 ? (
        <EmptyResults onClear={hasFilters ? () => update({ q: '', tags: [] }) : undefined} />
      ) : (
        <>
          <CardGrid busy={list.isPlaceholderData}>
            {characters.map((character) => (
              <CharacterCard
                key={character.id}
                character={character}
                isFavorite={favorites.isFavorite(character.id)}
                onToggleFavorite={favorites.toggle}
                onShowDetails={setDetails}
              />
            ))}
          </CardGrid>
          {list.hasNextPage && (
            <div className="mt-10 flex flex-col items-center gap-3">
              {list.isFetchNextPageError && (
                <p role="alert" className="text-sm text-rose-300">
                  Couldn't load more characters: {list.error.message}
                </p>
              )}
              <Button
                variant="outline"
                size="lg"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? (
                  <Spinner className="h-4 w-4" label="Loading more" />
                ) : null}
                Load more
              </Button>
            </div>
          )}
        </>
      )}
      <CharacterDetailsDialog character={details} onClose={() => setDetails(null)} />
    </div>
  );
}
