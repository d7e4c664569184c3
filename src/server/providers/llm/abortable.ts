/** Cancellation helpers shared by the providers. */
import { LlmError } from './types.js';

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new LlmError('aborted', 'The request was cancelled.');
}

/** Waits `ms`, or less when `signal` aborts first. Never rejects: the caller checks the signal. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
