/**
 * Merges the plain text-delta events of an OpenAI-compatible SSE stream that arrive in one
 * network read into a single event, before the AI SDK parses them.
 *
 * Why: the SDK validates and converts every event through several web streams (~16 µs each), so a
 * fast endpoint's 200-token reply cost ~3.3 ms of CPU in parsing alone (docs/BENCHMARKS.md). The
 * text is the same either way; only how many events carry it changes. Nothing is held back across
 * reads, so the first token is passed on as soon as it arrives, and any event that is not a plain
 * text delta (role changes, tool calls, finish reasons, usage, errors) passes through untouched
 * and in order.
 */

interface ChunkJson {
  id?: unknown;
  choices: [{ delta: { content: string } }];
}

const TOP_LEVEL_KEYS = new Set([
  'id',
  'object',
  'created',
  'model',
  'system_fingerprint',
  'choices',
  'usage',
]);
const CHOICE_KEYS = new Set(['index', 'delta', 'finish_reason', 'logprobs']);
const DELTA_KEYS = new Set(['role', 'content']);

/** Runs once per streamed event, so it walks the keys without building an array. */
function onlyKeys(value: object, allowed: Set<string>) {
  for (const key in value) if (!allowed.has(key)) return false;
  return true;
}

/** The parsed chunk when it carries nothing but text for the first choice; otherwise null. */
export function plainTextDelta(data: string): ChunkJson | null {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    return null;
  }
  if (!chunk || typeof chunk !== 'object' || !onlyKeys(chunk, TOP_LEVEL_KEYS)) return null;
  const { choices, usage } = chunk as { choices?: unknown; usage?: unknown };
  if (usage != null || !Array.isArray(choices) || choices.length !== 1) return null;
  const choice = choices[0] as Record<string, unknown> | null;
  if (!choice || typeof choice !== 'object' || !onlyKeys(choice, CHOICE_KEYS)) return null;
  if ((choice.index ?? 0) !== 0 || choice.finish_reason != null || choice.logprobs != null)
    return null;
  const delta = choice.delta as Record<string, unknown> | null;
  if (!delta || typeof delta !== 'object' || !onlyKeys(delta, DELTA_KEYS)) return null;
  if (typeof delta.content !== 'string') return null;
  return chunk as ChunkJson;
}

/** Rewrites one read's worth of complete SSE events. */
export function coalesceEvents(events: string[]): string {
  let out = '';
  let pending: { raw: string; chunk: ChunkJson; merged: boolean } | null = null;
  const flush = () => {
    if (!pending) return;
    out += pending.merged ? `data: ${JSON.stringify(pending.chunk)}\n\n` : pending.raw;
    pending = null;
  };
  for (const event of events) {
    const raw = `${event}\n\n`;
    const isSingleDataLine = event.startsWith('data:') && !event.includes('\n');
    const chunk = isSingleDataLine ? plainTextDelta(event.slice(5).trimStart()) : null;
    if (!chunk) {
      flush();
      out += raw;
    } else if (pending && pending.chunk.id === chunk.id) {
      if (!pending.merged) pending.chunk = structuredClone(pending.chunk);
      pending.chunk.choices[0].delta.content += chunk.choices[0].delta.content;
      pending.merged = true;
    } else {
      flush();
      pending = { raw, chunk, merged: false };
    }
  }
  flush();
  return out;
}

/** A byte stream transform applying coalesceEvents to each read's complete events. */
export function coalesceDeltaStream(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let buffer = '';
  return new TransformStream({
    transform(bytes, controller) {
      buffer += decoder.decode(bytes, { stream: true });
      // SSE allows CRLF and CR line ends; a CR at the very end may be half of a CRLF.
      if (buffer.includes('\r')) {
        const held = buffer.endsWith('\r') ? '\r' : '';
        buffer = buffer.slice(0, buffer.length - held.length).replace(/\r\n?/g, '\n') + held;
      }
      const end = buffer.lastIndexOf('\n\n');
      if (end < 0) return;
      const complete = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      controller.enqueue(encoder.encode(coalesceEvents(complete.split('\n\n'))));
    },
    flush(controller) {
      buffer += decoder.decode();
      if (buffer) controller.enqueue(encoder.encode(buffer));
    },
  });
}

/** A fetch whose event-stream responses pass through coalesceDeltaStream. */
export function coalescingFetch(baseFetch: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await baseFetch(input, init);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body || !type.includes('text/event-stream')) return response;
    return new Response(response.body.pipeThrough(coalesceDeltaStream()), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
