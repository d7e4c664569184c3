import { SendHorizontal, Square } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_INPUT_MAX_HEIGHT_PX, CHAT_MESSAGE_MAX_CHARS } from '#shared/constants';
import { cn } from '#web/lib/cn';

/** The counter appears once a message gets this close to the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_CHARS - 500;

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  characterName: string;
  /** A reply is pending: typing and sending wait (docs/PRODUCT.md#states). */
  pending: boolean;
  /** The reply is streaming: Stop replaces Send. */
  streaming: boolean;
  /** Sending is not possible at all (e.g. suspended account). */
  disabled?: boolean;
  /** Bumped to move the focus into the box (after a resend puts the text back). */
  focusKey?: number;
}

/** The message box: Enter sends, Shift+Enter adds a line, grows up to 120 px. */
export function ChatInput(props: ChatInputProps) {
  const { value, pending, streaming } = props;
  const area = useRef<HTMLTextAreaElement>(null);
  const locked = pending || Boolean(props.disabled);
  // While a reply is pending the box is read-only rather than disabled, so it keeps the focus
  // (and the phone keeps its keyboard) for the next message.
  const canSend = !locked && value.trim().length > 0;

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, CHAT_INPUT_MAX_HEIGHT_PX)}px`;
  }, [value]);

  // Ready to type on arrival where there is a keyboard; on touch screens a focus would pop
  // up the on-screen keyboard over the conversation.
  useEffect(() => {
    if (window.matchMedia('(hover: hover)').matches) area.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (props.focusKey) area.current?.focus();
  }, [props.focusKey]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) props.onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const remaining = CHAT_MESSAGE_MAX_CHARS - value.length;
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div className="relative min-w-0 flex-1">
        <textarea
          ref={area}
          value={value}
          onChange={(event) => props.onChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={props.disabled}
          readOnly={pending}
          aria-disabled={locked}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          rows={1}
          placeholder={`Message ${props.characterName}...`}
          aria-label={`Message ${props.characterName}`}
          enterKeyHint="send"
          className={cn(
            'block w-full resize-none rounded-2xl border border-white/10 bg-white/[0.05] px-4 py-3 text-[15px] leading-6 text-white',
            'placeholder:text-zinc-500 focus:border-rose-400/50 focus:bg-white/[0.07] focus:outline-none disabled:cursor-not-allowed disabled:opacity-60',
            pending && 'cursor-progress text-zinc-400',
            value.length >= COUNTER_FROM && 'pr-20',
          )}
          style={{ maxHeight: CHAT_INPUT_MAX_HEIGHT_PX }}
        />
        {value.length >= COUNTER_FROM && (
          <span
            aria-live="polite"
            className={cn(
              'absolute right-3 bottom-3 text-xs tabular-nums',
              remaining <= 100 ? 'text-rose-300' : 'text-zinc-500',
            )}
          >
            {value.length}/{CHAT_MESSAGE_MAX_CHARS}
          </span>
        )}
      </div>
      {streaming ? (
        <button
          type="button"
          onClick={props.onStop}
          aria-label="Stop generating"
          className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-white/10 text-white ring-1 ring-white/15 transition hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
        >
          <Square className="h-4 w-4 fill-current" aria-hidden="true" />
        </button>
      ) : (
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-rose-500 to-violet-600 text-white shadow-lg shadow-rose-500/25 transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950 focus-visible:outline-none active:scale-95 disabled:opacity-40 disabled:shadow-none"
        >
          <SendHorizontal className="h-5 w-5" aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
