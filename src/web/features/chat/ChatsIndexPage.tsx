import { MessageCircleHeart, RefreshCw, Sparkles } from 'lucide-react';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { useConversations } from './api';
import { ConversationList } from './components/ConversationList';
import { useNow } from './useNow';

/** /chat — every conversation of this visitor, newest first (the dashboard's back target). */
export default function ChatsIndexPage() {
  const conversations = useConversations();
  const now = useNow();
  const items = conversations.data?.items;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-white sm:text-3xl">Your chats</h1>
          <p className="mt-1 text-sm text-zinc-400">Pick up where you left off.</p>
        </div>
        <ButtonLink to="/characters" variant="outline" size="sm">
          <Sparkles className="h-4 w-4" aria-hidden="true" /> New chat
        </ButtonLink>
      </div>

      <div className="mt-8">
        {items && items.length > 0 && (
          <div className="rounded-2xl border border-white/10 bg-white/[0.02] p-2">
            <ConversationList items={items} now={now} />
          </div>
        )}
        {items && items.length === 0 && (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-white/10 px-6 py-16 text-center">
            <span className="grid h-14 w-14 place-items-center rounded-2xl bg-gradient-to-br from-rose-500/20 to-violet-600/20 ring-1 ring-rose-400/20">
              <MessageCircleHeart className="h-7 w-7 text-rose-300" aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-white">No conversations yet</h2>
            <p className="mt-1 max-w-sm text-zinc-400">
              Choose a companion and say hi — your chats will show up here.
            </p>
            <ButtonLink to="/characters" className="mt-6">
              Browse characters
            </ButtonLink>
          </div>
        )}
        {conversations.isError && !items && (
          <div
            role="alert"
            className="rounded-2xl border border-rose-400/20 bg-rose-500/5 p-8 text-center"
          >
            <p className="text-zinc-300">We couldn&apos;t load your chats.</p>
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => void conversations.refetch()}
            >
              <RefreshCw className="h-4 w-4" aria-hidden="true" /> Try again
            </Button>
          </div>
        )}
        {conversations.isPending && (
          <div className="space-y-2" aria-hidden="true">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-16 rounded-xl" />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
