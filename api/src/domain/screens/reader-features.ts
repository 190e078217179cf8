/**
 * The words the learned reader (learned-reader.ts) weighs: each word of a text, lower-cased
 * and stemmed (Porter's stemmer, so "struggling" and "struggles" are one word), and each pair of
 * neighbouring words. A word just after a negation, in the same clause, is its own feature
 * ("not unhappy" gives `not_unhappi`), so a denial does not weigh as the thing denied. The
 * trainer (api/test/screens-corpus/train-reader.ts) and the reader use this one tokenizer, so a
 * weight always means the same feature.
 */
import { stemmer } from 'stemmer';

/** A word of lower-cased text, with a contraction's tail ("can't"). */
const READER_WORD = /[a-z0-9]+(?:'[a-z]+)?/g;

/** Stems already worked out: a claim file repeats its words, and stemming is most of the cost. */
const stems = new Map<string, string>();
const MAX_STEMS = 50_000;

/** A lower-cased word's stem, as the reader weighs it (a possessive and apostrophes dropped). */
function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= MAX_STEMS) stems.clear();
    const bare = word.replace(/'s$/, '').replace(/'/g, '');
    stem = bare.length > 2 ? stemmer(bare) : bare;
    stems.set(word, stem);
  }
  return stem;
}

/** A date written in figures ("01/12", "16.12.26"): its figures are the claim's, not a sign, so each reads as 0. */
const DATE = /\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g;
/**
 * Lower-cased, with every apostrophe straight and a date's figures as 0, so a claim moved in time
 * reads the same (indexes kept for all but a few non-English letters).
 */
export const readerText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(DATE, (d) => d.replace(/\d/g, '0'));

/** Words that negate what follows them (as written, apostrophes dropped). */
const NEGATIONS = new Set([
  'no',
  'not',
  'never',
  'nothing',
  'none',
  'nobody',
  'neither',
  'nor',
  'without',
  'cant',
  'cannot',
  'dont',
  'doesnt',
  'didnt',
  'wont',
  'wouldnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'havent',
  'hasnt',
  'hadnt',
  'couldnt',
  'shouldnt',
]);
/** How many words after a negation it reaches, within its clause. */
const NEGATION_REACH = 3;
const CLAUSE_END = /[.,;:!?\n()]/;

/**
 * Calls `visit` with each word of lower-cased `text` as written, whether a negation reaches it,
 * and where it starts.
 */
export function eachReaderWord(lower: string, visit: (written: string, negated: boolean, at: number) => void): void {
  let reach = 0;
  let end = 0;
  for (const match of lower.matchAll(READER_WORD)) {
    const written = match[0];
    if (reach > 0 && CLAUSE_END.test(lower.slice(end, match.index))) reach = 0;
    end = match.index + written.length;
    const negation = NEGATIONS.has(written.replace(/'/g, ''));
    visit(written, reach > 0 && !negation, match.index);
    reach = negation ? NEGATION_REACH : Math.max(0, reach - 1);
  }
}

/** A word's feature: its stem, marked `not_` where a negation reaches it. */
export const featureOf = (written: string, negated: boolean) => (negated ? `not_${stemOf(written)}` : stemOf(written));

/** The words of `text` as features, in order. */
export function readerWords(text: string): string[] {
  const words: string[] = [];
  eachReaderWord(readerText(text), (written, negated) => words.push(featureOf(written, negated)));
  return words;
}

/** Every distinct word and neighbouring pair of `text` ("low", "low mood"). */
export function readerFeatures(text: string): string[] {
  const words = readerWords(text);
  const features = new Set<string>(words);
  for (let i = 1; i < words.length; i++) features.add(`${words[i - 1]} ${words[i]}`);
  return [...features];
}
