/**
 * Real sampler progress from ComfyUI's websocket (`/ws?clientId=…`): it sends
 * `{type: 'progress', data: {value, max}}` for each sampler step of the prompts queued with that
 * client id. Progress is a nicety: when the socket cannot open, generation goes on by polling.
 */
import WebSocket from 'ws';
import type { ImageProgress } from './types.js';

/** How long queueing waits for the socket to open before going on without it. */
const OPEN_TIMEOUT_MS = 2000;

export interface ProgressListener {
  close(): void;
}

export function comfyWebsocketUrl(baseUrl: string, clientId: string): string {
  const url = new URL(`${baseUrl}/ws`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('clientId', clientId);
  return url.toString();
}

/** Resolves once the socket is open (or has failed, or took too long): never rejects. */
export function listenForProgress(
  baseUrl: string,
  clientId: string,
  onProgress: (progress: ImageProgress) => void,
): Promise<ProgressListener> {
  const socket = new WebSocket(comfyWebsocketUrl(baseUrl, clientId));
  const listener = { close: () => socket.terminate() };
  socket.on('message', (data, isBinary) => {
    // Binary frames are live preview images; only JSON text frames carry progress.
    if (isBinary) return;
    const progress = parseProgress(data.toString());
    if (progress) onProgress(progress);
  });
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve(listener);
    };
    const timer = setTimeout(() => {
      socket.terminate();
      done();
    }, OPEN_TIMEOUT_MS);
    socket.once('open', done);
    socket.once('close', done);
    // Without a listener an 'error' event would crash the process; a failed socket only costs progress.
    socket.on('error', done);
  });
}

export function parseProgress(text: string): ImageProgress | null {
  try {
    const message = JSON.parse(text) as {
      type?: unknown;
      data?: { value?: unknown; max?: unknown };
    };
    if (message.type !== 'progress') return null;
    const { value, max } = message.data ?? {};
    if (typeof value !== 'number' || typeof max !== 'number' || max <= 0) return null;
    const percent = Math.max(0, Math.min(100, Math.round((value / max) * 100)));
    return { percent, step: `Step ${value} of ${max}` };
  } catch {
    return null;
  }
}
