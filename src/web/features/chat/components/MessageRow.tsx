import type { ReactNode } from 'react';
import type { ChatMessage } from '#shared/api/chat';
import { CHAT_FAILURE_REPLY } from '#shared/constants';
import { deliveryOf, paywallVariantOf, type ChatState } from '../chatState';
import { AssistantMessage } from './AssistantMessage';
import { PaywallCard } from './PaywallCard';
import { UserMessage } from './UserMessage';

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
