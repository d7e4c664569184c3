import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { ComfyUiBackend, ComfyUiPool, createImageBackend, LocalPreviewBackend } from './index.js';

describe('createImageBackend', () => {
  it('uses the local preview renderer when no ComfyUI is configured', () => {
    expect(createImageBackend(loadConfig({}))).toBeInstanceOf(LocalPreviewBackend);
  });

  it('uses one ComfyUI client for one URL, a pool for several', () => {
    const one = createImageBackend(loadConfig({ COMFYUI_URL: 'http://gpu-1:8188/' }));
    expect(one).toBeInstanceOf(ComfyUiBackend);
    expect((one as ComfyUiBackend).url).toBe('http://gpu-1:8188');
    const several = createImageBackend(
      loadConfig({ COMFYUI_URL: 'http://gpu-1:8188, http://gpu-2:8188' }),
    );
    expect(several).toBeInstanceOf(ComfyUiPool);
    expect(several.kind).toBe('comfyui');
  });
});
