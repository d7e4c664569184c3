import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Plus, X } from 'lucide-react';
import { Skeleton } from '#web/components/ui/Skeleton';
import { cn } from '#web/lib/cn';
import { useConversations } from '../api';
import { useNow } from '../useNow';
import { ConversationList, NoConversations } from './ConversationList';

interface HistoryPanelProps {
  activeId: string | null;
  /** Room on the right of the title row for the drawer's close button. */
  insetEnd?: boolean;
  onNewChat: () => void;
  creating: boolean;
  onNavigate?: () => void;
}

/** The chat history: every conversation of this visitor, and a way to start a new one. */
function HistoryPanel({ activeId, onNewChat, creating, onNavigate, insetEnd }: HistoryPanelProps) {
  const conversations = useConversations();
  const now = useNow();
  const items = conversations.data?.items;
  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex items-center justify-between gap-2 pt-4 pb-3 pl-4',
          insetEnd ? 'pr-14' : 'pr-4',
        )}
      >
        <h2 className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">Chats</h2>
        <button
          type="button"
          onClick={onNewChat}
          disabled={creating}
          className="inline-flex items-center gap-1.5 rounded-lg bg-white/[0.06] px-2.5 py-1.5 text-xs font-medium text-zinc-100 ring-1 ring-white/10 transition hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none disabled:opacity-50"
        >
          <Plus className="h-3.5 w-3.5" aria-hidden="true" /> New chat
        </button>
      </div>
      <nav aria-label="Chat history" className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
        {items ? (
          items.length > 0 ? (
            <ConversationList items={items} activeId={activeId} onNavigate={onNavigate} now={now} />
          ) : (
            <NoConversations />
          )
        ) : conversations.isError ? (
          <p className="px-3 py-6 text-center text-sm text-zinc-500">Could not load your chats.</p>
        ) : (
          <div className="space-y-2 px-2" aria-hidden="true">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-14 rounded-xl" />
            ))}
          </div>
        )}
      </nav>
    </div>
  );
}

/** Always shown from 1024 px on. */
export function HistorySidebar(props: HistoryPanelProps) {
  return (
    <aside
      aria-label="Chat history"
      className="hidden w-72 shrink-0 border-r border-white/10 bg-[#0f0c17]/70 lg:block"
    >
      <HistoryPanel {...props} />
    </aside>
  );
}

/** Below 1024 px: the same panel as a drawer, opened from the chat header. */
export function HistoryDrawer({
  open,
  onOpenChange,
  ...props
}: HistoryPanelProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-[fade-in_200ms_ease-out] lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-[300px] max-w-[85vw] animate-[slide-in-left_220ms_ease-out] border-r border-white/10 bg-[#110e19] shadow-2xl focus:outline-none lg:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Chat history</DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label="Close chat history"
            className="absolute top-3.5 right-3 z-10 rounded-lg p-1.5 text-zinc-400 transition hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </DialogPrimitive.Close>
          <HistoryPanel {...props} insetEnd onNavigate={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
