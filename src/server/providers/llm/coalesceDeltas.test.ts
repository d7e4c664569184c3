import { describe, expect, it } from 'vitest';
import { coalesceDeltaStream, coalesceEvents, plainTextDelta } from './coalesceDeltas.js';

const chunk = (delta: object, extra: object = {}) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', model: 'm', choices: [{ index: 0, delta, finish_reason: null }], ...extra })}`;

const dataOf = (out: string) =>
  out
    .split('\n\n')
    .filter(Boolean)
    .map((event) => (event === 'data: [DONE]' ? '[DONE]' : JSON.parse(event.slice(6))));

describe('coalesceEvents', () => {
  it('merges consecutive plain text deltas into one event with the same text', () => {
    const out = coalesceEvents([
      chunk({ role: 'assistant', content: '' }),
      chunk({ content: 'Hel' }),
      chunk({ content: 'lo' }),
    ]);
    const events = dataOf(out);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      id: 'c1',
      model: 'm',
      choices: [{ index: 0, delta: { role: 'assistant', content: 'Hello' }, finish_reason: null }],
    });
  });

  it('passes every other event through unchanged and in order', () => {
    const finish = `data: ${JSON.stringify({ id: 'c1', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}`;
    const tool = chunk({ tool_calls: [{ index: 0, function: { arguments: '{' } }] });
    const usage = chunk({ content: 'x' }, { usage: { prompt_tokens: 1 } });
    const out = coalesceEvents([
      chunk({ content: 'a' }),
      chunk({ content: 'b' }),
      tool,
      chunk({ content: 'c' }),
      usage,
      finish,
      ': keep-alive',
      'data: [DONE]',
    ]);
    expect(out.split('\n\n').filter(Boolean)).toEqual([
      chunk({ content: 'ab' }),
      tool,
      chunk({ content: 'c' }),
      usage,
      finish,
      ': keep-alive',
      'data: [DONE]',
    ]);
  });

  it('keeps a lone delta byte for byte and does not merge across response ids', () => {
    const other = chunk({ content: 'z' }).replace('"c1"', '"c2"');
    expect(coalesceEvents([chunk({ content: 'a' }), other])).toBe(
      `${chunk({ content: 'a' })}\n\n${other}\n\n`,
    );
  });

  it('recognises only text deltas of the first choice', () => {
    expect(plainTextDelta('{"choices":[{"index":0,"delta":{"content":"hi"}}]}')).not.toBeNull();
    expect(plainTextDelta('{"choices":[{"index":1,"delta":{"content":"hi"}}]}')).toBeNull();
    expect(plainTextDelta('{"choices":[{"delta":{"content":"a"}},{"delta":{}}]}')).toBeNull();
    expect(plainTextDelta('{"choices":[{"delta":{"reasoning_content":"x"}}]}')).toBeNull();
    expect(plainTextDelta('{"error":{"message":"overloaded"}}')).toBeNull();
    expect(plainTextDelta('not json')).toBeNull();
  });
});

describe('coalesceDeltaStream', () => {
  async function run(parts: string[]) {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    }).pipeThrough(coalesceDeltaStream());
    const reads: string[] = [];
    const decoder = new TextDecoder();
    for await (const bytes of stream as unknown as AsyncIterable<Uint8Array>)
      reads.push(decoder.decode(bytes));
    return reads;
  }

  it('emits once per read, holding back only an incomplete event', async () => {
    const a = chunk({ content: 'a' });
    const b = chunk({ content: 'b' });
    const c = chunk({ content: 'c' });
    const reads = await run([
      `${a}\n\n${b}\n\n${c.slice(0, 10)}`,
      `${c.slice(10)}\n\ndata: [DONE]\n\n`,
    ]);
    expect(reads.map(dataOf)).toEqual([
      [
        expect.objectContaining({
          choices: [expect.objectContaining({ delta: { content: 'ab' } })],
        }),
      ],
      [
        expect.objectContaining({
          choices: [expect.objectContaining({ delta: { content: 'c' } })],
        }),
        '[DONE]',
      ],
    ]);
  });

  it('understands CRLF line ends, also split across reads', async () => {
    const a = chunk({ content: 'a' });
    const reads = await run([`${a}\r\n`, `\r\n${chunk({ content: 'b' })}\r`, `\n\r\n`]);
    expect(reads).toEqual([`${a}\n\n`, `${chunk({ content: 'b' })}\n\n`]);
  });

  it('passes on a trailing event without a blank line at the end of the stream', async () => {
    expect((await run(['data: [DONE]'])).join('')).toBe('data: [DONE]');
  });
});
