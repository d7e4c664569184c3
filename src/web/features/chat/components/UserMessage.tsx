import { Copy, Pencil, Trash2 } from 'lucide-react';
import type { ChatMessage } from '#shared/api/chat';
import { cn } from '#web/lib/cn';
import type { DeliveryStatus } from '../chatState';
import { DeliveryLine } from './DeliveryLine';
import { actionsVisibility } from './actionsVisibility';
import { IconAction } from './IconAction';
import { InlineEditor } from './InlineEditor';
import { MessageMarkdown } from './MessageMarkdown';

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
