/**
 * The learned reader read on text it never learned from: trained once per scored set with that
 * set left out (and the same share of the routine texts), then reading the set left out. Every
 * read set is scored this way, so a setting of the trainer is judged on all of them at once, not
 * on one set of 400 texts where a figure moves four points by chance (docs/screens.md, the
 * ninth round). The unseen set is never trained on or read here.
 */
import { isReadInPassages, LONG_TEXT_THRESHOLDS, READER_THRESHOLDS, readText, type ReaderThresholds } from '../../src/domain/screens/learned-reader';
import { READER_LABELS, type ReaderLabel } from '../../src/domain/screens/reader-weights';
import type { CorpusText } from './corpus';
import { trainReader, type TrainingOptions } from './train-reader';

/** One text's scores from a reader that never learned from it. */
export interface LeftOutReading {
  id: string;
  expect: readonly string[];
  /** A routine text (never labelled), kept apart from the scored sets' figures. */
  routine: boolean;
  /** Each label's probability at the text's best passage. */
  scores: Record<ReaderLabel, number>;
  /** Read a passage at a time, as the Worker reads a long text: judged at the long-text thresholds. */
  inPassages: boolean;
}

/** A threshold of 0 for every label: each label's score, read or not. */
export const EVERY_LABEL = Object.fromEntries(READER_LABELS.map((label) => [label, 0])) as ReaderThresholds;

/** Every text of `sets` (and every routine text), read by a reader trained without its set. */
export function leftOutReadings(
  sets: Readonly<Record<string, readonly CorpusText[]>>,
  routine: readonly CorpusText[],
  options: TrainingOptions = {},
): LeftOutReading[] {
  const names = Object.keys(sets);
  const out: LeftOutReading[] = [];
  names.forEach((left, k) => {
    const inFold = (i: number) => i % names.length === k;
    const training = [...names.filter((name) => name !== left).flatMap((name) => sets[name]!), ...routine.filter((_, i) => !inFold(i))];
    const weights = trainReader(['left out'], training, { labels: READER_LABELS, ...options });
    const read = (t: CorpusText, isRoutine: boolean) => {
      const scores = { ...EVERY_LABEL } as Record<ReaderLabel, number>;
      for (const reading of readText(t.text, weights, EVERY_LABEL)) scores[reading.label] = reading.score;
      out.push({ id: t.id, expect: t.expect, routine: isRoutine, scores, inPassages: isReadInPassages(t.text) });
    };
    for (const t of sets[left]!) read(t, false);
    routine.forEach((t, i) => inFold(i) && read(t, true));
  });
  return out;
}

/** How well the scores rank the scored texts carrying `label` above the rest, 0 to 1, whatever the threshold. */
export function averagePrecision(readings: readonly LeftOutReading[], label: ReaderLabel): number | null {
  const ranked = readings.filter((r) => !r.routine).sort((a, b) => b.scores[label] - a.scores[label]);
  let found = 0;
  let sum = 0;
  ranked.forEach((r, i) => {
    if (!r.expect.includes(label)) return;
    found++;
    sum += found / (i + 1);
  });
  return found === 0 ? null : sum / found;
}

export interface ReaderAlone {
  label: ReaderLabel;
  threshold: number;
  averagePrecision: number | null;
  recall: number | null;
  precision: number | null;
  /** Routine texts read as the label. */
  routineAlarms: number;
}

/**
 * The reader alone at each label's threshold, as the Worker reads: a text read in passages at
 * `longText`'s (the shipped ones by default; health, not read, at 0.5).
 */
export function readerAlone(
  readings: readonly LeftOutReading[],
  thresholds: ReaderThresholds = READER_THRESHOLDS,
  longText: ReaderThresholds = thresholds === READER_THRESHOLDS ? LONG_TEXT_THRESHOLDS : thresholds,
): ReaderAlone[] {
  return READER_LABELS.map((label) => {
    const threshold = thresholds[label] ?? 0.5;
    const reads = (r: LeftOutReading) => r.scores[label] >= (r.inPassages ? (longText[label] ?? 0.5) : threshold);
    const scored = readings.filter((r) => !r.routine);
    const labelled = scored.filter((r) => r.expect.includes(label)).length;
    const found = scored.filter(reads);
    const right = found.filter((r) => r.expect.includes(label)).length;
    return {
      label,
      threshold,
      averagePrecision: averagePrecision(readings, label),
      recall: labelled === 0 ? null : right / labelled,
      precision: found.length === 0 ? null : right / found.length,
      routineAlarms: readings.filter((r) => r.routine && reads(r)).length,
    };
  });
}
