/**
 * The words the learned reader (learned-reader.ts) weighs: each word of a text, lower-cased
 * and stemmed (Porter's stemmer, so "struggling" and "struggles" are one word), and each pair of
 * neighbouring words. The trainer (api/test/screens-corpus/train-reader.ts) and the reader use
 * this one function, so a weight always means the same feature.
 */
import { stemmer } from 'stemmer';

/** A word of lower-cased text, with a contraction's tail ("can't"). */
export const READER_WORD = /[a-z0-9]+(?:'[a-z]+)?/g;

/** Stems already worked out: a claim file repeats its words, and stemming is most of the cost. */
const stems = new Map<string, string>();
const MAX_STEMS = 50_000;

/** A lower-cased word's stem, as the reader weighs it (a possessive and apostrophes dropped). */
export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= MAX_STEMS) stems.clear();
    const bare = word.replace(/'s$/, '').replace(/'/g, '');
    stem = bare.length > 2 ? stemmer(bare) : bare;
    stems.set(word, stem);
  }
  return stem;
}

/** Lower-cased, with every apostrophe straight (indexes kept for all but a few non-English letters). */
export const readerText = (text: string) => text.toLowerCase().replace(/[‘’`]/g, "'");

export interface ReaderToken {
  stem: string;
  /** Where the word starts in the text. */
  at: number;
}

/** The stemmed words of `text` with where each starts, in order. */
export function readerTokens(text: string): ReaderToken[] {
  const tokens: ReaderToken[] = [];
  for (const match of readerText(text).matchAll(READER_WORD)) tokens.push({ stem: stemOf(match[0]), at: match.index });
  return tokens;
}

/** The stemmed words of `text`, in order. */
export function readerWords(text: string): string[] {
  return readerTokens(text).map((t) => t.stem);
}

/** Every distinct word and neighbouring pair of `text` ("low", "low mood"). */
export function readerFeatures(text: string): string[] {
  const words = readerWords(text);
  const features = new Set<string>(words);
  for (let i = 1; i < words.length; i++) features.add(`${words[i - 1]} ${words[i]}`);
  return [...features];
}
