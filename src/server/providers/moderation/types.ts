/** Whose text is judged: the person's message or the character's reply. */
export type ModerationRole = 'user' | 'assistant';

/** An external moderation check: a moderation endpoint or a safety-classifier model. */
export interface ModerationProvider {
  /** Category → flagged, e.g. {'sexual/minors': true}. Throws when the endpoint fails. */
  flags(text: string, role?: ModerationRole): Promise<Record<string, boolean>>;
  check(): Promise<{ ok: boolean; error?: string }>;
}

/** A provider from its flags call; check() is a harmless probe of the same call. */
export function moderationProvider(flags: ModerationProvider['flags']): ModerationProvider {
  return {
    flags,
    async check() {
      try {
        await flags('hello');
        return { ok: true };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    },
  };
}
