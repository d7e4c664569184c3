// @vitest-environment happy-dom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '#shared/api/chat';
import { chatMessage } from '#web/test/chatMessage';
import {
  eventStream,
  fakeFetch,
  json,
  renderHookWithProviders,
  type FakeRequest,
} from '#web/test/render';
import { useChatConversation } from './useChatConversation';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message = (id: string, role: 'user' | 'assistant', content: string) =>
  chatMessage(id, role, { content });

const greeting = { ...message('g1', 'assistant', 'Hello you'), kind: 'greeting' as const };
const page = (items: ChatMessage[], extra: object = {}) => ({
  items,
  nextBefore: null,
  engine: 'model',
  generating: false,
  ...extra,
});
const isPage = (request: FakeRequest) =>
  request.method === 'GET' && request.url.startsWith('/api/conversations/c1/messages');

function setup() {
  const options = {
    onMissing: vi.fn(),
    onRefused: vi.fn(),
    onSuspended: vi.fn(),
    onReply: vi.fn(),
  };
  const hook = renderHookWithProviders(() => useChatConversation('c1', options));
  return { options, ...hook };
}

describe('useChatConversation', () => {
  it('loads the conversation', async () => {
    fakeFetch(() => json(200, page([greeting], { engine: 'offline', nextBefore: 'cursor' })));
    const { result } = setup();
    expect(result.current.load.status).toBe('loading');
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    expect(result.current.state.messages).toEqual([greeting]);
    expect(result.current.state.engine).toBe('offline');
    expect(result.current.state.nextBefore).toBe('cursor');
  });

  it('hands an unknown conversation to onMissing instead of showing an error', async () => {
    fakeFetch(() => json(404, { error: { code: 'not_found', message: 'Unknown conversation' } }));
    const { result, options } = setup();
    await waitFor(() => expect(options.onMissing).toHaveBeenCalledTimes(1));
    expect(result.current.load.status).toBe('loading');
  });

  it('shows a load failure, and the conversation once a retry works', async () => {
    let failing = true;
    fakeFetch(() =>
      failing
        ? json(503, { error: { code: 'unavailable', message: 'Down for a moment' } })
        : json(200, page([greeting])),
    );
    const { result } = setup();
    await waitFor(() =>
      expect(result.current.load).toEqual({ status: 'error', message: 'Down for a moment' }),
    );
    failing = false;
    act(() => result.current.retryLoad());
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    expect(result.current.state.messages).toEqual([greeting]);
  });

  it('sends a message, streams the reply and walks the status to Read', async () => {
    const stored = message('u1', 'user', 'Hi there');
    const reply = message('a1', 'assistant', 'Hey, good to see you');
    const requests = fakeFetch((request) =>
      isPage(request)
        ? json(200, page([greeting]))
        : eventStream([
            { event: 'user_message', data: { ...stored, status: 'sent' } },
            { event: 'start', data: { messageId: 'a1' } },
            { event: 'delta', data: { text: 'Hey, good to see you' } },
            { event: 'message', data: reply },
          ]),
    );
    const { result, options } = setup();
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => {
      expect(result.current.actions.send('  Hi there  ')).toBe(true);
    });
    expect(result.current.state.messages.at(-1)?.content).toBe('Hi there');
    await waitFor(() =>
      expect(result.current.state.messages.map((item) => item.id)).toEqual(['g1', 'u1', 'a1']),
    );
    expect(options.onReply).toHaveBeenCalledWith(reply);
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      url: '/api/conversations/c1/messages',
      body: { content: 'Hi there' },
    });
    await waitFor(() => expect(result.current.state.delivery.u1).toBe('read'));
    expect(result.current.pending).toBe(false);
  });

  it('sends nothing for blank text', async () => {
    const requests = fakeFetch(() => json(200, page([greeting])));
    const { result } = setup();
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => {
      expect(result.current.actions.send('   ')).toBe(false);
    });
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows the paywall reply and its card copy from a 402', async () => {
    const stored = message('u1', 'user', 'Something more');
    const paywall = {
      ...message('p1', 'assistant', 'That is for Premium'),
      kind: 'paywall' as const,
    };
    fakeFetch((request) =>
      isPage(request)
        ? json(200, page([greeting]))
        : json(402, {
            error: { code: 'nsfw_paywall', message: 'Intimate conversation is part of Premium.' },
            reply: 'That is for Premium',
            nsfw_paywall: true,
            variant: 'B',
            userMessage: stored,
            assistantMessage: paywall,
          }),
    );
    const { result, options } = setup();
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => void result.current.actions.send('Something more'));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.state.messages.map((item) => item.id)).toEqual(['g1', 'u1', 'p1']);
    expect(result.current.state.messages[2].paywallVariant).toBe('B');
    expect(options.onRefused).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.state.delivery.u1).toBe('read'));
  });

  it('takes back a message the server refused and gives its text to the input', async () => {
    fakeFetch((request) =>
      isPage(request)
        ? json(200, page([greeting]))
        : json(429, { error: { code: 'rate_limited', message: 'Wait a minute' } }),
    );
    const { result, options } = setup();
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => void result.current.actions.send('Too fast'));
    await waitFor(() => expect(options.onRefused).toHaveBeenCalledWith('Too fast'));
    expect(result.current.state.messages).toEqual([greeting]);
  });

  it('marks the message Failed when the server cannot answer', async () => {
    fakeFetch((request) =>
      isPage(request)
        ? json(200, page([greeting]))
        : json(500, { error: { code: 'internal', message: 'Oops' } }),
    );
    const { result } = setup();
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => void result.current.actions.send('Are you there?'));
    await waitFor(() => expect(result.current.pending).toBe(false));
    const sent = result.current.state.messages.at(-1)!;
    expect(sent.content).toBe('Are you there?');
    expect(result.current.state.delivery[sent.id]).toBe('failed');
  });

  it('follows a reply still being written when the conversation opens', async () => {
    const stored = { ...message('u1', 'user', 'Still there?'), status: 'sent' };
    const reply = message('a1', 'assistant', 'Always');
    const requests = fakeFetch((request) =>
      isPage(request)
        ? json(200, page([greeting, stored], { generating: true }))
        : eventStream([
            { event: 'start', data: { messageId: 'a1' } },
            { event: 'message', data: reply },
          ]),
    );
    const { result } = setup();
    await waitFor(() =>
      expect(result.current.state.messages.map((item) => item.id)).toEqual(['g1', 'u1', 'a1']),
    );
    expect(requests.some((request) => request.url === '/api/conversations/c1/stream')).toBe(true);
    await waitFor(() => expect(result.current.state.delivery.u1).toBe('read'));
  });

  it('puts an older page in front', async () => {
    const older = [message('o1', 'user', 'Earlier'), message('o2', 'assistant', 'Indeed')];
    const requests = fakeFetch((request) =>
      request.url.includes('before=')
        ? json(200, page(older))
        : json(200, page([greeting], { nextBefore: 'cursor-1' })),
    );
    const { result } = setup();
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    await act(() => result.current.actions.loadOlder());
    expect(result.current.state.messages.map((item) => item.id)).toEqual(['o1', 'o2', 'g1']);
    expect(result.current.state.nextBefore).toBeNull();
    expect(requests.at(-1)?.url).toBe('/api/conversations/c1/messages?before=cursor-1');
  });
});
