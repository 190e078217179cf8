import { describe, expect, it } from 'vitest';
import { citationWords, writeOutCitations } from './citation-words';
import { validClaim } from '../test-support/valid-claim';
import type { ClaimRecord } from './claim-record';

const claim: ClaimRecord = {
  ...validClaim(),
  documents: [{ id: 'd3', title: 'Engineer report', kind: 'engineer_report', receivedDate: '2026-08-14', text: 'x' }],
  correspondence: [
    { id: 'c5', at: '2026-11-26T10:15:00Z', direction: 'inbound', channel: 'phone', text: 'call' },
    // 23:30 UTC in summer is already the next day in London (BST).
    { id: 'c6', at: '2026-07-31T23:30:00Z', direction: 'outbound', channel: 'email', text: 'mail' },
  ],
};

describe('citationWords', () => {
  it('names a message by its channel and UK day, a document by its title and date received', () => {
    expect(citationWords(claim, 'msg', 'c5')).toBe('call of 26 Nov 2026');
    expect(citationWords(claim, 'msg', 'c6')).toBe('email of 1 Aug 2026');
    expect(citationWords(claim, 'doc', 'd3')).toBe('Engineer report, received 14 Aug 2026');
  });

  it('is undefined for a source the claim does not have', () => {
    expect(citationWords(claim, 'msg', 'nope')).toBeUndefined();
  });
});

describe('writeOutCitations', () => {
  const resolve = (kind: 'doc' | 'msg' | 'event' | 'party', id: string) => citationWords(claim, kind, id);

  it('writes "[msg:c5]" as "(call of 26 Nov 2026)"', () => {
    expect(writeOutCitations('The customer rang [msg:c5].', resolve)).toBe('The customer rang (call of 26 Nov 2026).');
  });

  it('puts adjacent markers in one pair of brackets and names a repeated source once', () => {
    expect(writeOutCitations('Agreed [msg:c5][doc:d3] [msg:c5], then', resolve)).toBe(
      'Agreed (call of 26 Nov 2026; Engineer report, received 14 Aug 2026), then',
    );
    expect(writeOutCitations('A [msg:c5], [msg:c6]', resolve)).toBe('A (call of 26 Nov 2026; email of 1 Aug 2026)');
  });

  it('says plainly when a cited source is not on the claim, and leaves other text alone', () => {
    expect(writeOutCitations('See [doc:zz].', resolve)).toBe('See (doc:zz, not found on this claim).');
    expect(writeOutCitations('No markers [here] or [foo:bar].', resolve)).toBe('No markers [here] or [foo:bar].');
  });
});
