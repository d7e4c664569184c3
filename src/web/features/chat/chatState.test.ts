import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat';
import { chatMessage } from '#web/test/chatMessage';
import { chatReducer, initialChatState, paywallVariantOf, type ChatState } from './chatState';

const message = (id: string, role: ChatMessage['role'], extra: Partial<ChatMessage> = {}) =>
  chatMessage(id, role, { createdAt: '2025-01-01T00:00:00.000Z', ...extra });

const withMessages = (...messages: ChatMessage[]): ChatState => ({ ...initialChatState, messages });

describe('chatReducer', () => {
  it('replaces the optimistic message with the stored one and keeps its status', () => {
    let state = chatReducer(initialChatState, {
      type: 'upserted',
      message: message('local-1', 'user', { status: 'sending' }),
      delivery: 'sending',
    });
    expect(state.delivery).toEqual({ 'local-1': 'sending' });
    state = chatReducer(state, { type: 'delivery', id: 'local-1', status: 'sent' });
    state = chatReducer(state, {
      type: 'userConfirmed',
      localId: 'local-1',
      message: message('u1', 'user', { status: 'sent' }),
    });
    expect(state.messages.map((m) => m.id)).toEqual(['u1']);
    expect(state.delivery).toEqual({ u1: 'sent' });
  });

  it('ignores a late timer step that no longer applies', () => {
    let state = chatReducer(initialChatState, { type: 'delivery', id: 'u1', status: 'failed' });
    state = chatReducer(state, { type: 'delivery', id: 'u1', status: 'sent', onlyFrom: 'sending' });
    expect(state.delivery.u1).toBe('failed');
  });

  it('streams into a draft and closes it when the final message arrives', () => {
    let state = chatReducer(withMessages(message('u1', 'user')), {
      type: 'draftOpened',
      messageId: null,
    });
    state = chatReducer(state, { type: 'drafted', text: 'Hel' });
    state = chatReducer(state, { type: 'drafted', messageId: 'a1' });
    state = chatReducer(state, { type: 'drafted', text: 'lo' });
    expect(state.draft).toEqual({ messageId: 'a1', text: 'Hello' });
    state = chatReducer(state, { type: 'upserted', message: message('a1', 'assistant') });
    expect(state.draft).toBeNull();
    expect(state.messages.map((m) => m.id)).toEqual(['u1', 'a1']);
  });

  it('drops a half-written reply row when the draft closes without a final message', () => {
    const state = chatReducer(
      {
        ...withMessages(message('u1', 'user'), message('a1', 'assistant', { status: 'streaming' })),
        draft: { messageId: 'a1', text: 'Hi' },
      },
      { type: 'draftClosed' },
    );
    expect(state.messages.map((m) => m.id)).toEqual(['u1']);
  });

  it('an edit drops everything after the edited message', () => {
    const state = chatReducer(
      withMessages(message('g', 'assistant'), message('u1', 'user'), message('a1', 'assistant')),
      { type: 'userEdited', id: 'u1', content: 'changed' },
    );
    expect(state.messages.map((m) => m.content)).toEqual(['assistant g', 'changed']);
    expect(state.delivery.u1).toBe('sending');
  });

  it('ignores reply words when no reply is being written', () => {
    const state = chatReducer(initialChatState, { type: 'drafted', text: 'late' });
    expect(state.draft).toBeNull();
  });

  it('renders a reloaded paywall message with the variant stored on it', () => {
    const reloaded = chatReducer(initialChatState, {
      type: 'loaded',
      items: [message('p1', 'assistant', { kind: 'paywall', paywallVariant: 'B' })],
      nextBefore: null,
      engine: 'model',
    });
    expect(paywallVariantOf(reloaded.messages[0])).toBe('B');
    expect(paywallVariantOf(message('p2', 'assistant', { kind: 'paywall' }))).toBe('A');
  });

  it('adds older pages in front without duplicates', () => {
    const state = chatReducer(withMessages(message('m3', 'user'), message('m4', 'assistant')), {
      type: 'olderLoaded',
      items: [message('m1', 'user'), message('m2', 'assistant'), message('m3', 'user')],
      nextBefore: null,
    });
    expect(state.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });
});
