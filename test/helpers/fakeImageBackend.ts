import {
  ImageBackendError,
  type GeneratedImage,
  type ImageBackend,
  type ImageRequest,
} from '#server/providers/images/types.js';

/** A valid 1×1 PNG: what the fake "renders". */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export type FakeOutcome = 'ok' | 'transient' | 'permanent';

/**
 * An in-test image backend: records requests, reports progress, returns TINY_PNG or fails as
 * told (`outcomes` are used in order, then 'ok'), and can hold every call until released.
 */
export function createFakeImageBackend() {
  const requests: ImageRequest[] = [];
  let outcomes: FakeOutcome[] = [];
  let gate: Promise<void> | null = null;
  let release: () => void = () => {};
  const backend: ImageBackend & {
    requests: ImageRequest[];
    failNext(...next: FakeOutcome[]): void;
    hold(): void;
    release(): void;
  } = {
    kind: 'local-preview',
    requests,
    failNext(...next) {
      outcomes = next;
    },
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release() {
      gate = null;
      release();
    },
    async generate(request, options): Promise<GeneratedImage> {
      requests.push(request);
      options.onProgress?.({ percent: 50, step: 'Sampling' });
      if (gate) await gate;
      const outcome = outcomes.shift() ?? 'ok';
      if (outcome === 'transient') throw new ImageBackendError('ComfyUI is not reachable', true);
      if (outcome === 'permanent') throw new ImageBackendError('comfy-prompt failed: 400', false);
      return {
        bytes: TINY_PNG,
        contentType: 'image/png',
        width: request.width,
        height: request.height,
        preview: true,
      };
    },
    async health() {
      return { ok: true, kind: 'local-preview', detail: 'fake' };
    },
  };
  return backend;
}

export type FakeImageBackend = ReturnType<typeof createFakeImageBackend>;
