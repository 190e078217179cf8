/**
 * search_claim: ranked full-text search (BM25+) over the claim's documents, correspondence and
 * internal notes, best first, one hit per source with a snippet around the match. A document
 * or message hit carries the offset of the matching passage for get_document. Every matching source is
 * counted, and those beyond the page are reached with `offset`, so a cut list never reads as
 * all there is.
 */
import * as z from 'zod';
import { cutText, plural } from '@claims/shared';
import { RESULT_CAP } from './compact';
import { clip } from '../../domain/clip';
import { cite } from '../../domain/source-ids';
import { defineTool } from './define-tool';
import { firstMatch, searchClaim, searchIndex, searchTerms } from '../../domain/search-index';
import { excerptAround } from '../../domain/screens/text-scan';

export const searchClaimTool = defineTool({
  name: 'search_claim',
  description:
    'Search the claim\'s documents, correspondence and internal notes by words (ranked, best first; word beginnings match, so "complain" finds "complaint"). Returns `matched` (how many sources match) and `hits` with `source` ("document:ID", "correspondence:ID" or "note:ID"), `title`, `snippet`, and the `offset` to open get_document at to read the document or message around the match. When more match than are shown, call again with `offset` set to `more.nextOffset` for the next ones.',
  input: {
    query: z
      .string()
      .trim()
      .min(1, 'Give some words to search for')
      .max(300, 'Keep the query to 300 characters at most: a few distinctive words')
      .describe('Words to search for.'),
    limit: z.number().int().min(1).max(20).optional().describe('How many hits at most (default 8).'),
    offset: z.number().int().min(0).optional().describe('Paging: how many of the best hits to skip, from `more.nextOffset` of a previous result.'),
  },
  personalData: { arguments: true, result: true },
  activity: ({ query }) => `Searching the file for "${cutText(query, 40)}"…`,
  run: ({ query, limit = 8, offset = 0 }, { claim }) => {
    if (searchTerms(query).length === 0) {
      return {
        result: `"${query}" has only common words or punctuation, which are not searched. Give a distinctive word, a name, an amount or a reference.`,
      };
    }
    const { documentCount, messageCount } = searchIndex(claim);
    const hits = searchClaim(claim, query);
    if (hits.length === 0) {
      return {
        result: `No matches for "${query}" in ${plural(documentCount, 'document')} and ${plural(messageCount, 'message')}. Try other or fewer words, or get_claim_section to browse.`,
      };
    }
    const matched = hits.length;
    if (offset >= matched) {
      return {
        result: JSON.stringify({
          query,
          matched,
          hits: [],
          more: { total: matched, note: `Offset ${offset} is past the end: there ${matched === 1 ? 'is 1 match' : `are ${matched} matches`} in all.` },
        }),
      };
    }
    const rows = hits.slice(offset, offset + limit).map(({ passage, terms }) => {
      const at = firstMatch(passage.text, terms, query);
      const [kind] = passage.source.split(':');
      return {
        source: passage.source,
        cite: `[${kind === 'document' ? cite.doc(passage.id) : cite.msg(passage.id)}]`,
        title: clip(passage.title, 100),
        date: passage.date,
        snippet: excerptAround(passage.text, at.index, at.length, 110),
        offset: Math.max(0, passage.offset + at.index - 200),
      };
    });
    const render = () => {
      const end = offset + rows.length;
      const more =
        offset === 0 && end === matched
          ? undefined
          : {
              shown: `${offset + 1}–${end}`,
              total: matched,
              leftOut: matched - rows.length,
              ...(end < matched
                ? {
                    nextOffset: end,
                    note: `Call search_claim with the same query and offset ${end} for the next matches, or use more specific words.`,
                  }
                : {}),
            };
      return JSON.stringify({ query, matched, hits: rows, ...(more ? { more } : {}) });
    };
    // Snippets are ~250 characters, so eight to twelve hits fit; the weakest wait for the next page if not.
    let result = render();
    while (result.length > RESULT_CAP && rows.length > 1) {
      rows.pop();
      result = render();
    }
    return { result };
  },
});
