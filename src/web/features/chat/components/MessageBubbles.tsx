/** The two kinds of message bubble, the user's and the character's, and the Markdown they share. */
import { Copy, HeartHandshake, Pencil, RefreshCw, ShieldCheck, Square, Trash2 } from 'lucide-react';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import type { ChatMessage } from '#shared/api/chat';
import { cn } from '#web/lib/cn';
import type { DeliveryStatus } from '../chatState';
import { AlternateSwitcher } from './AlternateSwitcher';
import { Avatar } from './Avatar';
import { actionsVisibility } from './actionsVisibility';
import { DeliveryLine } from './DeliveryLine';
import { IconAction } from './IconAction';
import { InlineEditor } from './InlineEditor';
import { TypingIndicator } from './TypingIndicator';

interface UserMessageProps {
  message: ChatMessage;
  /** Shown for the latest message and for failed ones. */
  delivery: DeliveryStatus | null;
  editing: boolean;
  /** The newest message: its actions stay visible on touch screens. */
  latest: boolean;
  canEdit: boolean;
  busy: boolean;
  onStartEdit: () => void;
  onSaveEdit: (text: string) => void;
  onCancelEdit: () => void;
  onResend: () => void;
  onCopy: (text: string) => void;
  onDelete: () => void;
}

/** One of the user's own messages, right-aligned, with its delivery status and actions. */
export function UserMessage(props: UserMessageProps) {
  const { message, delivery, busy } = props;
  const failed = delivery === 'failed';
  return (
    <article
      // Focusable so a tap (or Tab) reveals the actions where there is no hover.
      tabIndex={props.editing ? -1 : 0}
      aria-label="You said"
      data-testid="user-message"
      className="group ml-auto flex max-w-[min(85%,42rem)] flex-col items-end gap-1 rounded-2xl focus-visible:ring-2 focus-visible:ring-rose-400/60 focus-visible:outline-none"
    >
      {props.editing ? (
        <InlineEditor
          initial={message.content}
          onSave={props.onSaveEdit}
          onCancel={props.onCancelEdit}
        />
      ) : (
        <div
          className={cn(
            'rounded-2xl rounded-br-md px-4 py-2.5 text-[15px] leading-relaxed break-words text-white shadow-lg',
            failed
              ? 'bg-rose-950/60 ring-1 ring-rose-500/40'
              : 'bg-gradient-to-br from-rose-500 to-violet-600 shadow-rose-950/30',
          )}
        >
          <MessageMarkdown text={message.content} />
        </div>
      )}
      {!props.editing && (
        <div className="flex min-h-7 items-center gap-1">
          <div className={actionsVisibility(Boolean(props.latest))}>
            <IconAction label="Copy message" onClick={() => props.onCopy(message.content)}>
              <Copy className="h-3.5 w-3.5" aria-hidden="true" />
            </IconAction>
            {props.canEdit && (
              <IconAction label="Edit message" disabled={busy} onClick={props.onStartEdit}>
                <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
              </IconAction>
            )}
            <IconAction label="Delete message" disabled={busy} onClick={props.onDelete}>
              <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
            </IconAction>
          </div>
          {delivery && <DeliveryLine status={delivery} onResend={props.onResend} />}
        </div>
      )}
    </article>
  );
}

export interface AssistantMessageProps {
  /** Null for a reply the server has not named yet (or the client-only failure line). */
  message: ChatMessage | null;
  character: { name: string; imageUrl?: string };
  /** Text streaming into this bubble: '' shows the typing dots; null when not streaming. */
  streamingText?: string | null;
  /** Shown instead of the message's content (the client-only failure line). */
  text?: string;
  canRegenerate?: boolean;
  busy?: boolean;
  /** The newest message: its actions stay visible on touch screens. */
  latest?: boolean;
  onRegenerate?: () => void;
  onSwipe?: (index: number) => void;
  onCopy?: (text: string) => void;
  onDelete?: () => void;
  /** Listen · credits, the voice player, or the Premium lock (voice replies). */
  voice?: ReactNode;
}

function SafetyMarker({ action }: { action: 'refused' | 'crisis' }) {
  const Icon = action === 'crisis' ? HeartHandshake : ShieldCheck;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-zinc-500">
      <Icon className="h-3.5 w-3.5 text-violet-300" aria-hidden="true" />
      {action === 'crisis' ? 'Support resources' : 'Safety reply'}
    </span>
  );
}

/** One reply of the character: Markdown text, versions, and its actions. */
export function AssistantMessage(props: AssistantMessageProps) {
  const { message, character, streamingText = null, busy = false } = props;
  const streaming = streamingText !== null;
  const content = streaming ? streamingText : (props.text ?? message?.content ?? '');
  const versions = message?.alternates.length ?? 0;
  const swipeable = Boolean(message && versions > 1 && props.onSwipe && !streaming);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!swipeable || event.target !== event.currentTarget || busy || !message) return;
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    const next = message.activeAlternate + step;
    if (step && next >= 0 && next < versions) {
      event.preventDefault();
      props.onSwipe?.(next);
    }
  };

  return (
    <article
      tabIndex={message ? 0 : -1}
      onKeyDown={onKeyDown}
      aria-label={`${character.name} said`}
      aria-busy={streaming}
      data-testid="assistant-message"
      className="group flex max-w-[min(85%,42rem)] items-end gap-2.5 rounded-2xl focus-visible:ring-2 focus-visible:ring-rose-400/60 focus-visible:outline-none"
    >
      <Avatar name={character.name} src={character.imageUrl} className="mb-7 h-8 w-8" />
      <div className="flex min-w-0 flex-col items-start gap-1">
        <div
          className={cn(
            'rounded-2xl rounded-bl-md px-4 py-2.5 text-[15px] leading-relaxed break-words text-zinc-100',
            message?.safety
              ? 'border border-violet-400/25 bg-violet-500/10'
              : 'bg-white/[0.07] ring-1 ring-white/5',
          )}
        >
          {message?.kind === 'image' && message.imageUrl && (
            // A picture asked for in the chat; the file is served to its owner only.
            <a href={message.imageUrl} target="_blank" rel="noreferrer" className="mb-2 block">
              <img
                src={message.imageUrl}
                alt={`A picture from ${character.name}`}
                loading="lazy"
                data-testid="chat-image"
                className="max-h-96 w-auto max-w-full rounded-xl bg-black/30"
              />
            </a>
          )}
          {streaming && content === '' ? (
            <TypingIndicator name={character.name} />
          ) : (
            <MessageMarkdown text={content} />
          )}
        </div>
        <div className="flex min-h-7 flex-wrap items-center gap-2 pl-1">
          {message?.safety && <SafetyMarker action={message.safety.action} />}
          {message?.interrupted && !streaming && (
            <span className="inline-flex items-center gap-1 text-xs text-rose-300/80">
              <Square className="h-3 w-3" aria-hidden="true" /> Interrupted
            </span>
          )}
          {message?.status === 'stopped' && !streaming && (
            <span className="inline-flex items-center gap-1 text-xs text-zinc-500">
              <Square className="h-3 w-3" aria-hidden="true" /> Stopped
            </span>
          )}
          {swipeable && message && (
            <AlternateSwitcher
              index={message.activeAlternate}
              total={versions}
              disabled={busy}
              onSelect={(index) => props.onSwipe?.(index)}
            />
          )}
          {message && !streaming && (
            <div className={actionsVisibility(Boolean(props.latest))}>
              <IconAction label="Copy message" onClick={() => props.onCopy?.(content)}>
                <Copy className="h-3.5 w-3.5" aria-hidden="true" />
              </IconAction>
              {props.canRegenerate && (
                <IconAction label="Regenerate reply" disabled={busy} onClick={props.onRegenerate}>
                  <RefreshCw className="h-3.5 w-3.5" aria-hidden="true" />
                </IconAction>
              )}
              {props.onDelete && message.kind !== 'greeting' && (
                <IconAction label="Delete message" disabled={busy} onClick={props.onDelete}>
                  <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                </IconAction>
              )}
            </div>
          )}
        </div>
        {props.voice && <div className="pl-1">{props.voice}</div>}
      </div>
    </article>
  );
}

const components: Components = {
  // Replies come from a model: links leave the app in a new tab and get no access to it.
  a: ({ href, children }) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-rose-300 underline decoration-rose-300/40 underline-offset-2 hover:text-rose-200"
    >
      {children}
    </a>
  ),
  p: ({ children }) => <p className="my-1.5 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-1.5 list-disc space-y-0.5 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-1.5 list-decimal space-y-0.5 pl-5">{children}</ol>,
  strong: ({ children }) => <strong className="font-semibold text-white">{children}</strong>,
  em: ({ children }) => <em className="text-zinc-200 italic">{children}</em>,
  blockquote: ({ children }) => (
    <blockquote className="my-1.5 border-l-2 border-rose-400/50 pl-3 text-zinc-300">
      {children}
    </blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-black/30 px-1 py-0.5 font-mono text-[0.85em]">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="my-2 overflow-x-auto rounded-lg bg-black/30 p-3 text-xs">{children}</pre>
  ),
  h1: ({ children }) => <p className="my-1.5 font-semibold text-white">{children}</p>,
  h2: ({ children }) => <p className="my-1.5 font-semibold text-white">{children}</p>,
  h3: ({ children }) => <p className="my-1.5 font-semibold text-white">{children}</p>,
};

/**
 * Safe Markdown for chat text: raw HTML is dropped (no rehype-raw), images are not loaded
 * (no tracking pixels from model output), and react-markdown's URL filter removes
 * javascript: and similar links.
 */
export const MessageMarkdown = memo(function MessageMarkdown({ text }: { text: string }) {
  return (
    <Markdown components={components} skipHtml disallowedElements={['img']} unwrapDisallowed>
      {text}
    </Markdown>
  );
});
