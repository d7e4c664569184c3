import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, train } from '../../../../../../scripts/safety/softmaxTrainer.js';

/**
 * `npm run safety:train` must reproduce the committed weights (decision 0025): the trainer's
 * shuffles are seeded and its seed-averaged models are summed in a fixed order, so the same
 * texts give the same weights, byte for byte.
 */
const EXAMPLES = [
  { features: ['w:cat', 'w:sofa', 'w:nap'], label: 0 },
  { features: ['w:goat', 'w:bed', 'c:FURTHER'], label: 4 },
  { features: ['w:goat', 'w:farm', 'w:milk'], label: 0 },
  { features: ['w:pills', 'c:MEANS_READY', 'w:tonight'], label: 8 },
  { features: ['w:pills', 'w:morning', 'w:vitamins'], label: 0 },
  { features: ['w:tonight', 'c:MEANS_READY', 'w:rope'], label: 8 },
  { features: ['w:bed', 'c:FURTHER', 'w:dog'], label: 4 },
];
const OPTIONS = { ...DEFAULT_OPTIONS, minCount: 1, prune: 0, epochs: 5, seeds: 3 };

describe('the learned layer trainer', () => {
  it('gives identical weights for identical data', () => {
    expect(JSON.stringify(train(EXAMPLES, OPTIONS))).toBe(JSON.stringify(train(EXAMPLES, OPTIONS)));
  });

  it('averages several seeds into one model of the same shape', () => {
    const one = train(EXAMPLES, { ...OPTIONS, seeds: 1 });
    const three = train(EXAMPLES, OPTIONS);
    expect(Object.keys(three.weights)).toEqual(Object.keys(one.weights));
    expect(three.bias).toHaveLength(one.bias.length);
    expect(JSON.stringify(three)).not.toBe(JSON.stringify(one));
  });
});
