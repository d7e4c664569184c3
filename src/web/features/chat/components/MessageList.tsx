import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ChatMessage } from '#shared/api/chat';
import { CHAT_FAILURE_REPLY } from '#shared/constants';
import { Spinner } from '#web/components/ui/Spinner';
import { deliveryOf, paywallVariantOf, type ChatState } from '../chatState';
import { useStickToBottom } from '../useStickToBottom';
import { DeleteMessageDialog } from './DeleteMessageDialog';
import { AssistantMessage, UserMessage } from './MessageBubbles';
import { PaywallCard } from './PaywallCard';

/** A first guess of a row's height; each row is measured once drawn. */
const ESTIMATED_ROW_PX = 96;
/** Rows drawn beyond each edge of the visible window, so a fast scroll finds them ready. */
const OVERSCAN_ROWS = 8;
const DRAFT_KEY = 'draft';

interface MessageListProps {
  state: ChatState;
  character: { name: string; imageUrl?: string };
  busy: boolean;
  loadingOlder: boolean;
  signedIn: boolean;
  actions: MessageListActions;
  /** Shown above the first message (the AI notice). */
  header?: ReactNode;
  /** Shown below the last message (starter chips). */
  footer?: ReactNode;
  /** Changes when the user sends: the list jumps back to the bottom. */
  sentCount: number;
  /** The Listen control under a reply (voice replies), or null. */
  renderVoice?: (message: ChatMessage) => ReactNode;
}

/** The scrolling conversation: messages, the reply being written, older pages, jump to latest. */
export function MessageList(props: MessageListProps) {
  const { state, character, busy, actions } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const { atBottom, scrollToBottom, rememberPosition } = useStickToBottom(scroller, content);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);

  useEffect(() => {
    if (props.sentCount > 0) scrollToBottom();
  }, [props.sentCount, scrollToBottom]);

  // Reaching the top loads the previous page.
  const { nextBefore } = state;
  const { loadOlder } = actions;
  const loadingOlder = props.loadingOlder;
  useEffect(() => {
    const sentinel = topSentinel.current;
    if (!sentinel || !nextBefore || loadingOlder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        rememberPosition();
        void loadOlder();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [nextBefore, loadingOlder, loadOlder, rememberPosition]);

  const { messages, draft } = state;
  const draftTarget = draft?.messageId ?? null;
  const draftHasBubble = draftTarget !== null && messages.some((m) => m.id === draftTarget);
  // The reply being written before the server names its message: one more row at the end.
  const rowCount = messages.length + (draft && !draftHasBubble ? 1 : 0);

  // Only the rows near the visible window are in the page (decision 0110): a long conversation
  // scrolls as smoothly as a short one. Keys are message ids, so an older page added above keeps
  // the measured heights.
  const list = useRef<HTMLOListElement>(null);
  const [listTop, setListTop] = useState(0);
  useLayoutEffect(() => {
    const top = list.current?.offsetTop ?? 0;
    if (top !== listTop) setListTop(top);
  });
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => messages[index]?.id ?? DRAFT_KEY,
    overscan: OVERSCAN_ROWS,
    scrollMargin: listTop,
  });

  const context: RowContext = {
    state,
    character,
    busy,
    signedIn: props.signedIn,
    actions,
    lastUserId: messages.findLast((message) => message.role === 'user')?.id,
    editingId,
    setEditingId,
    askDelete: setDeleting,
    renderVoice: props.renderVoice,
  };
  const rows = virtualizer.getVirtualItems().map((row) => (
    <li
      key={row.key}
      ref={virtualizer.measureElement}
      data-index={row.index}
      className="absolute inset-x-0 flex flex-col gap-2 pb-2"
      style={{ top: row.start - virtualizer.options.scrollMargin }}
    >
      {row.index < messages.length ? (
        <MessageRow index={row.index} context={context} />
      ) : (
        <AssistantMessage message={null} character={character} streamingText={draft?.text ?? ''} />
      )}
    </li>
  ));

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        className="relative h-full overflow-y-auto overscroll-contain [overflow-anchor:none]"
        data-testid="message-scroller"
      >
        <div ref={content} className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-5 sm:px-6">
          <div ref={topSentinel} aria-hidden="true" />
          {props.header}
          <ol
            ref={list}
            aria-label="Messages"
            className="relative"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {rows}
          </ol>
          {props.footer}
        </div>
      </div>
      {props.loadingOlder && (
        <div className="pointer-events-none absolute inset-x-0 top-3 flex justify-center">
          <span className="flex items-center gap-2 rounded-full bg-zinc-900/90 px-3 py-1.5 text-xs text-zinc-300 ring-1 ring-white/10">
            <Spinner className="h-3.5 w-3.5" label="Loading older messages" /> Loading older
            messages
          </span>
        </div>
      )}
      {!atBottom && (
        <button
          type="button"
          onClick={() => scrollToBottom('smooth')}
          className="absolute bottom-4 left-1/2 flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-zinc-900/95 px-4 py-2 text-sm font-medium text-white shadow-xl ring-1 ring-white/15 backdrop-blur transition hover:bg-zinc-800 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
        >
          <ArrowDown className="h-4 w-4" aria-hidden="true" /> Jump to latest
        </button>
      )}
      <DeleteMessageDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => (deleting ? actions.remove(deleting.id) : Promise.resolve(true))}
      />
    </div>
  );
}

export interface MessageListActions {
  edit: (messageId: string, text: string) => void;
  regenerate: (messageId: string) => void;
  remove: (messageId: string) => Promise<boolean>;
  swipe: (message: ChatMessage, index: number) => void;
  loadOlder: () => Promise<void>;
  resend: (message: ChatMessage) => void;
  copy: (text: string) => void;
}

/** What every row needs to know about the list around it. */
export interface RowContext {
  state: ChatState;
  character: { name: string; imageUrl?: string };
  busy: boolean;
  signedIn: boolean;
  actions: MessageListActions;
  lastUserId: string | undefined;
  editingId: string | null;
  setEditingId: (id: string | null) => void;
  askDelete: (message: ChatMessage) => void;
  renderVoice?: (message: ChatMessage) => ReactNode;
}

/** One message of the conversation, with what follows it (the failure line, the paywall card). */
export function MessageRow({ index, context }: { index: number; context: RowContext }) {
  const { state, character, busy, actions } = context;
  const { messages, draft } = state;
  const message = messages[index];
  const latest = index === messages.length - 1;

  if (message.role === 'user') {
    const delivery = deliveryOf(message, state.delivery);
    const isLastUser = message.id === context.lastUserId;
    const unanswered = messages[index + 1]?.role !== 'assistant';
    return (
      <>
        <UserMessage
          message={message}
          delivery={isLastUser || delivery === 'failed' ? delivery : null}
          editing={context.editingId === message.id}
          latest={latest}
          canEdit={isLastUser && delivery !== 'failed' && message.status !== 'sending'}
          busy={busy}
          onStartEdit={() => context.setEditingId(message.id)}
          onCancelEdit={() => context.setEditingId(null)}
          onSaveEdit={(text) => {
            context.setEditingId(null);
            actions.edit(message.id, text);
          }}
          onResend={() => actions.resend(message)}
          onCopy={actions.copy}
          onDelete={() => context.askDelete(message)}
        />
        {delivery === 'failed' && unanswered && (
          // Client-only (docs/PRODUCT.md#messages): never stored, gone after a resend.
          <AssistantMessage message={null} character={character} text={CHAT_FAILURE_REPLY} />
        )}
      </>
    );
  }

  const streamingText =
    draft && draft.messageId === message.id
      ? draft.text
      : message.status === 'streaming'
        ? ''
        : null;
  return (
    <>
      <AssistantMessage
        message={message}
        character={character}
        streamingText={streamingText}
        busy={busy}
        latest={latest}
        canRegenerate={latest && message.kind === 'text' && !message.safety && messages.length > 1}
        onRegenerate={() => actions.regenerate(message.id)}
        onSwipe={(alternate) => actions.swipe(message, alternate)}
        onCopy={actions.copy}
        onDelete={() => context.askDelete(message)}
        voice={streamingText === null ? context.renderVoice?.(message) : null}
      />
      {message.interrupted && (
        // The reply was cut off by a server fault: its partial text, then the failure line.
        <AssistantMessage message={null} character={character} text={CHAT_FAILURE_REPLY} />
      )}
      {message.kind === 'paywall' && (
        <PaywallCard variant={paywallVariantOf(message)} signedIn={context.signedIn} />
      )}
    </>
  );
}
