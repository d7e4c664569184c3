import { Copy, HeartHandshake, RefreshCw, ShieldCheck, Square, Trash2 } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { ChatMessage } from '#shared/api/chat';
import { cn } from '#web/lib/cn';
import { AlternateSwitcher } from './AlternateSwitcher';
import { Avatar } from './Avatar';
import { actionsVisibility } from './actionsVisibility';
import { IconAction } from './IconAction';
import { MessageMarkdown } from './MessageMarkdown';
import { TypingIndicator } from './TypingIndicator';

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
