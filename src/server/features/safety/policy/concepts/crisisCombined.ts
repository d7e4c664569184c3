import { hasMatch } from '../context.js';
import {
  ACCIDENT_RE,
  AT_DANGER_PLACE_RE,
  AT_ORDINARY_PLACE_RE,
  ESCALATING_RE,
  LIGATURE_RE,
  MEANS_PURPOSE_RE,
  MEANS_READY_RE,
  MEANS_RE,
  PLACE_DANGER_RE,
  PLACE_PURPOSE_RE,
  REPORTED_RE,
  SELF_INJURY_RE,
} from './crisisSignals.js';

const FIRST_PERSON = /(?<![a-z])(?:i|im|ive|il|id|my|me|myself)(?![a-z])/;

/** The writer is at a dangerous place now, with no ordinary reason or with a sign of danger. */
function atDangerousPlace(text: string): boolean {
  const danger = hasMatch(PLACE_DANGER_RE, text);
  if (hasMatch(AT_DANGER_PLACE_RE, text)) return danger || !hasMatch(PLACE_PURPOSE_RE, text);
  return danger && hasMatch(AT_ORDINARY_PLACE_RE, text) && !hasMatch(PLACE_PURPOSE_RE, text);
}

/** The writer has a means of harm ready, and nothing says what it is ordinarily for. */
function meansReady(text: string): boolean {
  return (
    hasMatch(MEANS_RE, text) && hasMatch(MEANS_READY_RE, text) && !hasMatch(MEANS_PURPOSE_RE, text)
  );
}

/**
 * Crisis signals that are combinations (see crisisSignals.ts): a dangerous place or a means at
 * hand is high; self-injury is high when it escalates and low (a check-in) otherwise. Someone
 * else's story (a film, the news, "my character") and accidents do not count.
 */
export function combinedCrisis(text: string): 'high' | 'low' | null {
  if (hasMatch(REPORTED_RE, text)) return null;
  if (hasMatch(LIGATURE_RE, text) && !hasMatch(MEANS_PURPOSE_RE, text)) return 'high';
  if (!FIRST_PERSON.test(text)) return null;
  if (atDangerousPlace(text) || meansReady(text)) return 'high';
  if (!hasMatch(SELF_INJURY_RE, text) || hasMatch(ACCIDENT_RE, text)) return null;
  return hasMatch(ESCALATING_RE, text) ? 'high' : 'low';
}
