/**
 * Raw calls to ComfyUI for the admin diagnostics passthroughs (docs/API.md, "ComfyUI
 * diagnostics"). They go to the first `COMFYUI_URL` of the pool: a prompt queued there is also
 * the one whose history and files the next calls read.
 */
import { ImageBackendError } from './types.js';

/** Diagnostics answer fast or say the backend is slow; generation has its own, longer deadline. */
const PASSTHROUGH_TIMEOUT_MS = 15_000;

export interface ComfyRelayed {
  status: number;
  contentType: string;
  body: Buffer;
}

export class ComfyNotConfiguredError extends Error {
  constructor() {
    super('No ComfyUI is configured: set COMFYUI_URL to use the ComfyUI diagnostics.');
  }
}

export function createComfyPassthrough(urls: readonly string[]) {
  async function relay(path: string, init: RequestInit = {}): Promise<ComfyRelayed> {
    const base = urls[0];
    if (!base) throw new ComfyNotConfiguredError();
    let response: Response;
    try {
      response = await fetch(new URL(path, base.endsWith('/') ? base : `${base}/`), {
        ...init,
        signal: AbortSignal.timeout(PASSTHROUGH_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ImageBackendError(`ComfyUI is not reachable (${reason}).`, true);
    }
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  return {
    configured: () => urls.length > 0,
    prompt: (body: unknown) =>
      relay('prompt', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    history: (promptId: string) => relay(`history/${encodeURIComponent(promptId)}`),
    view: (query: { filename: string; subfolder?: string; type?: string }) =>
      relay(
        `view?${new URLSearchParams({
          filename: query.filename,
          subfolder: query.subfolder ?? '',
          type: query.type ?? 'output',
        }).toString()}`,
      ),
  };
}

export type ComfyPassthrough = ReturnType<typeof createComfyPassthrough>;
