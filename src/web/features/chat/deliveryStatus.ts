import type { ChatMessage } from '../../../shared/api/chat';

/** A user message's delivery as shown under it (docs/PRODUCT.md#states). */
export type DeliveryStatus = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

export const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  sending: 'Sending...',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

/** The client's own status wins (it runs the timed steps); otherwise the stored one. */
export function deliveryOf(
  message: ChatMessage,
  delivery: Record<string, DeliveryStatus>,
): DeliveryStatus {
  const local = delivery[message.id];
  if (local) return local;
  switch (message.status) {
    case 'failed':
      return 'failed';
    case 'read':
      return 'read';
    case 'delivered':
      return 'delivered';
    default:
      return 'sent';
  }
}

/** Ids of client-only messages (not stored yet, or never stored). */
export const LOCAL_ID_PREFIX = 'local-';
export const isLocalId = (id: string) => id.startsWith(LOCAL_ID_PREFIX);
