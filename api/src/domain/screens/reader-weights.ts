/**
 * The learned reader's weights, as trained by `npm run screens:train`
 * (api/test/screens-corpus/train-reader.ts) and shipped in reader-weights.json, packed for the
 * Worker's size budget: the features one line per first word, and each weight one character in
 * its label's column. Packed so, the file gzips a fifth smaller than as two JSON lists.
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
 * order. `columns`: per label, one character per row, a weight in twentieths (`0` is
 * DIGITS[ZERO]); a label without a column weighs nothing (the reader does not read it). A weight
 * past the characters is written as zero there and listed in `large`.
 */
export interface PackedWeights extends Omit<ReaderWeights, 'weights'> {
  features: string;
  columns: Record<string, string>;
  large: { label: string; row: number; twentieths: number }[];
}

const TWENTIETH = 5;
/** Printable ASCII from `#`, but the backslash JSON would escape. */
const DIGITS = Array.from({ length: 0x7f - 0x23 }, (_, i) => String.fromCharCode(0x23 + i))
  .filter((c) => c !== '\\')
  .join('');
const ZERO = 45;
const OWN_ROW = '*';

export function packWeights(reader: ReaderWeights): PackedWeights {
  const { weights: byFeature, ...rest } = reader;
  const lines: string[][] = [];
  let last: string | undefined;
  for (const feature of Object.keys(byFeature).sort()) {
    const [first, second] = feature.split(' ') as [string, string | undefined];
    if (first !== last) lines.push([first]);
    lines.at(-1)!.push(second ?? OWN_ROW);
    last = first;
  }
  const rows = lines.flatMap(([first, ...items]) => items.map((item) => byFeature[item === OWN_ROW ? first! : `${first} ${item}`]!));
  const off = rows.flat().find((w) => w % TWENTIETH !== 0);
  if (off !== undefined) throw new Error(`A weight of ${off} hundredths is not a whole number of twentieths; train with a quantum of 5.`);
  const columns: Record<string, string> = {};
  const large: PackedWeights['large'] = [];
  reader.labels.forEach((label, j) => {
    if (rows.every((row) => row[j] === 0)) return;
    columns[label] = rows
      .map((row, r) => {
        const digit = ZERO + row[j]! / TWENTIETH;
        if (digit >= 0 && digit < DIGITS.length) return DIGITS[digit];
        large.push({ label, row: r, twentieths: row[j]! / TWENTIETH });
        return DIGITS[ZERO];
      })
      .join('');
  });
  return { ...rest, features: lines.map((line) => line.join(' ')).join('\n'), columns, large };
}

export function unpackWeights(file: PackedWeights): ReaderWeights {
  const { features, columns, large, ...rest } = file;
  const names = features.split('\n').flatMap((line) => {
    const [first, ...items] = line.split(' ');
    return items.map((item) => (item === OWN_ROW ? first! : `${first} ${item}`));
  });
  const rows = names.map(() => file.labels.map(() => 0));
  file.labels.forEach((label, j) => {
    const column = columns[label];
    if (column) for (let r = 0; r < rows.length; r++) rows[r]![j] = (DIGITS.indexOf(column[r]!) - ZERO) * TWENTIETH || 0;
  });
  for (const { label, row, twentieths } of large) rows[row]![file.labels.indexOf(label)] = twentieths * TWENTIETH;
  return { ...rest, weights: Object.fromEntries(names.map((name, r) => [name, rows[r]!])) };
}

let shipped: ReaderWeights | undefined;

/** The shipped weights, unpacked on first use rather than when an isolate starts: most requests read no text. */
export function shippedWeights(): ReaderWeights {
  shipped ??= unpackWeights(packed as PackedWeights);
  return shipped;
}
