/**
 * Ranked full-text search over a claim's documents and correspondence, with MiniSearch (BM25+
 * over tokens, prefix matching, fuzzy matching as a fallback). The index is built once per
 * claim, on first use, and cached with the claim. Long documents are indexed in passages so a
 * hit points at the part of the document that matched, with the offset to open it at.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { foldAccents, type ClaimRecord } from '@claims/shared';
import { memo } from './claim-cache';
import { dateOfDateTime } from './calendar/dates';

/** A passage is cut near this many characters, at a paragraph, sentence or word edge. */
const PASSAGE = 1500;

export interface Passage {
  key: number;
  /** "document:ID", "correspondence:ID" or "note:ID" (internal notes). */
  source: string;
  /** The document or message id alone. */
  id: string;
  title: string;
  text: string;
  /** Where the passage starts in the document or message text. */
  offset: number;
  date: string;
}

export interface ClaimSearchIndex {
  passages: Passage[];
  index: MiniSearch<Passage>;
  documentCount: number;
  messageCount: number;
}

/** Words too common to rank on. */
const STOP_WORDS = new Set(
  'a an and are as at be been but by for from had has have he her his i if in into is it its me my of on or our she so that the their them there they this to was we were what when which who will with you your'.split(
    ' ',
  ),
);

/**
 * Splits text into words as MiniSearch does (at spaces and punctuation), and also at currency
 * signs, with amounts read as one number however they are written: "£1,440.00", "1,440" and
 * "1440" are all "1440". A registration or postcode written with a space ("WU17 HKD",
 * "SN2 1EX") is also indexed joined up, so it is found either way.
 */
export function tokenize(text: string): string[] {
  const plain = text.replace(/(\d),(?=\d{3}(?!\d))/g, '$1').replace(/(\d)\.00(?![\d.])/g, '$1');
  const words = plain.split(/[\n\r\p{Z}\p{P}\p{Sc}]+/u);
  for (const m of plain.matchAll(SPACED_REFERENCE)) words.push(`${m[1]}${m[2]}`);
  return words;
}

/** A current UK registration ("WU17 HKD") or a postcode ("SN2 1EX", "LS6 2AB") with its space. */
const SPACED_REFERENCE = /(?<![\p{L}\p{N}])([a-z]{2}\d{2}|[a-z]{1,2}\d[a-z\d]?) (\d?[a-z]{2,3})(?![\p{L}\p{N}])/giu;

/** The words of a query the index can rank on: none when it is all common words or punctuation. */
export function searchTerms(query: string): string[] {
  return tokenize(query).flatMap((word) => processTerm(word) ?? []);
}

function processTerm(term: string): string | null {
  const t = foldAccents(term.toLowerCase());
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
}

/** Splits text into passages of about PASSAGE characters. */
export function passagesOf(text: string): { offset: number; text: string }[] {
  if (text.length <= PASSAGE * 1.3) return [{ offset: 0, text }];
  const out: { offset: number; text: string }[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + PASSAGE);
    if (end < text.length) {
      const window = text.slice(start + PASSAGE / 2, end);
      const cut = Math.max(window.lastIndexOf('\n\n'), window.lastIndexOf('. '), window.lastIndexOf('\n'));
      const edge = cut >= 0 ? cut + 1 : window.lastIndexOf(' ');
      if (edge >= 0) end = start + PASSAGE / 2 + edge + 1;
    }
    out.push({ offset: start, text: text.slice(start, end) });
    start = end;
  }
  return out;
}

export function searchIndex(claim: ClaimRecord): ClaimSearchIndex {
  return memo(claim, 'searchIndex', () => {
    const passages: Passage[] = [];
    const add = (source: string, id: string, title: string, text: string, date: string) => {
      for (const p of passagesOf(text)) {
        passages.push({ key: passages.length, source, id, title, text: p.text, offset: p.offset, date });
      }
    };
    for (const d of claim.documents) add(`document:${d.id}`, d.id, d.title, d.text, d.receivedDate);
    for (const m of claim.correspondence) {
      const isNote = m.direction === 'internal' || m.channel === 'note';
      const title = m.subject ?? `${m.direction} ${m.channel}${m.author ? ` by ${m.author}` : ''}`;
      add(`${isNote ? 'note' : 'correspondence'}:${m.id}`, m.id, title, m.text, dateOfDateTime(m.at));
    }
    const index = new MiniSearch<Passage>({
      idField: 'key',
      fields: ['title', 'text'],
      storeFields: [],
      tokenize,
      processTerm,
      // A number is matched whole: "1440" is not the start of "14400".
      searchOptions: { boost: { title: 2 }, prefix: (term) => term.length >= 4 && !/^\d+$/.test(term), combineWith: 'OR' },
    });
    index.addAll(passages);
    return {
      passages,
      index,
      documentCount: claim.documents.length,
      messageCount: claim.correspondence.length,
    };
  });
}

export interface SearchHit {
  passage: Passage;
  score: number;
  terms: string[];
}

/**
 * The best passage of every matching source, best first (all of them, so a caller can say how
 * many it left out); fuzzy matching only when nothing matches exactly.
 */
export function searchClaim(claim: ClaimRecord, query: string): SearchHit[] {
  const { index, passages } = searchIndex(claim);
  let results: SearchResult[] = index.search(query);
  if (results.length === 0) {
    // Never for a term with digits: an amount or reference one character off is another one.
    results = index.search(query, { fuzzy: (term) => (term.length >= 5 && !/\d/.test(term) ? 0.2 : false) });
  }
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const r of results) {
    const passage = passages[r.id as number];
    if (!passage || seen.has(passage.source)) continue;
    seen.add(passage.source);
    hits.push({ passage, score: r.score, terms: r.terms });
  }
  return hits;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A term as it may be written in the text: a number with thousands commas ("1440" as "1,440"),
 * a registration or postcode with its space ("wu17hkd" as "WU17 HKD").
 */
function termPattern(term: string): string {
  if (!/\d/.test(term)) return escapeRegExp(term);
  return [...term].map(escapeRegExp).join('[ ,]?');
}

/**
 * Where the passage best shows a search: the query's words in order, as typed (so
 * "CLM-26-002907" lands on the reference, not on a date's "26"); else the first whole matched
 * term; else the first word beginning with one. Text is compared lower case without accents.
 */
export function firstMatch(text: string, terms: readonly string[], query = ''): { index: number; length: number } {
  const lower = foldAccents(text.toLowerCase());
  const words = query ? tokenize(foldAccents(query.toLowerCase())).filter((w) => w.length > 0) : [];
  if (words.length > 1) {
    const phrase = new RegExp(`(?<![\\p{L}\\p{N}])${words.map(termPattern).join('[^\\p{L}\\p{N}]+')}`, 'u').exec(lower);
    if (phrase) return { index: phrase.index, length: phrase[0].length };
  }
  for (const whole of [true, false]) {
    let best = { index: -1, length: 0 };
    for (const term of terms) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${termPattern(term)}${whole ? '(?![\\p{L}\\p{N}])' : ''}`, 'u');
      const m = re.exec(lower);
      if (m && (best.index === -1 || m.index < best.index)) best = { index: m.index, length: m[0].length };
    }
    if (best.index !== -1) return best;
  }
  return { index: 0, length: 0 };
}
