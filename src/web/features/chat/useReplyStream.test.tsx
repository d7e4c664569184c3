// @vitest-environment happy-dom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessage } from '#web/test/chatMessage';
import { eventStream, fakeFetch, json, renderHookWithProviders } from '#web/test/render';
import type { ChatAction, TrackedUserMessage } from './chatState';
import {
  createSseParser,
  readEventStream,
  useReplyStream,
  type ReplyCallbacks,
  type SseMessage,
} from './useReplyStream';

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

  it('gives the text back when the session ended elsewhere (401: nothing was stored)', async () => {
    const ended = 'Your session has ended. Please sign in again.';
    fakeFetch(() => json(401, { error: { code: 'unauthorized', message: ended } }));
    const { actions, callbacks, send } = setup();
    await send();
    expect(actions).toContainEqual({ type: 'removed', id: 'local-1' });
    expect(callbacks.onRefused).toHaveBeenCalledWith('Hello');
    expect(actions).not.toContainEqual(
      expect.objectContaining({ type: 'delivery', status: 'failed' }),
    );
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

function parse(chunks: string[]) {
  const out: SseMessage[] = [];
  const parser = createSseParser((message) => out.push(message));
  chunks.forEach((chunk) => parser.push(chunk));
  parser.end();
  return out;
}

describe('createSseParser', () => {
  it('parses named events with JSON data and skips comments', () => {
    expect(
      parse([
        ': keep-alive\n\nevent: start\ndata: {"messageId":"m1"}\n\nevent: delta\ndata: {"text":"Hi"}\n\n',
      ]),
    ).toEqual([
      { event: 'start', data: '{"messageId":"m1"}' },
      { event: 'delta', data: '{"text":"Hi"}' },
    ]);
  });

  it('joins events split across chunks, including a split \\r\\n', () => {
    expect(parse(['event: del', 'ta\r', '\ndata: {"text":', '"a"}\r\n\r', '\n'])).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
    ]);
  });

  it('joins multi-line data and defaults the event name', () => {
    expect(parse(['data: one\ndata: two\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('dispatches a last event that lacks the closing blank line', () => {
    expect(parse(['event: message\ndata: {}'])).toEqual([{ event: 'message', data: '{}' }]);
  });
});

describe('readEventStream', () => {
  it('reads events from a byte stream as they arrive', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: start\ndata: {"messageId":"x"}\n\nevent: de'));
        controller.enqueue(encoder.encode('lta\ndata: {"text":"💕"}\n\n'));
        controller.close();
      },
    });
    const events: SseMessage[] = [];
    for await (const event of readEventStream(body)) events.push(event);
    expect(events.map((event) => event.event)).toEqual(['start', 'delta']);
    expect(JSON.parse(events[1].data)).toEqual({ text: '💕' });
  });

  it('keeps a character whose bytes are split across chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"💕"}\n\n');
    const cut = bytes.indexOf(0xf0) + 2; // inside the four bytes of the emoji
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const events: SseMessage[] = [];
    for await (const event of readEventStream(body)) events.push(event);
    expect(JSON.parse(events[0].data)).toEqual({ text: '💕' });
  });
});
