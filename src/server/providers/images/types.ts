/**
 * The image backend: ComfyUI when `COMFYUI_URL` is set (a pool when several URLs are given),
 * else the local preview renderer. The imaging feature builds an `ImageRequest` from the
 * character, the user's text and the chosen size and angle; the backend turns it into PNG bytes.
 */

export type ImageBackendKind = 'comfyui' | 'local-preview';

export interface ImageRequest {
  characterId: string;
  characterName: string;
  /** The full positive prompt (appearance + request + camera angle), already safety-checked. */
  prompt: string;
  negativePrompt: string;
  width: number;
  height: number;
  seed: number;
  /** Checkpoint file name; ComfyUI only. */
  checkpoint: string;
  /** PNG bytes of the character's primary face reference, for image-to-image at denoise 0.55. */
  faceReference?: Uint8Array;
  /** Shown on the local preview card (the user's words, the angle). */
  caption: string;
  /** The portrait the local preview composes (an SVG or PNG data URL or bytes). */
  portrait?: { bytes: Uint8Array; contentType: string };
}

export interface ImageProgress {
  /** 0–100 when the backend reports real progress (ComfyUI sampler steps). */
  percent: number;
  step?: string;
}

export interface GeneratedImage {
  bytes: Uint8Array;
  contentType: 'image/png';
  width: number;
  height: number;
  /** The backend's own id for diagnostics (ComfyUI prompt id), when it has one. */
  backendId?: string;
  /** True for the local renderer: the UI and the file say "preview". */
  preview: boolean;
}

export interface ImageBackendHealth {
  ok: boolean;
  kind: ImageBackendKind;
  detail: string;
}

export interface ImageBackend {
  readonly kind: ImageBackendKind;
  generate(
    request: ImageRequest,
    options: { signal?: AbortSignal; onProgress?: (progress: ImageProgress) => void },
  ): Promise<GeneratedImage>;
  health(): Promise<ImageBackendHealth>;
}

/** A failure worth retrying (backend down, 5xx, timeout) versus one that is not (bad graph). */
export class ImageBackendError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'ImageBackendError';
  }
}
