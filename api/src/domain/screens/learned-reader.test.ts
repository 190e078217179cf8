import { describe, expect, it } from 'vitest';
import { isReadInPassages, LONG_TEXT_THRESHOLDS, READER_THRESHOLDS, RISK_FOUND_LOW, readerCue, readText } from './learned-reader';
import { readerFeatures } from './reader-features';
import { READER_LABELS, shippedWeights, type ReaderWeights } from './reader-weights';

/** A tiny model: "rope" and "the bridge" weigh toward risk to life, "bank" toward resilience. */
const TINY: ReaderWeights = {
  trainedOn: { sets: ['test'], texts: 0 },
  labels: [...READER_LABELS],
  bias: [-400, -400, -400, -400, -400, -400],
  weights: {
    rope: [350, 0, 0, 0, 0, 0],
    'the bridg': [250, 0, 0, 0, 0, 0],
    bank: [0, 0, 0, 500, 0, 0],
  },
};

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

describe('readText', () => {
  it('adds the weights of the words and pairs present, once each, to the bias', () => {
    const [reading] = readText('Bought a rope. Went to the bridge. Rope again.', TINY);
    expect(reading).toMatchObject({ label: 'risk_to_life' });
    expect(reading!.score).toBeCloseTo(sigmoid(-4 + 3.5 + 2.5), 12);
  });

  it('reads nothing below the label threshold, and never a label it is not used for', () => {
    expect(READER_THRESHOLDS.health).toBeNull();
    expect(readText('Bought a rope at the bridge.', { ...TINY, weights: { ...TINY.weights, rope: [350, 900, 0, 0, 0, 0] } }).map((r) => r.label)).toEqual([
      'risk_to_life',
    ]);
    // -4 + 3.5 = -0.5: 0.38, under risk to life's threshold.
    expect(sigmoid(-0.5)).toBeLessThan(READER_THRESHOLDS.risk_to_life!);
    expect(readText('Bought a rope.', TINY)).toEqual([]);
    expect(readText('12/03/2026 - £4,200', TINY)).toEqual([]);
  });

  it('points at the sentence whose own words weigh most', () => {
    const text = 'Called PH. She went to the bridge. Said she has the rope now.';
    const [reading] = readText(text, TINY);
    expect(text.slice(reading!.index, reading!.index + reading!.length)).toBe('Said she has the rope now.');
  });

  it('reads a long text three sentences at a time, so words far apart do not add up', () => {
    const filler = Array.from({ length: 12 }, (_, i) => `Item ${i + 1} was listed on the schedule with its value.`).join(' ');
    expect(readText(`Bought a rope. ${filler} Went to the bridge.`, TINY)).toEqual([]);
    const near = readText(`${filler} Bought a rope. Went to the bridge. ${filler}`, TINY);
    expect(near.map((r) => r.label)).toEqual(['risk_to_life']);
  });

  it('reads risk to life in a long text only from its higher threshold', () => {
    // "cliff": -4 + 4.5 = 0.5, a probability of 0.62: over the short text's threshold, under the long one's.
    const cliff: ReaderWeights = { ...TINY, weights: { ...TINY.weights, cliff: [450, 0, 0, 0, 0, 0] } };
    expect(sigmoid(0.5)).toBeGreaterThan(READER_THRESHOLDS.risk_to_life!);
    expect(sigmoid(0.5)).toBeLessThan(LONG_TEXT_THRESHOLDS.risk_to_life!);
    expect(readText('He went up to the cliff.', cliff).map((r) => r.label)).toEqual(['risk_to_life']);
    const filler = Array.from({ length: 12 }, (_, i) => `Item ${i + 1} was listed on the schedule with its value.`).join(' ');
    expect(readText(`${filler} He went up to the cliff. ${filler}`, cliff)).toEqual([]);
    // A caller's own thresholds hold for long texts too.
    expect(readText(`${filler} He went up to the cliff. ${filler}`, cliff, { ...READER_THRESHOLDS }).map((r) => r.label)).toEqual(['risk_to_life']);
  });

  // The eighty-fifth round: life events in a long text from 0.7 (0.65 before).
  it('reads life events in a long text only from 0.7', () => {
    // "split": -4 + 4.7 = 0.7, a probability of 0.67: over the old long threshold, under the new one.
    const split: ReaderWeights = { ...TINY, weights: { ...TINY.weights, split: [0, 0, 470, 0, 0, 0] } };
    expect(LONG_TEXT_THRESHOLDS.life_events).toBe(0.7);
    const filler = Array.from({ length: 12 }, (_, i) => `Item ${i + 1} was listed on the schedule with its value.`).join(' ');
    expect(readText('They split up in May.', split).map((r) => r.label)).toEqual(['life_events']);
    expect(readText(`${filler} They split up in May. ${filler}`, split)).toEqual([]);
  });

  it('gives the strongest reading first', () => {
    // Risk to life: -4 + 3.5 + 2.5 (0.88); resilience: -4 + 5 (0.73).
    expect(readText('The bank took it. Bought a rope at the bridge.', TINY).map((r) => r.label)).toEqual(['risk_to_life', 'resilience']);
  });

  it("scores a short text with the shipped weights exactly as the trainer's features say", () => {
    const text = "Since my husband died last month I can't face opening the post, my son deals with it.";
    const sums = READER_LABELS.map((_, i) => shippedWeights().bias[i]! / 100);
    for (const feature of readerFeatures(text)) shippedWeights().weights[feature]?.forEach((w, i) => (sums[i]! += w / 100));
    const readings = readText(text);
    expect(readings.length).toBeGreaterThan(0);
    for (const reading of readings) {
      expect(reading.score).toBeCloseTo(sigmoid(sums[READER_LABELS.indexOf(reading.label)]!), 12);
      // A short text is one passage: every label's probability beside the reading is the text's own.
      READER_LABELS.forEach((label, i) => expect(reading.alongside[label]).toBeCloseTo(sigmoid(sums[i]!), 12));
    }
  });

  it('names a reading with its label and score', () => {
    expect(readerCue({ label: 'life_events', score: 0.8234 })).toBe('learned reader: life events 0.82');
  });
});

describe('RISK_FOUND_LOW', () => {
  it("reads a clinician's finding that the risk is low, not a low risk of anything else", () => {
    expect(RISK_FOUND_LOW.test('Community mental health team: risk assessment; low risk; safety plan reviewed.')).toBe(true);
    expect(RISK_FOUND_LOW.test('He reports no current suicidal ideation.')).toBe(true);
    expect(RISK_FOUND_LOW.test('The wall is at low risk of collapse once propped.')).toBe(false);
    expect(RISK_FOUND_LOW.test('She said she wants to die and has a plan.')).toBe(false);
  });

  it('reads a danger a clinician excluded (the seventy-seventh round), not one still to be excluded', () => {
    expect(RISK_FOUND_LOW.test('10/10/2024 A&E: chest pain, cardiac causes excluded; anxiety.')).toBe(true);
    expect(RISK_FOUND_LOW.test('Serious causes have been ruled out.')).toBe(true);
    expect(RISK_FOUND_LOW.test('Chest pain since this morning; cardiac causes to be excluded at A&E.')).toBe(false);
  });

  it('reads a patient discharged the same day (the seventy-eighth round), not one still on the ward', () => {
    expect(RISK_FOUND_LOW.test('Tenant taken to hospital with CO poisoning. Tenant discharged same day and staying with her mother.')).toBe(true);
    expect(RISK_FOUND_LOW.test('She was discharged the same night with bruising from the seatbelt.')).toBe(true);
    expect(RISK_FOUND_LOW.test('He is still on the ward and will not be discharged for some days.')).toBe(false);
  });

  // The eighty-second round: the large demo claim's notice of loss raised an urgent signal for it.
  it('reads another person already taken by ambulance, not someone waiting for one', () => {
    expect(RISK_FOUND_LOW.test('The rider was thrown over the bonnet and taken by air ambulance.')).toBe(true);
    expect(RISK_FOUND_LOW.test('The cyclist was airlifted to hospital by air ambulance.')).toBe(true);
    expect(RISK_FOUND_LOW.test('She is on the floor and cannot get up; we are waiting for an ambulance.')).toBe(false);
  });
});

describe('isReadInPassages', () => {
  it('is true for a text of more than eighty words and three sentences, as readText reads it', () => {
    const sentence = 'The engineer inspected the car at the garage on Tuesday and found the front wing and bumper damaged beyond repair.';
    expect(isReadInPassages(Array.from({ length: 5 }, () => sentence).join(' '))).toBe(true);
    expect(isReadInPassages(Array.from({ length: 3 }, () => sentence).join(' '))).toBe(false);
    expect(isReadInPassages(`${sentence.replace(/\.$/, '')} ${Array.from({ length: 5 }, () => sentence.slice(0, -1).toLowerCase()).join(' and ')}.`)).toBe(
      false,
    );
  });
});
