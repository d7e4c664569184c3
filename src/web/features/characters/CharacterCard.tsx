import { Heart, Info, MessageCircle, Sparkles } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { PublicCharacter } from '#shared/api/characters';
import { CARD_MAX_LOOKS, CARD_MAX_TAGS } from '#shared/constants';
import { ButtonLink } from '#web/components/ui/Button';
import { cn } from '#web/lib/cn';
import { PremiumBadge, RankBadge, RatingBadge } from './CardBadges';
import { CharacterImage } from './CharacterImage';
import { formatCount } from './format';

interface CharacterCardProps {
  character: PublicCharacter;
  isFavorite: boolean;
  onToggleFavorite: (id: string) => void;
  onShowDetails: (character: PublicCharacter) => void;
}

const iconButton =
  'grid h-9 w-9 place-items-center rounded-full bg-black/45 text-white ring-1 ring-white/15 backdrop-blur-md transition ' +
  'hover:bg-black/65 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none';

/** One character in the explore grid (docs/PRODUCT.md#pages). The whole card opens the chat. */
export function CharacterCard({
  character,
  isFavorite,
  onToggleFavorite,
  onShowDetails,
}: CharacterCardProps) {
  const navigate = useNavigate();
  const chatPath = `/chat/${encodeURIComponent(character.id)}`;

  // Clicks on the card's own buttons and links do their own thing.
  const openChat = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, a')) return;
    void navigate(chatPath);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) void navigate(chatPath);
  };
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };

  return (
    <article
      tabIndex={0}
      onClick={openChat}
      onKeyDown={onKeyDown}
      aria-label={`${character.name}, ${character.displayAge}. Press Enter to chat.`}
      data-testid="character-card"
      className={cn(
        'group render-when-visible flex cursor-pointer flex-col overflow-hidden rounded-2xl border border-white/10 bg-white/[0.03] transition duration-300',
        'hover:-translate-y-1 hover:border-rose-400/30 hover:shadow-xl hover:shadow-rose-500/10',
        'focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:ring-offset-2 focus-visible:ring-offset-[#0c0a12] focus-visible:outline-none',
      )}
    >
      <div className="relative">
        <CharacterImage
          name={character.name}
          src={character.thumbnail ?? character.imageUrl}
          className="aspect-square min-[480px]:aspect-[4/5]"
        />
        <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/85 via-black/10 to-black/30" />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <RatingBadge rating={character.rating} />
          <RankBadge rank={character.rank} />
        </div>
        <div className="absolute top-3 right-3 flex flex-col gap-2">
          <button
            type="button"
            onClick={stop(() => onToggleFavorite(character.id))}
            aria-label={
              isFavorite
                ? `Remove ${character.name} from favourites`
                : `Add ${character.name} to favourites`
            }
            aria-pressed={isFavorite}
            className={iconButton}
          >
            <Heart
              className={cn('h-4 w-4', isFavorite && 'fill-rose-500 text-rose-500')}
              aria-hidden="true"
            />
          </button>
          <button
            type="button"
            onClick={stop(() => onShowDetails(character))}
            aria-label="Character details"
            className={iconButton}
          >
            <Info className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <div className="absolute inset-x-0 bottom-0 p-4">
          {character.isPremium && <PremiumBadge />}
          <div className="mt-1.5 flex items-baseline gap-2">
            <h3 className="text-xl font-bold text-white">{character.name}</h3>
            <span className="text-base font-medium text-zinc-300">{character.displayAge}</span>
          </div>
          <p className="text-sm text-rose-200/90">{character.personalityType}</p>
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-400">
          <span className="inline-flex items-center gap-1">
            <MessageCircle className="h-3.5 w-3.5" aria-hidden="true" />
            {formatCount(character.messageCount)} messages
          </span>
          {character.looks.length > 0 && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <Sparkles className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">
                {character.looks.slice(0, CARD_MAX_LOOKS).join(' · ')}
              </span>
            </span>
          )}
        </div>
        <p className="line-clamp-2 text-sm leading-relaxed text-zinc-300">{character.bio}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {character.tags.slice(0, CARD_MAX_TAGS).map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-violet-500/10 px-2.5 py-0.5 text-xs text-violet-200 ring-1 ring-violet-400/20"
            >
              {tag}
            </li>
          ))}
        </ul>
        <ButtonLink
          to={chatPath}
          className="mt-auto w-full"
          aria-label={`Chat Now with ${character.name}`}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" /> Chat Now
        </ButtonLink>
      </div>
    </article>
  );
}
