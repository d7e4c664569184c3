// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '#shared/api/chat';
import { chatMessage } from '#web/test/chatMessage';
import { renderWithProviders } from '#web/test/render';
import { initialChatState, type ChatState } from '../chatState';
import { MessageList, type MessageListActions } from './MessageList';

const VIEWPORT_PX = 600;
const ROW_PX = 80;

// happy-dom lays nothing out: give the scroller a viewport and every drawn row a height.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'message-scroller' ? VIEWPORT_PX : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.index === undefined ? 0 : ROW_PX;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function message(index: number): ChatMessage {
  const role = index % 2 === 0 ? 'user' : 'assistant';
  return chatMessage(`m${index}`, role, { content: `Message number ${index}` });
}

const actions: MessageListActions = {
  edit: vi.fn(),
  regenerate: vi.fn(),
  remove: vi.fn(async () => true),
  swipe: vi.fn(),
  loadOlder: vi.fn(async () => undefined),
  resend: vi.fn(),
  copy: vi.fn(),
};

function renderList(state: ChatState) {
  return renderWithProviders(
    <MessageList
      state={state}
      character={{ name: 'Luna' }}
      busy={false}
      loadingOlder={false}
      signedIn
      actions={actions}
      sentCount={0}
    />,
  );
}

const rowsShown = () =>
  within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

describe('MessageList', () => {
  const long = {
    ...initialChatState,
    messages: Array.from({ length: 2000 }, (_, i) => message(i)),
  };

  it('draws only a window of a 2,000-message conversation', () => {
    renderList(long);
    const shown = rowsShown().length;
    expect(shown).toBeGreaterThan(0);
    // The visible rows plus a few beyond each edge, nowhere near all 2,000.
    expect(shown).toBeLessThanOrEqual(Math.ceil(VIEWPORT_PX / ROW_PX) + 2 * 8 + 1);
    // The list still takes the whole conversation's height, so the scrollbar is true.
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(parseInt(list.style.height, 10)).toBeGreaterThanOrEqual(2000 * ROW_PX);
  });

  it('draws the rows of the place scrolled to, and drops the others', async () => {
    renderList(long);
    const scroller = screen.getByTestId('message-scroller');
    const height = parseInt(screen.getByRole('list', { name: 'Messages' }).style.height, 10);
    // Halfway down the list is message 1,000.
    scroller.scrollTop = height / 2;
    fireEvent.scroll(scroller);
    expect(await screen.findByText('Message number 1000')).toBeTruthy();
    expect(screen.queryByText('Message number 0')).toBeNull();
    expect(rowsShown().length).toBeLessThan(40);
  });

  it('shows the reply being written as a last row before the server names it', () => {
    renderList({
      ...initialChatState,
      messages: [message(0)],
      draft: { messageId: null, text: 'Writing this now' },
    });
    expect(rowsShown()).toHaveLength(2);
    expect(screen.getByText('Writing this now')).toBeTruthy();
  });
});
