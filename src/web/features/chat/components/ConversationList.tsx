import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { ConversationSummary } from '#shared/api/chat';
import { cn } from '#web/lib/cn';
import { relativeTime } from '../relativeTime';
import { Avatar } from './Avatar';

interface ConversationListProps {
  items: ConversationSummary[];
  activeId?: string | null;
  onNavigate?: () => void;
  /** For the live "Just now" → "1m ago" labels. */
  now: Date;
}

export const conversationPath = (item: Pick<ConversationSummary, 'id' | 'characterId'>) =>
  `/chat/${encodeURIComponent(item.characterId)}?c=${item.id}`;

/** Conversations, newest first: portrait, name, last message (50 chars) and when. */
export function ConversationList({ items, activeId, onNavigate, now }: ConversationListProps) {
  return (
    <ul className="flex flex-col gap-1" data-testid="conversation-list">
      {items.map((item) => {
        const active = item.id === activeId;
        return (
          <li key={item.id}>
            <Link
              to={conversationPath(item)}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-xl px-2.5 py-2.5 transition focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none',
                active
                  ? 'bg-gradient-to-r from-rose-500/20 to-violet-500/10 ring-1 ring-rose-400/30'
                  : 'hover:bg-white/[0.06]',
              )}
            >
              <Avatar name={item.characterName} src={item.characterImage} className="h-11 w-11" />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-sm font-semibold text-white">
                    {item.characterName}
                  </span>
                  <time
                    dateTime={item.lastMessageAt}
                    className="shrink-0 text-[11px] text-zinc-500"
                  >
                    {relativeTime(item.lastMessageAt, now)}
                  </time>
                </span>
                <span className="block truncate text-xs text-zinc-400">
                  {item.lastMessage || 'No messages yet'}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function NoConversations({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col items-center px-4 py-10 text-center', className)}>
      <MessageCircle className="h-8 w-8 text-zinc-600" aria-hidden="true" />
      <p className="mt-3 text-sm text-zinc-400">No conversations yet</p>
    </div>
  );
}
