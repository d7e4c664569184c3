import { useEffect, useMemo, useRef, type Dispatch } from 'react';
import type { ChatMessage } from '#shared/api/chat';
import { MESSAGE_READ_DELAY_MS, MESSAGE_SENT_DELAY_MS } from '#shared/constants';
import type { PaywallVariant } from '#shared/paywall';

/** A user message's delivery as shown under it (docs/PRODUCT.md#states). */
export type DeliveryStatus = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

export const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  sending: 'Sending...',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

/** Ids of client-only messages (not stored yet, or never stored). */
export const LOCAL_ID_PREFIX = 'local-';
export const isLocalId = (id: string) => id.startsWith(LOCAL_ID_PREFIX);

/** A message with nothing attached yet: no picture, model, versions, safety mark or receipts. */
export function plainChatMessage(
  fields: Pick<ChatMessage, 'id' | 'conversationId' | 'role' | 'content' | 'status' | 'createdAt'>,
): ChatMessage {
  return {
    ...fields,
    kind: 'text',
    imageUrl: null,
    model: null,
    alternates: [],
    activeAlternate: 0,
    safety: null,
    deliveredAt: null,
    readAt: null,
  };
}

/** The user's message as shown from the moment it is sent, under a client-only id. */
export const localUserMessage = (conversationId: string, content: string) =>
  plainChatMessage({
    id: `${LOCAL_ID_PREFIX}${crypto.randomUUID()}`,
    conversationId,
    role: 'user',
    content,
    status: 'sending',
    createdAt: new Date().toISOString(),
  });

/** The reply being written: its message id once the server names it, and the text so far. */
export interface ReplyDraft {
  messageId: string | null;
  text: string;
}

export interface ChatState {
  messages: ChatMessage[];
  nextBefore: string | null;
  engine: 'offline' | 'model';
  draft: ReplyDraft | null;
  /** The client's view of each user message's delivery, ahead of (or instead of) the server's. */
  delivery: Record<string, DeliveryStatus>;
}

export const initialChatState: ChatState = {
  messages: [],
  nextBefore: null,
  engine: 'model',
  draft: null,
  delivery: {},
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
    case 'read':
    case 'delivered':
      return message.status;
    default:
      return 'sent';
  }
}

/** The A/B copy of a paywall message's card: stored with the message, so a reload keeps it. */
export const paywallVariantOf = (message: ChatMessage): PaywallVariant =>
  message.paywallVariant ?? 'A';

export type ChatAction =
  | { type: 'loaded'; items: ChatMessage[]; nextBefore: string | null; engine: ChatState['engine'] }
  | { type: 'olderLoaded'; items: ChatMessage[]; nextBefore: string | null }
  /** A new or changed message; `delivery` starts a user message's status steps. */
  | { type: 'upserted'; message: ChatMessage; delivery?: DeliveryStatus }
  | { type: 'userEdited'; id: string; content: string }
  /** The server stored a client-only message under its own id. */
  | { type: 'userConfirmed'; localId: string; message: ChatMessage }
  | { type: 'delivery'; id: string; status: DeliveryStatus; onlyFrom?: DeliveryStatus }
  /** A reply starts: for the message `messageId` (regenerate) or for one the server will name. */
  | { type: 'draftOpened'; messageId: string | null }
  /** The reply being written: the server named it, or more words arrived. */
  | { type: 'drafted'; messageId?: string; text?: string }
  | { type: 'draftClosed' }
  | { type: 'removed'; id: string };

function upsert(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const index = messages.findIndex((item) => item.id === message.id);
  if (index === -1) return [...messages, message];
  return messages.map((item, i) => (i === index ? message : item));
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        messages: action.items,
        nextBefore: action.nextBefore,
        engine: action.engine,
      };
    case 'olderLoaded': {
      const known = new Set(state.messages.map((message) => message.id));
      const older = action.items.filter((message) => !known.has(message.id));
      return { ...state, messages: [...older, ...state.messages], nextBefore: action.nextBefore };
    }
    case 'upserted': {
      const { message } = action;
      return {
        ...state,
        messages: upsert(state.messages, message),
        draft: state.draft?.messageId === message.id ? null : state.draft,
        delivery: action.delivery
          ? { ...state.delivery, [message.id]: action.delivery }
          : state.delivery,
      };
    }
    case 'userEdited': {
      // The server drops everything after the edited message and answers it afresh.
      const index = state.messages.findIndex((message) => message.id === action.id);
      if (index === -1) return state;
      const edited = { ...state.messages[index], content: action.content, status: 'sent' };
      return {
        ...state,
        messages: [...state.messages.slice(0, index), edited],
        delivery: { ...state.delivery, [action.id]: 'sending' },
      };
    }
    case 'userConfirmed': {
      const { [action.localId]: status, ...delivery } = state.delivery;
      const messages = state.messages.map((message) =>
        message.id === action.localId || message.id === action.message.id
          ? action.message
          : message,
      );
      return {
        ...state,
        messages,
        delivery: { ...delivery, [action.message.id]: status ?? 'sent' },
      };
    }
    case 'delivery':
      // A late timer must not undo a later step (e.g. 'Sent' arriving after 'Failed').
      if (action.onlyFrom && state.delivery[action.id] !== action.onlyFrom) return state;
      return { ...state, delivery: { ...state.delivery, [action.id]: action.status } };
    case 'draftOpened':
      return { ...state, draft: { messageId: action.messageId, text: '' } };
    case 'drafted': {
      if (!state.draft) return state;
      const { messageId = state.draft.messageId, text = '' } = action;
      return { ...state, draft: { messageId, text: state.draft.text + text } };
    }
    case 'draftClosed': {
      // A half-written assistant row left behind by a failed reply is gone on the server too.
      const id = state.draft?.messageId;
      const messages = state.messages.filter(
        (message) => !(message.id === id && message.status === 'streaming'),
      );
      return { ...state, draft: null, messages };
    }
    case 'removed':
      return { ...state, messages: state.messages.filter((message) => message.id !== action.id) };
  }
}

/** Where a user message's id may change (local → stored) while its timers run. */
export type IdRef = { current: string };

/** The user message a reply answers, when the client is tracking its status. */
export interface TrackedUserMessage {
  id: IdRef;
  text: string;
  /** 'send' and 'edit' run the timed status steps from the start; 'resume' only finishes them. */
  origin: 'send' | 'edit' | 'resume';
}

/**
 * Runs the timed steps of a user message's status (docs/PRODUCT.md#states): 'Sending...', 'Sent'
 * after 100 ms, 'Delivered' when the reply is done (never before 'Sent' has shown), 'Read' 500 ms
 * later; or 'Failed'.
 */
export function useDeliverySteps(dispatch: Dispatch<ChatAction>) {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const sentAt = useRef(new Map<IdRef, number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return useMemo(() => {
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        run();
      }, ms);
      timers.current.add(timer);
    };
    const step = (id: IdRef, status: 'sent' | 'delivered' | 'read') => () =>
      dispatch({
        type: 'delivery',
        id: id.current,
        status,
        onlyFrom: status === 'sent' ? 'sending' : undefined,
      });
    return {
      sending(id: IdRef) {
        sentAt.current.set(id, Date.now() + MESSAGE_SENT_DELAY_MS);
        later(MESSAGE_SENT_DELAY_MS, step(id, 'sent'));
      },
      replied(id: IdRef) {
        const wait = Math.max(0, (sentAt.current.get(id) ?? 0) - Date.now());
        sentAt.current.delete(id);
        if (wait > 0) later(wait, step(id, 'delivered'));
        else step(id, 'delivered')();
        later(wait + MESSAGE_READ_DELAY_MS, step(id, 'read'));
      },
      failed(id: IdRef) {
        sentAt.current.delete(id);
        dispatch({ type: 'delivery', id: id.current, status: 'failed' });
      },
    };
  }, [dispatch]);
}
