import { describe, expect, it } from 'vitest';
import { createSseParser, readEventStream, type SseMessage } from './api';

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
