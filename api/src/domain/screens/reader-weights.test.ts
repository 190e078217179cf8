import { describe, expect, it } from 'vitest';
import { packWeights, shippedWeights, unpackWeights, type ReaderWeights } from './reader-weights';

const reader: ReaderWeights = {
  trainedOn: { sets: ['tuning'], texts: 2 },
  labels: ['risk_to_life', 'health'],
  bias: [-452, -363],
  weights: { 'not cope': [0, 35], pill: [-15, 0] },
};

describe('the shipped weights, packed', () => {
  it('packs rows into one list of twentieths and unpacks them as they were', () => {
    const packed = packWeights(reader);
    expect(packed.features).toEqual(['not cope', 'pill']);
    expect(packed.weights).toEqual([0, 7, -3, 0]);
    expect(unpackWeights(packed)).toEqual(reader);
  });

  it('refuses a weight that is not a whole number of twentieths, rather than round it unseen', () => {
    expect(() => packWeights({ ...reader, weights: { pill: [-13, 0] } })).toThrow(/-13 hundredths/);
  });

  it('ships a row per feature, one weight per label', () => {
    expect(Object.values(shippedWeights().weights).every((row) => row.length === shippedWeights().labels.length)).toBe(true);
  });
});
