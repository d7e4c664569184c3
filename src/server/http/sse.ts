import type { FastifyReply, FastifyRequest } from 'fastify';

const KEEP_ALIVE_MS = 15_000;

export const wantsEventStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

/**
 * Takes over the response for Server-Sent Events: the headers, a keep-alive comment every 15 s,
 * the open-streams gauge. Returns a writer that stops writing once the client goes away (the work
 * behind the stream carries on regardless). A caller that makes its own frames (the chat's reply
 * relay, which joins what leaves together into one write) writes them to `response` while `open`.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    // Headers set on the reply before the takeover (security headers, cookies) go out too.
    ...(reply.getHeaders() as Record<string, string | string[]>),
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
    'X-Request-Id': String(request.id),
  });
  // No flushHeaders(): every caller sends an event at once, and the headers leave with it in one
  // socket write instead of a write of their own (one syscall less per chat reply).
  // Open streams are a gauge: up now, down once the response is over, whoever ended it.
  const openStreams = request.server.metrics?.openStreams;
  openStreams?.inc();
  raw.once('close', () => openStreams?.dec());
  let closed = false;
  let corked = false;
  // Events written in the same turn of the event loop leave in one socket write.
  const uncork = () => {
    corked = false;
    raw.uncork();
  };
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  keepAlive.unref();
  request.raw.on('close', () => {
    closed = true;
    clearInterval(keepAlive);
  });
  return {
    get open() {
      return !closed;
    },
    /** The response itself, for a caller that writes its own frames. */
    response: raw,
    send(event: string, data: unknown) {
      if (closed) return;
      if (!corked) {
        corked = true;
        raw.cork();
        setImmediate(uncork);
      }
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    /** Sends what is buffered now (e.g. the first token, so the reader sees it at once). */
    flush() {
      if (corked) uncork();
    },
    end() {
      clearInterval(keepAlive);
      if (corked) uncork();
      if (!closed) raw.end();
      closed = true;
    },
  };
}
