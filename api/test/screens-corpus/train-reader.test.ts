import { describe, expect, it } from 'vitest';
import { shippedWeights } from '../../src/domain/screens/reader-weights';
import { UNSEEN, loadCorpus, loadRoutine } from './corpus';
import { TRAINING_SETS, trainShippedReader } from './train-reader';

/** Training on every read set takes a few seconds, more with each set and on a busy machine: not a speed target. */
const TRAINING_TIMEOUT_MS = 60_000;

describe('the learned reader as shipped', () => {
  it(
    'is what `npm run screens:train` makes of the corpus today',
    () => {
      // When this fails, the corpus or the trainer changed: run `npm run screens:train` and commit the weights.
      expect(trainShippedReader(loadCorpus(), loadRoutine())).toEqual(shippedWeights());
    },
    TRAINING_TIMEOUT_MS,
  );

  it('never learned from the unseen set', () => {
    expect(TRAINING_SETS).not.toContain(UNSEEN);
    expect(shippedWeights().trainedOn.sets).not.toContain(UNSEEN);
    const corpus = loadCorpus();
    expect(shippedWeights().trainedOn.texts).toBe(TRAINING_SETS.reduce((n, half) => n + corpus[half].length, 0) + loadRoutine().length);
  });
});

describe('loadRoutine', () => {
  it('holds only texts labelled "none"', () => {
    const routine = loadRoutine();
    expect(routine.length).toBeGreaterThan(400);
    expect(routine.every((t) => t.expect.length === 1 && t.expect[0] === 'none')).toBe(true);
  });

  it('shares no id and no text with the scored sets', () => {
    const scored = Object.values(loadCorpus()).flat();
    const all = [...scored, ...loadRoutine()];
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    expect(new Set(all.map((t) => t.text)).size).toBe(all.length);
  });
});
