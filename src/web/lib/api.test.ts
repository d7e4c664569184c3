import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiRequestError } from './api';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string) {
  vi.stubGlobal('fetch', async () => new Response(body, { status, statusText: 'Bad' }));
}

async function failure(): Promise<ApiRequestError> {
  const error: unknown = await apiRequest('/api/x').catch((caught: unknown) => caught);
  if (!(error instanceof ApiRequestError)) throw new Error('expected an ApiRequestError');
  return error;
}

describe('apiRequest errors', () => {
  it('reads the one error shape, field messages and the whole body', async () => {
    const body = {
      error: { code: 'invalid_input', message: 'email: required', fields: { email: 'required' } },
      extra: 1,
    };
    answer(400, JSON.stringify(body));
    const error = await failure();
    expect(error).toMatchObject({ status: 400, code: 'invalid_input', message: 'email: required' });
    expect(error.fields).toEqual({ email: 'required' });
    expect(error.body).toEqual(body);
  });

  it('falls back to the status when the body is not the error shape', async () => {
    answer(502, '<html>gateway</html>');
    expect(await failure()).toMatchObject({ status: 502, code: 'http_error', message: 'Bad' });
    answer(500, JSON.stringify({ error: { code: 5 } }));
    expect(await failure()).toMatchObject({ status: 500, code: 'http_error' });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure()).toMatchObject({ status: 0, code: 'network_error' });
  });
});
