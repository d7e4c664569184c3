import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_CHARS } from '#shared/constants';
import { Button } from '#web/components/ui/Button';

interface InlineEditorProps {
  initial: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/** Edits the last user message in place: Enter saves, Shift+Enter is a newline, Escape cancels. */
export function InlineEditor({ initial, onSave, onCancel }: InlineEditorProps) {
  const [text, setText] = useState(initial);
  const ref = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
  }, []);

  const save = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    if (trimmed === initial.trim()) onCancel();
    else onSave(trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  return (
    <div className="flex w-full min-w-[min(18rem,70vw)] flex-col gap-2">
      <textarea
        ref={ref}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_CHARS}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label="Edit your message"
        rows={3}
        className="w-full resize-none rounded-xl border border-white/15 bg-black/30 px-3 py-2 text-sm text-white focus:border-rose-400/60 focus:outline-none"
      />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" onClick={save} disabled={!text.trim()}>
          Save &amp; resend
        </Button>
      </div>
    </div>
  );
}
