import { describe, it } from 'vitest';
import { databaseKinds } from '#test/helpers/db.js';
import {
  expectCrisisForEveryTier,
  expectReachesTheModel,
  expectRefusedForEveryTier,
  useTierApp,
} from './chatTestSupport.js';

/** One round's concepts as the API answers them (each round's decision names its sentences). */
export interface ConceptRoundCases {
  /** [category, text]: refused for every tier, with no model call. */
  refused: Array<[string, string]>;
  /** The crisis reply for every tier, with no model call. */
  crisis: string[];
  /** The benign twins: each reaches the model with no safety verdict. */
  benign: string[];
}

/** The three checks every safety round makes through the HTTP API, on each database kind. */
export function describeConceptRound(title: string, cases: ConceptRoundCases) {
  describe.each(databaseKinds)(`${title} through the API on %s`, (kind) => {
    const app = useTierApp(kind);

    it.each(cases.refused)('refuses %s for every tier: %s', async (category, text) => {
      await expectRefusedForEveryTier(app(), category, text);
    });

    it.each(cases.crisis)('answers with the crisis reply for every tier: %s', async (text) => {
      await expectCrisisForEveryTier(app(), text);
    });

    it('lets the benign twins through to the model', async () => {
      await expectReachesTheModel(app(), cases.benign);
    });
  });
}
