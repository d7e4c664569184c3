/** An external moderation endpoint of OpenAI's shape (POST {base}/moderations). */
export interface ModerationProvider {
  /** Category → flagged, e.g. {'sexual/minors': true}. Throws when the endpoint fails. */
  flags(text: string): Promise<Record<string, boolean>>;
  check(): Promise<{ ok: boolean; error?: string }>;
}

const TIMEOUT_MS = 5000;

export function createModerationProvider(config: {
  MODERATION_BASE_URL?: string;
  MODERATION_API_KEY?: string;
}): ModerationProvider | null {
  if (!config.MODERATION_BASE_URL) return null;
  const endpoint = `${config.MODERATION_BASE_URL.replace(/\/$/, '')}/moderations`;
  const headers = {
    'content-type': 'application/json',
    ...(config.MODERATION_API_KEY ? { authorization: `Bearer ${config.MODERATION_API_KEY}` } : {}),
  };
  const call = async (input: string) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({ input }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`moderation endpoint answered ${response.status}`);
    const body = (await response.json()) as {
      results?: Array<{ categories?: Record<string, boolean> }>;
    };
    return body.results?.[0]?.categories ?? {};
  };
  return {
    flags: call,
    async check() {
      try {
        await call('hello');
        return { ok: true };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    },
  };
}
