import { Crown, Medal, Star } from 'lucide-react';
import { RATING_HIGHLIGHT_THRESHOLD } from '#shared/constants';
import { Badge } from '#web/components/ui/Badge';

/** The rating, one decimal; highlighted from the threshold up (docs/PRODUCT.md#pages). */
export function RatingBadge({ rating }: { rating: number }) {
  const high = rating >= RATING_HIGHLIGHT_THRESHOLD;
  return (
    <Badge tone={high ? 'star' : 'neutral'} data-highlight={high || undefined}>
      <Star
        className={high ? 'h-3 w-3 fill-amber-300' : 'h-3 w-3 fill-zinc-400 text-zinc-400'}
        aria-hidden="true"
      />
      <span className="sr-only">Rating </span>
      {rating.toFixed(1)}
    </Badge>
  );
}

const PODIUM = { 1: 'gold', 2: 'silver', 3: 'bronze' } as const;

/** Gold, silver and bronze for the top three by popularity, '#n' for the rest. */
export function RankBadge({ rank }: { rank: number }) {
  if (rank < 1) return null;
  const tone = PODIUM[rank as keyof typeof PODIUM];
  return (
    <Badge tone={tone ?? 'neutral'}>
      {tone && <Medal className="h-3 w-3" aria-hidden="true" />}
      <span className="sr-only">Rank </span>#{rank}
    </Badge>
  );
}

export function PremiumBadge() {
  return (
    <Badge tone="premium">
      <Crown className="h-3 w-3" aria-hidden="true" />
      Premium
    </Badge>
  );
}
