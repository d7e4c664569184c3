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
  ])('refuses %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', LLM_BASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
