import { moderationProvider, type ModerationProvider } from './types.js';

/** An external moderation endpoint of OpenAI's shape (POST {base}/moderations). */
export function createOpenAIModeration(config: {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
}): ModerationProvider {
  const endpoint = `${config.baseUrl.replace(/\/$/, '')}/moderations`;
  const headers = {
    'content-type': 'application/json',
    ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
  };
  const call = async (input: string) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({ input }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) throw new Error(`moderation endpoint answered ${response.status}`);
    const body = (await response.json()) as {
      results?: Array<{ categories?: Record<string, boolean> }>;
    };
    return body.results?.[0]?.categories ?? {};
  };
  return moderationProvider(call);
}
