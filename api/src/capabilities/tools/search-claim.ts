/**
 * search_claim: ranked full-text search (BM25+) over the claim's documents, correspondence and
 * internal notes, best first, one hit per source with a snippet around the match. A document
 * hit carries the offset of the matching passage for get_document.
 */
import { z } from 'zod';
import { cutText, plural } from '@claims/shared';
import { RESULT_CAP, cite, clip } from './compact';
import { defineTool } from './define-tool';
import { firstMatch, searchClaim, searchIndex, searchTerms } from './search-index';
import { excerptAround } from './text-scan';

export const searchClaimTool = defineTool({
  name: 'search_claim',
  description:
    'Search the claim\'s documents, correspondence and internal notes by words (ranked, best first; word beginnings match, so "complain" finds "complaint"). Returns `hits` with `source` ("document:ID", "correspondence:ID" or "note:ID"), `title`, `snippet`, and for documents the `offset` to open get_document at.',
  input: {
    query: z.string().trim().min(1, 'Give some words to search for').max(300, 'Keep the query to 300 characters at most: a few distinctive words').describe('Words to search for.'),
    limit: z.number().int().min(1).max(20).optional().describe('How many hits at most (default 8).'),
  },
  personalData: { arguments: true, result: true },
  activity: ({ query }) => `Searching the file for "${cutText(query, 40)}"…`,
  run: ({ query, limit = 8 }, { claim }) => {
    if (searchTerms(query).length === 0) {
      return {
        result: `"${query}" has only common words or punctuation, which are not searched. Give a distinctive word, a name, an amount or a reference.`,
      };
    }
    const { documentCount, messageCount } = searchIndex(claim);
    const hits = searchClaim(claim, query, limit);
    if (hits.length === 0) {
      return {
        result: `No matches for "${query}" in ${plural(documentCount, 'document')} and ${plural(messageCount, 'message')}. Try other or fewer words, or get_claim_section to browse.`,
      };
    }
    const rows = hits.map(({ passage, terms, score }) => {
      const at = firstMatch(passage.text, terms, query);
      const [kind] = passage.source.split(':');
      return {
        source: passage.source,
        cite: `[${kind === 'document' ? cite.doc(passage.id) : cite.msg(passage.id)}]`,
        title: clip(passage.title, 100),
        date: passage.date,
        snippet: excerptAround(passage.text, at.index, at.length, 110),
        ...(kind === 'document' ? { offset: Math.max(0, passage.offset + at.index - 200) } : {}),
        score: Math.round(score * 100) / 100,
      };
    });
    // Snippets are ~250 characters, so eight to twelve hits fit; drop the weakest if not.
    let result = JSON.stringify({ query, hits: rows });
    while (result.length > RESULT_CAP && rows.length > 1) {
      rows.pop();
      const leftOut = hits.length - rows.length;
      result = JSON.stringify({
        query,
        hits: rows,
        leftOut,
        note: `${plural(leftOut, 'weaker hit')} left out to keep this short; search with more specific words to reach them.`,
      });
    }
    return { result };
  },
});
