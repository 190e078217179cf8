/**
 * Ranked full-text search over a claim's documents and correspondence, with MiniSearch (BM25+
 * over tokens, prefix matching, fuzzy matching as a fallback). The index is built once per
 * claim, on first use, and cached with the claim. Long documents are indexed in passages so a
 * hit points at the part of the document that matched, with the offset to open it at.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { ClaimRecord } from '@claims/shared';
import { memo } from './claim-cache';
import { dateOfDateTime } from '../dates';

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
  'a an and are as at be been but by for from had has have he her his i if in into is it its me my of on or our she so that the their them there they this to was we were what when which who will with you your'.split(' '),
);

function processTerm(term: string): string | null {
  const t = term.toLowerCase();
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
      processTerm,
      searchOptions: { boost: { title: 2 }, prefix: (term) => term.length >= 4, combineWith: 'OR' },
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

/** The best passage per source, best first; fuzzy matching only when nothing matches exactly. */
export function searchClaim(claim: ClaimRecord, query: string, limit: number): SearchHit[] {
  const { index, passages } = searchIndex(claim);
  let results: SearchResult[] = index.search(query);
  if (results.length === 0) {
    results = index.search(query, { fuzzy: (term) => (term.length >= 5 ? 0.2 : false) });
  }
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const r of results) {
    const passage = passages[r.id as number];
    if (!passage || seen.has(passage.source)) continue;
    seen.add(passage.source);
    hits.push({ passage, score: r.score, terms: r.terms });
    if (hits.length >= limit) break;
  }
  return hits;
}

/** Where the first matched term occurs in the passage (or 0), for the snippet. */
export function firstMatch(text: string, terms: readonly string[]): { index: number; length: number } {
  const lower = text.toLowerCase();
  let best = { index: -1, length: 0 };
  for (const term of terms) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
    const m = re.exec(lower);
    if (m && (best.index === -1 || m.index < best.index)) best = { index: m.index, length: term.length };
  }
  return best.index === -1 ? { index: 0, length: 0 } : best;
}
