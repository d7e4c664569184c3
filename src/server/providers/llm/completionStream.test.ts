import { describe, expect, it } from 'vitest';
import { CompletionEvents, StreamedError } from './completionStream.js';

const delta = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', choices: [{ index: 0, delta: { content } }] })}\n\n`;

describe('CompletionEvents', () => {
  it('merges the deltas of one read and holds nothing back for the next', () => {
    const events = new CompletionEvents();
    expect(events.feed(delta('Hey') + delta(' you'))).toBe('Hey you');
    expect(events.feed(delta(','))).toBe(',');
  });

  it('completes an event split across reads, CRLF line ends included', () => {
    const events = new CompletionEvents();
    const event = delta('split').replace(/\n/g, '\r\n');
    expect(events.feed(event.slice(0, 20))).toBe('');
    expect(events.feed(event.slice(20))).toBe('split');
  });

  it('reads the usage and stops at [DONE]', () => {
    const events = new CompletionEvents();
    const usage = `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 12, completion_tokens: 3 } })}\n\n`;
    expect(events.feed(`${delta('a')}${usage}data: [DONE]\n\n${delta('late')}`)).toBe('a');
    expect(events.usage).toEqual({ inputTokens: 12, outputTokens: 3 });
    expect(events.done).toBe(true);
  });

  it('ignores other choices and role-only deltas', () => {
    const events = new CompletionEvents();
    const second = `data: ${JSON.stringify({ choices: [{ index: 1, delta: { content: 'no' } }] })}\n\n`;
    const role = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`;
    expect(events.feed(role + second + delta('yes'))).toBe('yes');
  });

  it('before the first token, feeds a burst only up to the first event with text', () => {
    const events = new CompletionEvents();
    const role = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`;
    const rest = delta(' there') + delta('!') + 'data: [DONE]\n\n';
    expect(events.feedToFirstText(role + delta('Hi') + rest)).toEqual({ text: 'Hi', rest });
    expect(events.done).toBe(false);
    expect(events.feed(rest)).toBe(' there!');
    expect(events.done).toBe(true);
  });

  it('feeds a whole read when no event in it carries text, CRLF boundaries included', () => {
    const events = new CompletionEvents();
    const role = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\r\n\r\n`;
    expect(events.feedToFirstText(role + 'data: {"choi')).toEqual({ text: '', rest: '' });
    const tail = 'ces":[{"index":0,"delta":{"content":"late"}}]}\r\n\r\n';
    expect(events.feedToFirstText(tail + delta('x'))).toEqual({ text: 'late', rest: delta('x') });
  });

  it('throws an error the endpoint sent inside the stream, or an unreadable event', () => {
    expect(() =>
      new CompletionEvents().feed(`data: {"error":{"message":"overloaded"}}\n\n`),
    ).toThrow(new StreamedError('overloaded'));
    expect(() => new CompletionEvents().feed('data: {not json\n\n')).toThrow(StreamedError);
  });
});
