import { createParser } from 'eventsource-parser';
import type { ParsedEvent } from '../helpers/sse.js';

export interface LiveStream {
  readonly events: ParsedEvent[];
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  /** Resolves once an event of this name has arrived. */
  waitFor(name: string): Promise<ParsedEvent>;
}

/** Reads a Server-Sent Events response while the test goes on doing other things. */
export function followStream(response: Response): LiveStream {
  if (!response.ok || !response.body) throw new Error(`not a stream: ${response.status}`);
  const events: ParsedEvent[] = [];
  const waiters: Array<{ name: string; resolve: (event: ParsedEvent) => void }> = [];
  const parser = createParser({
    onEvent: (message) => {
      const event = {
        event: message.event ?? 'message',
        data: JSON.parse(message.data) as unknown,
      };
      events.push(event);
      for (const waiter of waiters.filter((entry) => entry.name === event.event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  })();
  return {
    events,
    ended,
    waitFor(name) {
      const seen = events.find((event) => event.event === name);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ name, resolve }));
    },
  };
}
