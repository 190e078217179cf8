/**
 * The learned reader's weights, as trained by `npm run screens:train`
 * (api/test/screens-corpus/train-reader.ts) and shipped in reader-weights.json.
 */
import trained from './reader-weights.json';

/** What the reader scores, in the order of each weight row. */
export const READER_LABELS = ['risk_to_life', 'health', 'life_events', 'resilience', 'capability', 'dissatisfaction'] as const;
export type ReaderLabel = (typeof READER_LABELS)[number];

export interface ReaderWeights {
  /** The corpus sets it learned from, and how many texts: never the unseen set. */
  trainedOn: { sets: string[]; texts: number };
  labels: string[];
  /** In hundredths, like the weights. */
  bias: number[];
  /** Feature (a stemmed word or pair) → one weight per label, in hundredths. */
  weights: Record<string, number[]>;
}

export const SHIPPED_WEIGHTS = trained as ReaderWeights;
