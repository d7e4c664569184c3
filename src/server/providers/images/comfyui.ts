/**
 * The ComfyUI client: uploads the face reference, queues the workflow on `POST /prompt`, polls
 * `GET /history/{id}` until the first output image exists, and fetches it from `GET /view`.
 * Progress comes from the websocket when it can open. The whole generation, upload to download,
 * is bounded by one deadline (120 s by default).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { COMFY_POLL_INTERVAL_MS, COMFY_TIMEOUT_MS } from '#shared/constants.js';
import { outputFileFrom, type ComfyOutputFile } from './comfyHistory.js';
import { listenForProgress } from './comfyProgress.js';
import { pngSize } from './png.js';
import { buildComfyWorkflow } from './workflow.js';
import {
  ImageBackendError,
  type GeneratedImage,
  type ImageBackend,
  type ImageBackendHealth,
  type ImageProgress,
  type ImageRequest,
} from './types.js';

export interface ComfyUiOptions {
  /** Base URL of one ComfyUI instance, e.g. http://gpu-1:8188. */
  url: string;
  pollIntervalMs?: number;
  timeoutMs?: number;
  /** Listen on ComfyUI's websocket for sampler progress (default true). */
  websocketProgress?: boolean;
  healthTimeoutMs?: number;
}

/**
 * ComfyUI could not take the work at all (unreachable, or 5xx/429 before the prompt was queued):
 * nothing runs there, so a pool may hand the same request to another instance.
 */
export class ComfyUnavailableError extends ImageBackendError {
  constructor(message: string) {
    super(message, true);
    this.name = 'ComfyUnavailableError';
  }
}

type Stage = 'upload' | 'prompt' | 'history' | 'view';

export class ComfyUiBackend implements ImageBackend {
  readonly kind = 'comfyui' as const;
  readonly url: string;
  private readonly pollIntervalMs: number;
  private readonly timeoutMs: number;
  private readonly websocketProgress: boolean;
  private readonly healthTimeoutMs: number;

  constructor(options: ComfyUiOptions) {
    this.url = options.url.replace(/\/+$/, '');
    this.pollIntervalMs = options.pollIntervalMs ?? COMFY_POLL_INTERVAL_MS;
    this.timeoutMs = options.timeoutMs ?? COMFY_TIMEOUT_MS;
    this.websocketProgress = options.websocketProgress ?? true;
    this.healthTimeoutMs = options.healthTimeoutMs ?? 5000;
  }

  async generate(
    request: ImageRequest,
    options: { signal?: AbortSignal; onProgress?: (progress: ImageProgress) => void } = {},
  ): Promise<GeneratedImage> {
    const { signal: callerSignal, onProgress } = options;
    callerSignal?.throwIfAborted();
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
    const clientId = randomUUID();
    const progress =
      this.websocketProgress && onProgress
        ? await listenForProgress(this.url, clientId, onProgress)
        : undefined;
    let promptId: string | undefined;
    try {
      const reference = request.faceReference
        ? await this.upload(request.faceReference, signal)
        : undefined;
      promptId = await this.queue(buildComfyWorkflow(request, reference), clientId, signal);
      const file = await this.waitForOutput(promptId, signal);
      const bytes = await this.view(file, signal);
      const size = pngSize(bytes);
      if (!size) throw new ImageBackendError('ComfyUI returned an image that is not a PNG', false);
      return { bytes, contentType: 'image/png', ...size, backendId: promptId, preview: false };
    } catch (error) {
      // Whoever stops waiting also takes the prompt out of ComfyUI's queue, so it costs no GPU time.
      if (promptId && signal.aborted) void this.dequeue(promptId);
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (deadline.aborted) throw new ImageBackendError('Timeout waiting for ComfyUI result', true);
      throw error;
    } finally {
      progress?.close();
    }
  }

  async health(): Promise<ImageBackendHealth> {
    try {
      const response = await fetch(`${this.url}/system_stats`, {
        signal: AbortSignal.timeout(this.healthTimeoutMs),
      });
      if (!response.ok) {
        return { ok: false, kind: this.kind, detail: `${this.url} answered ${response.status}` };
      }
      const stats = (await response.json()) as {
        system?: { comfyui_version?: string };
        devices?: Array<{ name?: string }>;
      };
      const version = stats.system?.comfyui_version ?? 'unknown version';
      const device = stats.devices?.[0]?.name ?? 'no device listed';
      return { ok: true, kind: this.kind, detail: `${this.url}: ComfyUI ${version}, ${device}` };
    } catch (error) {
      return { ok: false, kind: this.kind, detail: `${this.url} unreachable: ${describe(error)}` };
    }
  }

  private async upload(image: Uint8Array, signal: AbortSignal): Promise<string> {
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(image)], { type: 'image/png' }),
      `face-${randomUUID()}.png`,
    );
    form.append('type', 'input');
    form.append('overwrite', 'true');
    const response = await this.call(
      'upload',
      '/upload/image',
      { method: 'POST', body: form },
      signal,
    );
    const uploaded = await readJson<{ name?: string; subfolder?: string }>(response, 'upload');
    if (!uploaded.name) throw new ImageBackendError('comfy-upload answered without a name', false);
    return uploaded.subfolder ? `${uploaded.subfolder}/${uploaded.name}` : uploaded.name;
  }

  private async queue(graph: object, clientId: string, signal: AbortSignal): Promise<string> {
    const response = await this.call(
      'prompt',
      '/prompt',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: graph, client_id: clientId }),
      },
      signal,
    );
    const queued = await readJson<{ prompt_id?: string }>(response, 'prompt');
    if (!queued.prompt_id)
      throw new ImageBackendError('comfy-prompt answered without a prompt_id', false);
    return queued.prompt_id;
  }

  private async waitForOutput(promptId: string, signal: AbortSignal): Promise<ComfyOutputFile> {
    for (;;) {
      await sleep(this.pollIntervalMs, undefined, { signal });
      const response = await this.call(
        'history',
        `/history/${encodeURIComponent(promptId)}`,
        {},
        signal,
      );
      const file = outputFileFrom(await readJson(response, 'history'), promptId);
      if (file) return file;
    }
  }

  private async view(file: ComfyOutputFile, signal: AbortSignal): Promise<Uint8Array> {
    const query = new URLSearchParams({
      filename: file.filename,
      subfolder: file.subfolder,
      type: file.type,
    });
    const response = await this.call('view', `/view?${query}`, {}, signal);
    return new Uint8Array(await response.arrayBuffer());
  }

  private async dequeue(promptId: string): Promise<void> {
    await fetch(`${this.url}/queue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delete: [promptId] }),
      signal: AbortSignal.timeout(5000),
    })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
  }

  /** One HTTP call; its failures become ImageBackendErrors named after the stage. */
  private async call(stage: Stage, path: string, init: RequestInit, signal: AbortSignal) {
    const beforeQueue = stage === 'upload' || stage === 'prompt';
    let response: Response;
    try {
      response = await fetch(`${this.url}${path}`, { ...init, signal });
    } catch (error) {
      if (signal.aborted) throw error;
      const message = `ComfyUI is unreachable (comfy-${stage}: ${describe(error)})`;
      throw beforeQueue ? new ComfyUnavailableError(message) : new ImageBackendError(message, true);
    }
    if (response.ok) return response;
    await response.body?.cancel();
    const message = `comfy-${stage} failed: ${response.status}`;
    const transient = response.status >= 500 || response.status === 429;
    if (transient && beforeQueue) throw new ComfyUnavailableError(message);
    throw new ImageBackendError(message, transient);
  }
}

/** A 200 with a body that is not JSON (a proxy's error page, a cut connection) is worth a retry. */
async function readJson<T>(response: Response, stage: Stage): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    // An abort while reading lands here too; generate() reports it as the abort or timeout it is.
    throw new ImageBackendError(`comfy-${stage} answered unreadable JSON`, true);
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}
