import { describe, expect, it } from 'vitest';
import { packWeights, shippedWeights, unpackWeights, type ReaderWeights } from './reader-weights';

const reader: ReaderWeights = {
  trainedOn: { sets: ['tuning'], texts: 2 },
  labels: ['risk_to_life', 'health'],
  bias: [-452, -363],
  weights: { 'not cope': [0, 35], not: [5, 0], 'not not': [-5, 0], pill: [-15, 400] },
};

describe('the shipped weights, packed', () => {
  it('writes a line per first word and a character per weight, and unpacks them as they were', () => {
    const packed = packWeights(reader);
    expect(packed.features).toBe('not * cope not\npill *');
    expect(Object.keys(packed.columns)).toEqual(['risk_to_life', 'health']);
    expect(packed.columns.risk_to_life).toHaveLength(4);
    expect(unpackWeights(packed)).toEqual(reader);
  });

  it('ships no column for a label that weighs nothing', () => {
    const packed = packWeights({ ...reader, weights: { pill: [-15, 0] } });
    expect(Object.keys(packed.columns)).toEqual(['risk_to_life']);
    expect(unpackWeights(packed).weights).toEqual({ pill: [-15, 0] });
  });

  it('lists a weight too large for one character apart, and reads it back', () => {
    const packed = packWeights(reader);
    expect(packed.large).toEqual([{ label: 'health', row: 3, twentieths: 80 }]);
    expect(unpackWeights(packed).weights.pill).toEqual([-15, 400]);
  });

  it('refuses a weight that is not a whole number of twentieths, rather than round it unseen', () => {
    expect(() => packWeights({ ...reader, weights: { pill: [-13, 0] } })).toThrow(/-13 hundredths/);
  });

  it('ships a row per feature, one weight per label', () => {
    expect(Object.values(shippedWeights().weights).every((row) => row.length === shippedWeights().labels.length)).toBe(true);
  });
});
