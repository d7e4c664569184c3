import { ALLOW, CARE, INTIMATE, refuse, stricter, type SafetyVerdict } from './types.js';

/**
 * External moderation flags (OpenAI moderation shape) mapped onto our verdicts. Keys are
 * compared without punctuation so 'self-harm/intent', 'self_harm_intent' and 'Self-Harm/Intent'
 * are the same flag.
 */
const FLAG_VERDICTS: Record<string, SafetyVerdict> = {
  sexualminors: refuse('minors'),
  // A safety-classifier judge's 'sex-related crimes' (see providers/moderation/judge.ts).
  sexcrimes: refuse('non_consent'),
  hate: refuse('hate'),
  hatethreatening: refuse('hate'),
  harassment: refuse('harassment'),
  harassmentthreatening: refuse('harassment'),
  // Our policy files threats of violence under harassment; the provider only flags violence
  // above its own threshold, so a flagged reply is not ordinary adventure fiction.
  violence: refuse('harassment'),
  violencegraphic: refuse('harassment'),
  illicit: refuse('illegal'),
  illicitviolent: refuse('illegal'),
  // Instructions included: the person asking still needs care more than a refusal.
  selfharm: CARE,
  selfharmintent: CARE,
  selfharminstructions: CARE,
  sexual: INTIMATE,
};

function flagKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

/** The stricter of our verdict and the provider's flags; refuse > care > intimate > allow. */
export function combineWithModeration(
  ours: SafetyVerdict,
  flagged: Record<string, boolean>,
): SafetyVerdict {
  let verdict = ours;
  for (const [name, isFlagged] of Object.entries(flagged ?? {})) {
    if (isFlagged !== true) continue;
    verdict = stricter(verdict, FLAG_VERDICTS[flagKey(name)] ?? ALLOW);
  }
  return verdict;
}
