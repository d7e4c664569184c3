import { useEffect, useState } from 'react';
import type { ImageJobStatus } from '#shared/api/imaging';
import {
  IMAGE_ESTIMATE_SECONDS,
  IMAGE_PROGRESS_STEP_PERCENT,
  IMAGE_PROGRESS_TICK_MS,
  IMAGE_STEP_TEXTS,
  IMAGE_STEP_TEXT_MS,
} from '#shared/imaging';
import { useImageJob } from './api';

/** The simulated bar stops short of full until the job really ends. */
const SIMULATED_CEILING = 96;

/**
 * Follows one image job: Server-Sent Events from /events, polling when the stream is missing
 * or broken. Returns the latest status (null until the first answer).
 */
export function useJobStatus(jobId: string | null): ImageJobStatus | null {
  const [streamed, setStreamed] = useState<ImageJobStatus | null>(null);
  const [streaming, setStreaming] = useState(false);
  useEffect(() => {
    setStreamed(null);
    if (!jobId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/imaging/jobs/${jobId}/events`);
    setStreaming(true);
    const read = (event: MessageEvent<string>) => {
      try {
        setStreamed(JSON.parse(event.data) as ImageJobStatus);
      } catch {
        // A malformed event: polling carries on.
      }
    };
    const end = (event: MessageEvent<string>) => {
      read(event);
      source.close();
      setStreaming(false);
    };
    source.addEventListener('progress', read);
    source.addEventListener('done', end);
    source.addEventListener('failed', end);
    // On a broken stream polling takes over (the browser's own reconnects are not needed).
    source.onerror = () => {
      source.close();
      setStreaming(false);
    };
    return () => {
      source.close();
      setStreaming(false);
    };
  }, [jobId]);
  const polled = useImageJob(jobId, streaming);
  const latest = [streamed, polled.data ?? null].filter(Boolean) as ImageJobStatus[];
  // Whichever source is further along wins (a poll may answer after the stream's last event).
  return latest.sort((a, b) => rank(b) - rank(a))[0] ?? null;
}

const rank = (job: ImageJobStatus) =>
  (job.status === 'done' || job.status === 'failed' ? 1000 : 0) + job.progress;

/**
 * What the progress card shows: real progress when the backend reports it, else the cadence of
 * docs/API.md ("Imaging"): +2% every 300 ms, a new step text every 2.5 s, a 15 s countdown.
 */
export function useProgressDisplay(job: ImageJobStatus | null) {
  const [startedAt] = useState(() => Date.now());
  const [elapsedMs, setElapsedMs] = useState(0);
  const running = job?.status !== 'done' && job?.status !== 'failed';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setElapsedMs(Date.now() - startedAt), IMAGE_PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [running, startedAt]);

  const simulated = Math.min(
    SIMULATED_CEILING,
    Math.floor(elapsedMs / IMAGE_PROGRESS_TICK_MS) * IMAGE_PROGRESS_STEP_PERCENT,
  );
  const percent = !running ? 100 : Math.max(simulated, job?.progress ?? 0);
  const stepIndex = Math.min(
    IMAGE_STEP_TEXTS.length - 1,
    Math.floor(elapsedMs / IMAGE_STEP_TEXT_MS),
  );
  const secondsLeft = Math.max(0, IMAGE_ESTIMATE_SECONDS - Math.floor(elapsedMs / 1000));
  return { percent, step: IMAGE_STEP_TEXTS[stepIndex], secondsLeft };
}
