/**
 * The screens' figures on the labelled corpus (api/test/screens-corpus): recall and precision
 * per FG21/1 driver, for risk to life and for dissatisfaction, on each set, with the misses.
 */
import { HALVES, UNSEEN, loadCorpus } from '../api/test/screens-corpus/corpus';
import { SCORED_LABELS, TARGETS, scoreHalf, type HalfFigures } from '../api/test/screens-corpus/score';
import type { Half } from '../api/test/screens-corpus/corpus';

export { SCORED_LABELS as SCREEN_LABELS, TARGETS as SCREEN_TARGETS };

export interface ScreensFigures {
  halves: HalfFigures[];
  /** The set no change has looked at (`held-out-90`). */
  unseen: Half;
  /** Every label meets its target on that set. */
  heldOutMeetsTargets: boolean;
  ms: number;
}

/** Scores the sets asked for (all by default). */
export function screensFigures(halves: readonly Half[] = HALVES): ScreensFigures {
  const started = performance.now();
  const corpus = loadCorpus();
  const figures = halves.map((h) => scoreHalf(h, corpus[h]));
  const heldOut = figures.find((f) => f.half === UNSEEN);
  return {
    halves: figures,
    unseen: UNSEEN,
    heldOutMeetsTargets: heldOut ? heldOut.labels.every((l) => l.meetsTarget) : false,
    ms: Math.round(performance.now() - started),
  };
}
