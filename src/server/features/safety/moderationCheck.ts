import type { FastifyBaseLogger } from 'fastify';
import type { ModerationProvider, ModerationRole } from '#server/providers/moderation/index.js';
import { combineWithModeration, type SafetyVerdict } from './policy/index.js';

/**
 * Our verdict combined with the configured moderation endpoint or judge model (the stricter
 * wins). A failure or timeout leaves our verdict alone and is counted, so safety never depends
 * on a third party's uptime.
 */
export function createModerationCheck(
  moderation: ModerationProvider | null,
  log: FastifyBaseLogger,
) {
  let fallbacks = 0;
  return {
    async combine(ours: SafetyVerdict, text: string, role: ModerationRole): Promise<SafetyVerdict> {
      if (!moderation) return ours;
      try {
        return combineWithModeration(ours, await moderation.flags(text, role));
      } catch (error) {
        fallbacks += 1;
        log.warn({ err: error, fallbacks }, 'moderation failed; our policy alone decided');
        return ours;
      }
    },
    get configured() {
      return moderation !== null;
    },
    /** How many checks fell back to our policy alone since start. */
    get fallbacks() {
      return fallbacks;
    },
  };
}

export type ModerationCheck = ReturnType<typeof createModerationCheck>;
