import { hasMatch } from '../context.js';
import { alt } from '../patterns.js';
import { CARE, CHECK_IN, refuse, type SafetyVerdict } from '../types.js';
import { strongestCrisis } from '../concepts/crisisLevel.js';
import { foreignWordRegex } from './foreignRegex.js';
import { foreignLanguage, hasForeignWord } from './language.js';
import {
  ABOUT,
  BED_ENTRY,
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
import * as MEANS from './lexiconsCrisisMeans.js';
import { foreignCrisisBreadth } from './lexiconsCrisisBreadth.js';
import { foreignCrisisSigns } from './lexiconsCrisisSigns.js';
import * as BREADTH from './lexiconsBreadth.js';
import * as INTIMACY from './lexiconsIntimacy.js';
import * as PRESSURE from './lexiconsRoleplayPressure.js';
import { ANIMAL, KIN, MINOR, OWN_CHILD } from './lexiconsPeople.js';

const wordRegex = foreignWordRegex;

const RE = {
  staff: wordRegex(SCHOOL_STAFF, 'g'),
  minor: wordRegex(alt(MINOR, BREADTH.MINOR_BREADTH, INTIMACY.MINOR_CLASS)),
  ownChild: wordRegex(OWN_CHILD),
  kin: wordRegex(alt(KIN, BREADTH.KIN_BREADTH)),
  animal: wordRegex(ANIMAL),
  sexual: wordRegex(
    alt(SEXUAL, BREADTH.SEXUAL_BREADTH, INTIMACY.SEXUAL_INTIMACY, PRESSURE.SEXUAL_ROLEPLAY),
  ),
  romantic: wordRegex(alt(ROMANTIC, PRESSURE.ROMANTIC_MORE)),
  asPartner: wordRegex(AS_PARTNER),
  refusal: wordRegex(REFUSAL),
  continuing: wordRegex(alt(CONTINUING, BREADTH.FORCED_ANYWAY)),
  force: wordRegex(FORCE),
  incapacitated: wordRegex(INCAPACITATED),
  bedEntry: wordRegex(BED_ENTRY),
  nonConsent: wordRegex(
    alt(
      NON_CONSENT_ALWAYS,
      BREADTH.NON_CONSENT_BREADTH,
      INTIMACY.NON_CONSENT_PRESSURE,
      PRESSURE.CANNOT_SAY_NO_PURPOSE,
    ),
  ),
  takesAdvantage: wordRegex(alt(INTIMACY.TAKES_ADVANTAGE, PRESSURE.WITHOUT_WAKING)),
  whileAsleep: wordRegex(alt(INTIMACY.WHILE_ASLEEP, PRESSURE.ASLEEP_MORE)),
  toldToStop: wordRegex(PRESSURE.TOLD_TO_STOP),
  goesOn: wordRegex(alt(PRESSURE.GOES_ON, CONTINUING)),
  pretendKin: wordRegex(PRESSURE.PRETEND_TO_BE),
  goFurther: wordRegex(PRESSURE.GO_FURTHER),
  group: wordRegex(GROUP),
  dehumanising: wordRegex(alt(DEHUMANISING, BREADTH.DEHUMANISING_BREADTH)),
  about: wordRegex(ABOUT),
  crime: wordRegex(alt(CRIME, BREADTH.CRIME_BREADTH, PRESSURE.ACCOUNT_BREAK_IN)),
  grooming: wordRegex(GROOMING),
  crisisHigh: wordRegex(CRISIS_HIGH),
  crisisLow: wordRegex(CRISIS_LOW),
  forever: wordRegex(FOREVER),
  leaving: wordRegex(LEAVING),
  ordinaryFarewell: wordRegex(ORDINARY_FAREWELL),
  wantToDie: wordRegex(alt(MEANS.WANT_TO_DIE, MEANS.WAY_TO_DIE)),
  pills: wordRegex(MEANS.PILLS),
  wholeOrHowMany: wordRegex(MEANS.WHOLE_OR_HOW_MANY),
  dying: wordRegex(MEANS.DYING),
  highPlace: wordRegex(MEANS.HIGH_PLACE),
  jumping: wordRegex(MEANS.JUMPING),
  funJump: wordRegex(MEANS.FUN_JUMP),
  selfCut: wordRegex(MEANS.SELF_CUT),
  againOrDeeper: wordRegex(MEANS.AGAIN_OR_DEEPER),
  ordinaryCut: wordRegex(MEANS.ORDINARY_CUT),
  burdenOrFarewell: wordRegex(MEANS.BURDEN_OR_FAREWELL),
  wontNeed: wordRegex(MEANS.WONT_NEED),
  now: wordRegex(MEANS.NOW),
  recovered: wordRegex(MEANS.RECOVERED),
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
  if (scene && hasMatch(RE.toldToStop, text) && hasMatch(RE.goesOn, text)) return true;
  const incapacitated = hasMatch(RE.incapacitated, text) || hasMatch(RE.whileAsleep, text);
  if (incapacitated && (hasMatch(RE.bedEntry, text) || hasMatch(RE.takesAdvantage, text)))
    return true;
  return scene && (hasMatch(RE.force, text) || incapacitated);
}

/** A relative with intent, or played as the partner ("pretend to be my sister … further"). */
const incest = (c: ForeignConcepts, text: string) =>
  hasMatch(RE.kin, text) &&
  !c.about &&
  (c.sexual ||
    (c.romantic && hasMatch(RE.asPartner, text)) ||
    (hasMatch(RE.pretendKin, text) && hasMatch(RE.goFurther, text)));

const bestiality = (c: ForeignConcepts, text: string) =>
  hasMatch(RE.animal, text) && (c.sexual || c.romantic);

const hate = (c: ForeignConcepts, text: string) =>
  !c.about && hasMatch(RE.group, text) && hasMatch(RE.dehumanising, text);

/** Means, place and self-injury getting worse (decision 0033): the crisis reply. */
function meansOrPlace(text: string): boolean {
  if (hasMatch(RE.wantToDie, text)) return true;
  if (hasMatch(RE.pills, text) && hasMatch(RE.wholeOrHowMany, text) && hasMatch(RE.dying, text))
    return true;
  const jump = hasMatch(RE.highPlace, text) && hasMatch(RE.jumping, text);
  if (jump && !hasMatch(RE.funJump, text)) return true;
  const cut = hasMatch(RE.selfCut, text) && hasMatch(RE.againOrDeeper, text);
  return cut && !hasMatch(RE.ordinaryCut, text);
}

function crisis(text: string): SafetyVerdict | null {
  // A past said to be better now, with no time after it, is a recovery shared (decision 0033).
  if (hasMatch(RE.recovered, text) && !hasMatch(RE.now, text.replace(RE.recovered, ' # ')))
    return null;
  if (hasMatch(RE.crisisHigh, text) || meansOrPlace(text)) return CARE;
  const breadth = strongestCrisis(
    foreignCrisisBreadth(text),
    INTIMACY.foreignCrisisResolve(text),
    foreignCrisisSigns(text),
  );
  if (breadth === 'high') return CARE;
  const ordinary = hasMatch(RE.ordinaryFarewell, text);
  const farewell = hasMatch(RE.forever, text) && hasMatch(RE.leaving, text);
  const low =
    hasMatch(RE.crisisLow, text) ||
    hasMatch(RE.burdenOrFarewell, text) ||
    farewell ||
    breadth === 'low';
  if (!low || ordinary) return null;
  // A farewell with a time, or things given away "I won't need", is the crisis reply.
  return hasMatch(RE.now, text) || hasMatch(RE.wontNeed, text) ? CARE : CHECK_IN;
}

/**
 * The verdict of the multilingual concepts (decision 0027) on the loose reading of a message
 * (NormalizedText.loose) that is mostly
 * Spanish, Portuguese, French, German, Italian or Indonesian; null for English or nothing found.
 */
export function foreignVerdict(raw: string): SafetyVerdict | null {
  // Crisis phrases are read in any message with a foreign word: a short one ("ya no las voy a
  // necesitar") may have too few function words to tell its language (decision 0033).
  if (!foreignLanguage(raw)) return hasForeignWord(raw) ? crisis(raw) : null;
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
