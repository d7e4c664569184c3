/**
 * Chooses the image backend from the configuration: ComfyUI when `COMFYUI_URL` names one or more
 * instances (a pool when several), else the local preview renderer (docs/ARCHITECTURE.md,
 * "Image backend and storage").
 */
import type { AppConfig } from '#server/config.js';
import { ComfyUiBackend, type ComfyUiOptions } from './comfyui.js';
import { ComfyUiPool, type ComfyPoolOptions } from './comfyPool.js';
import { LocalPreviewBackend } from './localPreview.js';
import type { ImageBackend } from './types.js';

export type ImageBackendConfig = Pick<AppConfig, 'COMFYUI_URL' | 'COMFYUI_TIMEOUT_MS'>;

export interface ImageBackendDeps {
  /** Client options besides url and timeout (tests shorten the poll interval). */
  comfy?: Omit<ComfyUiOptions, 'url' | 'timeoutMs'>;
  pool?: ComfyPoolOptions;
}

export function createImageBackend(
  config: ImageBackendConfig,
  deps: ImageBackendDeps = {},
): ImageBackend {
  const clients = config.COMFYUI_URL.map(
    (url) => new ComfyUiBackend({ ...deps.comfy, url, timeoutMs: config.COMFYUI_TIMEOUT_MS }),
  );
  if (clients.length === 0) return new LocalPreviewBackend();
  return clients.length === 1 ? clients[0] : new ComfyUiPool(clients, deps.pool);
}

export { ComfyUiBackend, ComfyUnavailableError, type ComfyUiOptions } from './comfyui.js';
export {
  ComfyNotConfiguredError,
  createComfyPassthrough,
  type ComfyPassthrough,
  type ComfyRelayed,
} from './comfyPassthrough.js';
export { ComfyUiPool, type ComfyPoolOptions, type PoolMember } from './comfyPool.js';
export { LocalPreviewBackend, PREVIEW_MAX_SIDE, previewSize } from './localPreview.js';
export { PREVIEW_MARKING } from './previewCard.js';
export { buildComfyWorkflow, SAVE_NODE_ID, type ComfyWorkflow } from './workflow.js';
export { isPng, pngSize } from './png.js';
export {
  ImageBackendError,
  type GeneratedImage,
  type ImageBackend,
  type ImageBackendHealth,
  type ImageBackendKind,
  type ImageProgress,
  type ImageRequest,
} from './types.js';
