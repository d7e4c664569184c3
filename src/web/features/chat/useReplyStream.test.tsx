// @vitest-environment happy-dom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessage } from '#web/test/chatMessage';
import { eventStream, fakeFetch, json, renderHookWithProviders } from '#web/test/render';
import type { ChatAction } from './chatState';
import { useReplyStream, type ReplyCallbacks, type TrackedUserMessage } from './useReplyStream';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message = (id: string, role: 'user' | 'assistant', content: string) =>
  chatMessage(id, role, { content, status: role === 'user' ? 'sent' : 'complete' });

function setup() {
  const actions: ChatAction[] = [];
  const callbacks: ReplyCallbacks = {
    onSettled: vi.fn(),
    onRefused: vi.fn(),
    onSuspended: vi.fn(),
    reload: vi.fn(),
  };
  const { result } = renderHookWithProviders(() =>
    useReplyStream((action) => actions.push(action), callbacks),
  );
  const user: TrackedUserMessage = { id: { current: 'local-1' }, text: 'Hello', origin: 'send' };
  const send = () =>
    act(() =>
      result.current.run(
        { path: '/api/conversations/c1/messages', method: 'POST', body: { content: 'Hello' } },
        user,
        null,
      ),
    );
  const types = () => actions.map((action) => action.type);
  return { actions, callbacks, result, user, send, types };
}

describe('useReplyStream', () => {
  it('turns a streamed reply into state changes, in order, and settles once', async () => {
    const stored = message('m-user', 'user', 'Hello');
    const reply = message('m-reply', 'assistant', 'Hi there');
    const requests = fakeFetch(() =>
      eventStream([
        { event: 'user_message', data: stored },
        { event: 'start', data: { messageId: 'm-reply' } },
        { event: 'delta', data: { text: 'Hi ' } },
        { event: 'delta', data: { text: 'there' } },
        { event: 'message', data: reply },
      ]),
    );
    const { actions, callbacks, result, user, send, types } = setup();
    await send();
    expect(requests[0].headers.get('Accept')).toBe('text/event-stream');
    expect(types()).toEqual(
      expect.arrayContaining(['draftOpened', 'userConfirmed', 'drafted', 'upserted']),
    );
    expect(actions.filter((action) => action.type === 'drafted')).toEqual([
      { type: 'drafted', messageId: 'm-reply' },
      { type: 'drafted', text: 'Hi ' },
      { type: 'drafted', text: 'there' },
    ]);
    expect(user.id.current).toBe('m-user');
    expect(callbacks.onSettled).toHaveBeenCalledTimes(1);
    expect(callbacks.onSettled).toHaveBeenCalledWith(reply);
    expect(callbacks.reload).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.pending).toBe(false));
  });

  it('shows the paywall card from a 402 in the error shape', async () => {
    const stored = message('m-user', 'user', 'Hello');
    const paywall = {
      ...message('m-pay', 'assistant', 'Just for Premium'),
      kind: 'paywall' as const,
    };
    fakeFetch(() =>
      json(402, {
        error: { code: 'nsfw_paywall', message: 'Intimate conversation is part of Premium.' },
        reply: 'Just for Premium',
        nsfw_paywall: true,
        variant: 'B',
        userMessage: stored,
        assistantMessage: paywall,
      }),
    );
    const { actions, callbacks, send } = setup();
    await send();
    // The card's copy comes from the 402's variant when the message does not carry one.
    expect(actions).toContainEqual({
      type: 'upserted',
      message: { ...paywall, paywallVariant: 'B' },
    });
    expect(actions).toContainEqual({
      type: 'userConfirmed',
      localId: 'local-1',
      message: stored,
    });
    expect(callbacks.onSettled).toHaveBeenCalledWith(paywall);
    expect(callbacks.onRefused).not.toHaveBeenCalled();
  });

  it('gives the text back to the input when the server refuses before storing (429)', async () => {
    fakeFetch(() => json(429, { error: { code: 'rate_limited', message: 'Wait a minute' } }));
    const { actions, callbacks, send } = setup();
    await send();
    expect(actions).toContainEqual({ type: 'removed', id: 'local-1' });
    expect(callbacks.onRefused).toHaveBeenCalledWith('Hello');
    expect(callbacks.onSettled).not.toHaveBeenCalled();
  });

  it('marks the message failed when the stream carries an event it does not know', async () => {
    fakeFetch(() => eventStream([{ event: 'delta', data: { words: 'not the shape' } }]));
    const { actions, callbacks, send } = setup();
    await send();
    expect(actions).toContainEqual({ type: 'delivery', id: 'local-1', status: 'failed' });
    expect(actions.some((action) => action.type === 'drafted')).toBe(false);
    expect(callbacks.onSettled).not.toHaveBeenCalled();
  });

  it('asks the server again when the stream ends before the reply does', async () => {
    fakeFetch(() =>
      eventStream([
        { event: 'start', data: { messageId: 'm-reply' } },
        { event: 'delta', data: { text: 'Hi' } },
      ]),
    );
    const { callbacks, send } = setup();
    await send();
    expect(callbacks.reload).toHaveBeenCalledWith(false);
  });
});
