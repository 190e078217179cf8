/**
 * The learned reader's weights, as trained by `npm run screens:train`
 * (api/test/screens-corpus/train-reader.ts) and shipped in reader-weights.json, packed for the
 * Worker's size budget: the features one line per first word, and each weight one character.
 * Packed so, the file gzips to about 55 KB rather than 76 KB as two JSON lists.
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

/**
 * reader-weights.json. `features`: a line per first word, "word * second second …", where `*`
 * is the word's own row and each other item the pair it makes with that word, rows in that
 * order. `weights`: row after row, one character per label, a weight in twentieths (`0` is
 * DIGITS[ZERO]); a weight past the characters is written as zero there and listed in `large` as
 * [its place in `weights`, twentieths].
 */
export interface PackedWeights extends Omit<ReaderWeights, 'weights'> {
  features: string;
  weights: string;
  large: [number, number][];
}

const TWENTIETH = 5;
/** Printable ASCII but the two characters JSON would escape. */
const DIGITS = Array.from({ length: 0x7f - 0x23 }, (_, i) => String.fromCharCode(0x23 + i))
  .filter((c) => c !== '\\')
  .join('');
const ZERO = 45;
const OWN_ROW = '*';

export function packWeights(reader: ReaderWeights): PackedWeights {
  const { weights: rows, ...rest } = reader;
  const lines: string[][] = [];
  let last: string | undefined;
  for (const feature of Object.keys(rows).sort()) {
    const [first, second] = feature.split(' ') as [string, string | undefined];
    if (first !== last) lines.push([first]);
    lines.at(-1)!.push(second ?? OWN_ROW);
    last = first;
  }
  const flat = lines.flatMap(([first, ...items]) => items.map((item) => rows[item === OWN_ROW ? first! : `${first} ${item}`]!)).flat();
  const off = flat.find((w) => w % TWENTIETH !== 0);
  if (off !== undefined) throw new Error(`A weight of ${off} hundredths is not a whole number of twentieths; train with a quantum of 5.`);
  const large: [number, number][] = [];
  const weights = flat
    .map((w, at) => {
      const digit = ZERO + w / TWENTIETH;
      if (digit >= 0 && digit < DIGITS.length) return DIGITS[digit];
      large.push([at, w / TWENTIETH]);
      return DIGITS[ZERO];
    })
    .join('');
  return { ...rest, features: lines.map((line) => line.join(' ')).join('\n'), weights, large };
}

export function unpackWeights(file: PackedWeights): ReaderWeights {
  const { features, weights: digits, large, ...rest } = file;
  const width = file.labels.length;
  const flat = Array.from(digits, (c) => (DIGITS.indexOf(c) - ZERO) * TWENTIETH || 0);
  for (const [at, twentieths] of large) flat[at] = twentieths * TWENTIETH;
  const weights: Record<string, number[]> = {};
  let row = 0;
  for (const line of features.split('\n')) {
    const [first, ...items] = line.split(' ');
    for (const item of items) weights[item === OWN_ROW ? first! : `${first} ${item}`] = flat.slice(row * width, ++row * width);
  }
  return { ...rest, weights };
}

let shipped: ReaderWeights | undefined;

/** The shipped weights, unpacked on first use rather than when an isolate starts: most requests read no text. */
export function shippedWeights(): ReaderWeights {
  shipped ??= unpackWeights(packed as PackedWeights);
  return shipped;
}
