/**
 * Reads Server-Sent Events from a fetch response. EventSource cannot POST or send a body, and
 * the chat's streamed calls are POSTs, so the body is read here and parsed by `eventsource-parser`.
 */
import { createParser } from 'eventsource-parser';

export interface SseMessage {
  event: string;
  data: string;
}

/** Incremental parser: feed text, get events; `end()` flushes a last event without its blank line. */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  const parser = createParser({
    onEvent: (event) => onMessage({ event: event.event ?? 'message', data: event.data }),
  });
  return {
    push: (chunk: string) => parser.feed(chunk),
    end() {
      // A stream cut after its last data line still delivers that event (the server always
      // closes events properly; a proxy that drops the final blank line should not lose one).
      parser.feed('\n\n');
      parser.reset();
    },
  };
}

/** Yields the events of a response body as they arrive. */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  // stream: true keeps a multi-byte character that is split across chunks intact.
  const decoder = new TextDecoder();
  const queue: SseMessage[] = [];
  const parser = createSseParser((message) => queue.push(message));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        parser.push(decoder.decode());
        parser.end();
      } else parser.push(decoder.decode(value, { stream: true }));
      while (queue.length > 0) yield queue.shift()!;
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
