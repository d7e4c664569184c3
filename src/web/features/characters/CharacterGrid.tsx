import type { ReactNode } from 'react';
import { SKELETON_CARD_COUNT } from '#shared/constants';
import { Skeleton } from '#web/components/ui/Skeleton';

/** The responsive grid the cards and their skeletons share, so loading does not shift layout. */
export function CardGrid({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div
      aria-busy={busy}
      className="grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5"
    >
      {children}
    </div>
  );
}

function CardSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-2xl border border-white/10 bg-white/[0.03]"
      data-testid="card-skeleton"
    >
      <Skeleton className="aspect-square min-[480px]:aspect-[4/5]" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-3 w-1/2 rounded" />
        <Skeleton className="h-3 w-full rounded" />
        <Skeleton className="h-3 w-4/5 rounded" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="h-10 w-full rounded-xl" />
      </div>
    </div>
  );
}

export function CardGridSkeleton() {
  return (
    <CardGrid busy>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </CardGrid>
  );
}
