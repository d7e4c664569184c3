import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface ParsedEvent {
  event: string;
  data: unknown;
}

const toEvent = (message: EventSourceMessage): ParsedEvent => ({
  event: message.event ?? 'message',
  data: JSON.parse(message.data) as unknown,
});

/** Reads a whole SSE body with a real SSE parser. */
export function parseEventStream(body: string): ParsedEvent[] {
  const events: ParsedEvent[] = [];
  const parser = createParser({ onEvent: (message) => events.push(toEvent(message)) });
  parser.feed(body);
  return events;
}

/** Streams SSE from a live server over real HTTP; `onEvent` may abort the request. */
export async function readEventStream(
  url: string,
  init: RequestInit,
  onEvent: (event: ParsedEvent, abort: () => void) => void = () => undefined,
): Promise<ParsedEvent[]> {
  const controller = new AbortController();
  const events: ParsedEvent[] = [];
  const parser = createParser({
    onEvent: (message) => {
      const event = toEvent(message);
      events.push(event);
      onEvent(event, () => controller.abort());
    },
  });
  const response = await fetch(url, { ...init, signal: controller.signal });
  if (!response.ok || !response.body)
    throw new Error(`stream failed: ${response.status} ${await response.text()}`);
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return events;
}
