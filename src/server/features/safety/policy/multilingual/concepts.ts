import { hasMatch } from '../context.js';
import { CARE, CHECK_IN, refuse, type SafetyVerdict } from '../types.js';
import { foreignLanguage } from './language.js';
import {
  ABOUT,
  AS_PARTNER,
  CONTINUING,
  CRIME,
  DEHUMANISING,
  FORCE,
  GROOMING,
  GROUP,
  INCAPACITATED,
  NON_CONSENT_ALWAYS,
  REFUSAL,
  ROMANTIC,
  SCHOOL_STAFF,
  SEXUAL,
} from './lexiconsActs.js';
import { CRISIS_HIGH, CRISIS_LOW, FOREVER, LEAVING, ORDINARY_FAREWELL } from './lexiconsCrisis.js';
import { ANIMAL, KIN, MINOR, OWN_CHILD } from './lexiconsPeople.js';

/**
 * Whole words of the loose reading (normalize.ts: letter runs capped at two, not squeezed), so a
 * lexicon keeps its own spelling: squeezing would make Spanish "perro" (dog) read "pero" (but).
 */
const wordRegex = (source: string, flags = '') =>
  new RegExp(`(?<![a-z0-9])${source}(?![a-z0-9])`, flags);

const RE = {
  staff: wordRegex(SCHOOL_STAFF, 'g'),
  minor: wordRegex(MINOR),
  ownChild: wordRegex(OWN_CHILD),
  kin: wordRegex(KIN),
  animal: wordRegex(ANIMAL),
  sexual: wordRegex(SEXUAL),
  romantic: wordRegex(ROMANTIC),
  asPartner: wordRegex(AS_PARTNER),
  refusal: wordRegex(REFUSAL),
  continuing: wordRegex(CONTINUING),
  force: wordRegex(FORCE),
  incapacitated: wordRegex(INCAPACITATED),
  nonConsent: wordRegex(NON_CONSENT_ALWAYS),
  group: wordRegex(GROUP),
  dehumanising: wordRegex(DEHUMANISING),
  about: wordRegex(ABOUT),
  crime: wordRegex(CRIME),
  grooming: wordRegex(GROOMING),
  crisisHigh: wordRegex(CRISIS_HIGH),
  crisisLow: wordRegex(CRISIS_LOW),
  forever: wordRegex(FOREVER),
  leaving: wordRegex(LEAVING),
  ordinaryFarewell: wordRegex(ORDINARY_FAREWELL),
};

/** What a non-English message says, read by the same concept logic as the English rules. */
export interface ForeignConcepts {
  minor: boolean;
  sexual: boolean;
  romantic: boolean;
  about: boolean;
}

function readForeign(text: string): ForeignConcepts {
  return {
    minor: hasMatch(RE.minor, text),
    sexual: hasMatch(RE.sexual, text),
    romantic: hasMatch(RE.romantic, text),
    about: hasMatch(RE.about, text),
  };
}

/** A minor with intent; one's own child or pupils only with clearly sexual words. */
function minors(c: ForeignConcepts, text: string): boolean {
  if (!c.minor || c.about) return false;
  if (hasMatch(RE.grooming, text)) return true;
  if (c.sexual) return true;
  return c.romantic && !hasMatch(RE.ownChild, text);
}

function nonConsent(c: ForeignConcepts, text: string): boolean {
  if (hasMatch(RE.nonConsent, text)) return true;
  if (hasMatch(RE.refusal, text) && hasMatch(RE.continuing, text)) return true;
  const scene = c.sexual || c.romantic;
  return scene && (hasMatch(RE.force, text) || hasMatch(RE.incapacitated, text));
}

const incest = (c: ForeignConcepts, text: string) =>
  hasMatch(RE.kin, text) && !c.about && (c.sexual || (c.romantic && hasMatch(RE.asPartner, text)));

const bestiality = (c: ForeignConcepts, text: string) =>
  hasMatch(RE.animal, text) && (c.sexual || c.romantic);

const hate = (c: ForeignConcepts, text: string) =>
  !c.about && hasMatch(RE.group, text) && hasMatch(RE.dehumanising, text);

function crisis(text: string): SafetyVerdict | null {
  if (hasMatch(RE.crisisHigh, text)) return CARE;
  if (hasMatch(RE.crisisLow, text) && !hasMatch(RE.ordinaryFarewell, text)) return CHECK_IN;
  const farewell = hasMatch(RE.forever, text) && hasMatch(RE.leaving, text);
  return farewell && !hasMatch(RE.ordinaryFarewell, text) ? CHECK_IN : null;
}

/**
 * The verdict of the multilingual concepts (decision 0027) on the loose reading of a message
 * (NormalizedText.loose) that is mostly
 * Spanish, Portuguese, French, German, Italian or Indonesian; null for English or nothing found.
 */
export function foreignVerdict(raw: string): SafetyVerdict | null {
  if (!foreignLanguage(raw)) return null;
  const text = raw.replace(RE.staff, ' # ');
  const c = readForeign(text);
  if (minors(c, text)) return refuse('minors');
  if (nonConsent(c, text)) return refuse('non_consent');
  if (incest(c, text)) return refuse('incest');
  if (bestiality(c, text)) return refuse('bestiality');
  if (hasMatch(RE.crime, text)) return refuse('illegal');
  if (hate(c, text)) return refuse('hate');
  return crisis(text);
}

/** For the conversation context: a minor named, and intent, in a foreign message. */
export function foreignFacts(raw: string): { minor: boolean; intent: boolean } | null {
  if (!foreignLanguage(raw)) return null;
  const c = readForeign(raw.replace(RE.staff, ' # '));
  return { minor: c.minor, intent: c.sexual || c.romantic };
}
