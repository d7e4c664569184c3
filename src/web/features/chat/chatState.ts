import type { ChatMessage } from '../../../shared/api/chat';
import type { PaywallVariant } from '../../../shared/paywall';
import type { DeliveryStatus } from './deliveryStatus';

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
  /** From the 402 that created a paywall message (older servers did not store it on the message). */
  paywallVariants: Record<string, PaywallVariant>;
}

/** The A/B copy of a paywall message's card: stored with the message, so a reload keeps it. */
export function paywallVariantOf(message: ChatMessage, state: ChatState): PaywallVariant {
  return message.paywallVariant ?? state.paywallVariants[message.id] ?? 'A';
}

export const initialChatState: ChatState = {
  messages: [],
  nextBefore: null,
  engine: 'model',
  draft: null,
  delivery: {},
  paywallVariants: {},
};

export type ChatAction =
  | { type: 'loaded'; items: ChatMessage[]; nextBefore: string | null; engine: ChatState['engine'] }
  | { type: 'olderLoaded'; items: ChatMessage[]; nextBefore: string | null }
  | { type: 'userAdded'; message: ChatMessage }
  | { type: 'userEdited'; id: string; content: string }
  | { type: 'userConfirmed'; localId: string; message: ChatMessage }
  | { type: 'delivery'; id: string; status: DeliveryStatus; onlyFrom?: DeliveryStatus }
  | { type: 'draftOpened'; messageId: string | null }
  | { type: 'draftStarted'; messageId: string }
  | { type: 'delta'; text: string }
  | { type: 'draftClosed' }
  | { type: 'upserted'; message: ChatMessage }
  | { type: 'paywalled'; variant: PaywallVariant; message: ChatMessage }
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
    case 'userAdded':
      return {
        ...state,
        messages: [...state.messages, action.message],
        delivery: { ...state.delivery, [action.message.id]: 'sending' },
      };
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
    case 'draftStarted':
      return state.draft
        ? { ...state, draft: { ...state.draft, messageId: action.messageId } }
        : state;
    case 'delta':
      return state.draft
        ? { ...state, draft: { ...state.draft, text: state.draft.text + action.text } }
        : state;
    case 'draftClosed': {
      // A half-written assistant row left behind by a failed reply is gone on the server too.
      const id = state.draft?.messageId;
      const messages = state.messages.filter(
        (message) => !(message.id === id && message.status === 'streaming'),
      );
      return { ...state, draft: null, messages };
    }
    case 'upserted':
      return {
        ...state,
        messages: upsert(state.messages, action.message),
        draft: state.draft?.messageId === action.message.id ? null : state.draft,
      };
    case 'paywalled':
      return {
        ...state,
        messages: upsert(state.messages, action.message),
        paywallVariants: { ...state.paywallVariants, [action.message.id]: action.variant },
      };
    case 'removed':
      return { ...state, messages: state.messages.filter((message) => message.id !== action.id) };
  }
}
