import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      CURRENCY: 'EUR',
      appUrl: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ LLM_BASE_URL: 'http://127.0.0.1:1/v1' }, 'LLM_MODEL'],
    [{ CURRENCY: 'euro' }, 'CURRENCY'],
    [{ GOOGLE_CLIENT_ID: 'only-half' }, 'GOOGLE_CLIENT_SECRET'],
    [{ COMFYUI_URL: 'http://gpu-1:8188, not a url' }, 'COMFYUI_URL'],
    [{ COMFYUI_URL: 'ftp://gpu-1' }, 'COMFYUI_URL'],
    [{ COMFYUI_TIMEOUT_MS: '10' }, 'COMFYUI_TIMEOUT_MS'],
    [{ S3_BUCKET: 'velvet' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'velvet', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_BUCKET'],
    [
      { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'x' },
      'S3_ENDPOINT',
    ],
  ])('refuses %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', LLM_BASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads the image backend and storage settings', () => {
    expect(loadConfig({})).toMatchObject({ COMFYUI_URL: [], COMFYUI_TIMEOUT_MS: 120_000 });
    const config = loadConfig({
      COMFYUI_URL: ' http://gpu-1:8188/ ,https://gpu-2.internal/comfy,',
      S3_BUCKET: 'velvet',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.COMFYUI_URL).toEqual(['http://gpu-1:8188', 'https://gpu-2.internal/comfy']);
    expect(config).toMatchObject({ S3_BUCKET: 'velvet', S3_FORCE_PATH_STYLE: true });
  });
});
