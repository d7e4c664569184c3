import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import { DELIVERY_LABELS, type DeliveryStatus } from '../chatState';

const icons = { sending: Clock, sent: Check, delivered: CheckCheck, read: CheckCheck } as const;

/** The status under a user message; 'Failed' is a button that puts the text back to resend. */
export function DeliveryLine({
  status,
  onResend,
}: {
  status: DeliveryStatus;
  onResend: () => void;
}) {
  if (status === 'failed') {
    return (
      <button
        type="button"
        onClick={onResend}
        aria-label="Failed. Resend this message"
        title="Put the text back in the input to send it again"
        className="inline-flex items-center gap-1 rounded-md px-1 text-xs font-medium text-rose-400 hover:text-rose-300 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
      >
        <AlertCircle className="h-3.5 w-3.5" aria-hidden="true" />
        Failed
        <span className="text-rose-400/70"> · tap to resend</span>
      </button>
    );
  }
  const Icon = icons[status];
  return (
    <span
      data-testid="delivery-status"
      className={
        status === 'read'
          ? 'inline-flex items-center gap-1 px-1 text-xs text-rose-300'
          : 'inline-flex items-center gap-1 px-1 text-xs text-zinc-500'
      }
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {DELIVERY_LABELS[status]}
    </span>
  );
}
