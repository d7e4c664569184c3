import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImageJobStatus } from '#shared/api/imaging.js';
import { openEventStream } from '#server/http/sse.js';

/** How often a progress stream looks at the request row (any instance may run the job). */
const STREAM_POLL_MS = 500;
/** A stream ends after this long even if the job has not (the page falls back to polling). */
const STREAM_MAX_MS = 10 * 60_000;

const ended = (job: ImageJobStatus) => job.status === 'done' || job.status === 'failed';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Streams a job's status as Server-Sent Events: `progress` on every change, then `done` or
 * `failed`, then the end. It re-reads the request row rather than listening in-process, so it
 * works whichever instance runs the job (docs/decisions/0050-imaging-jobs.md).
 */
export async function streamJobEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  first: ImageJobStatus,
  read: () => Promise<ImageJobStatus>,
) {
  const stream = openEventStream(request, reply);
  let closed = false;
  reply.raw.on('close', () => (closed = true));
  const deadline = Date.now() + STREAM_MAX_MS;
  let last = first;
  let sent = '';
  try {
    while (!closed && Date.now() < deadline) {
      const text = JSON.stringify(last);
      if (text !== sent) {
        stream.send(ended(last) ? last.status : 'progress', last);
        sent = text;
      }
      if (ended(last)) break;
      await sleep(STREAM_POLL_MS);
      last = await read();
    }
  } catch (error) {
    // The row went away (image deleted) or the database failed: the page falls back to polling.
    request.log.warn({ err: error }, 'image progress stream ended early');
  } finally {
    stream.end();
  }
}
