/**
 * The learned reader's weights, as trained by `npm run screens:train`
 * (api/test/screens-corpus/train-reader.ts) and shipped in reader-weights.json, packed: the
 * features in one list and their weights in one flat list of twentieths, which gzips to about
 * six sevenths of a map of rows in hundredths (the Worker's bundle has a size budget).
 */
import packed from './reader-weights.json';

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

/** reader-weights.json: row i of `weights` is `weights[i * labels.length …]`, in twentieths. */
export interface PackedWeights extends Omit<ReaderWeights, 'weights'> {
  features: string[];
  weights: number[];
}

const TWENTIETH = 5;

export function packWeights(reader: ReaderWeights): PackedWeights {
  const rows = Object.values(reader.weights).flat();
  const off = rows.find((w) => w % TWENTIETH !== 0);
  if (off !== undefined) throw new Error(`A weight of ${off} hundredths is not a whole number of twentieths; train with a quantum of 5.`);
  return { ...reader, features: Object.keys(reader.weights), weights: rows.map((w) => w / TWENTIETH || 0) };
}

export function unpackWeights(file: PackedWeights): ReaderWeights {
  const { features, weights: flat, ...rest } = file;
  const width = file.labels.length;
  const weights: Record<string, number[]> = {};
  for (let i = 0; i < features.length; i++) {
    const row = new Array<number>(width);
    for (let j = 0; j < width; j++) row[j] = flat[i * width + j]! * TWENTIETH || 0;
    weights[features[i]!] = row;
  }
  return { ...rest, weights };
}

let shipped: ReaderWeights | undefined;

/** The shipped weights, unpacked on first use rather than when an isolate starts: most requests read no text. */
export function shippedWeights(): ReaderWeights {
  shipped ??= unpackWeights(packed as PackedWeights);
  return shipped;
}
