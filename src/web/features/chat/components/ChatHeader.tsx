import { ArrowLeft, History, SquarePen } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicCharacter } from '#shared/api/characters';
import { AI_DISCLOSURE } from '#shared/paywall';
import { Skeleton } from '#web/components/ui/Skeleton';
import { Avatar } from './Avatar';

interface ChatHeaderProps {
  character: PublicCharacter | null;
  onOpenHistory: () => void;
  onNewChat: () => void;
  creating: boolean;
}

const iconButton =
  'grid h-10 w-10 shrink-0 place-items-center rounded-xl text-zinc-300 transition hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none disabled:opacity-50';

/** Who you are talking to: portrait, name, age and bio line, and a clear "this is an AI" badge. */
export function ChatHeader({ character, onOpenHistory, onNewChat, creating }: ChatHeaderProps) {
  const bioLine = character?.bio.split('\n')[0]?.trim() ?? '';
  return (
    <header className="flex items-center gap-2 border-b border-white/10 bg-[#0f0c17]/80 px-2 py-2.5 backdrop-blur-md sm:gap-3 sm:px-4">
      <Link to="/characters" aria-label="Back to characters" className={iconButton}>
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      </Link>
      {character ? (
        <>
          <span className="relative">
            <Avatar
              name={character.name}
              src={character.thumbnail ?? character.imageUrl}
              className="h-11 w-11 ring-2 ring-rose-400/40"
            />
            <span
              aria-hidden="true"
              className="absolute right-0 bottom-0 h-3 w-3 rounded-full bg-emerald-400 ring-2 ring-[#0f0c17]"
            />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-2">
              <h1 className="truncate text-base font-semibold text-white">{character.name}</h1>
              <span
                title={AI_DISCLOSURE}
                aria-label={AI_DISCLOSURE}
                data-testid="ai-badge"
                className="shrink-0 rounded-md bg-violet-500/20 px-1.5 py-0.5 text-[10px] font-bold tracking-wider text-violet-200 ring-1 ring-violet-400/40"
              >
                AI
              </span>
            </div>
            <p className="truncate text-xs text-zinc-400">
              Age {character.displayAge} • {bioLine}
            </p>
          </div>
        </>
      ) : (
        <div className="flex flex-1 items-center gap-3" aria-hidden="true">
          <Skeleton className="h-11 w-11 rounded-full" />
          <div className="space-y-1.5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-3 w-44" />
          </div>
        </div>
      )}
      <button
        type="button"
        onClick={onNewChat}
        disabled={creating || !character}
        aria-label="New chat"
        title="New chat"
        className="inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-xl text-zinc-300 transition hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none disabled:opacity-50 sm:px-3 sm:text-sm sm:font-medium sm:ring-1 sm:ring-white/10"
      >
        <SquarePen className="h-5 w-5 sm:h-4 sm:w-4" aria-hidden="true" />
        <span className="hidden sm:inline">New chat</span>
      </button>
      <button
        type="button"
        onClick={onOpenHistory}
        aria-label="Show chat history"
        className={`${iconButton} lg:hidden`}
      >
        <History className="h-5 w-5" aria-hidden="true" />
      </button>
    </header>
  );
}
