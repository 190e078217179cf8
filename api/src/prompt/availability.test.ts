import { CAPABILITY_CATALOGUE } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { document, makeClaim, message } from '../../test/support/test-fixtures';
import { capabilityUnavailableMessage } from './availability';

const bare = makeClaim();
const full = makeClaim({
  documents: [document('d1', 'Repair estimate: £1,450.')],
  correspondence: [message('c1', '2026-10-06', 'inbound', 'Any news on my claim?')],
  financials: { reserves: [{ headOfDamage: 'own damage', amount: 145000, setDate: '2026-10-06' }] },
});

describe('capabilityUnavailableMessage', () => {
  it('answers with the label and the reason when the claim lacks what the task needs', () => {
    expect(capabilityUnavailableMessage('document_review', bare)).toBe(
      '"Review the documents" is not available on claim CLM-TEST-1. There are no documents on this claim yet. ' +
        'It will become available once that is on the file. Meanwhile you can ask me a question about the claim.',
    );
    expect(capabilityUnavailableMessage('complaint_check', bare)).toContain('There is no correspondence on this claim yet.');
    expect(capabilityUnavailableMessage('settlement_review', bare)).toContain('no offers and no reserves');
    expect(capabilityUnavailableMessage('reserve_review', bare)).toContain('no reserves, payments, recoveries, offers or documents');
  });

  it('offers a reserve review on a claim with evidence of cost but no reserve yet: that is when one is needed most', () => {
    const estimateOnly = makeClaim({ documents: [document('d1', 'Repair estimate: £1,450.')] });
    expect(capabilityUnavailableMessage('reserve_review', estimateOnly)).toBeUndefined();
    const offerOnly = makeClaim({
      offers: [{ id: 'o1', date: '2026-11-02', by: 'claimant', kind: 'open', amount: 250000, status: 'open' }],
    });
    expect(capabilityUnavailableMessage('reserve_review', offerOnly)).toBeUndefined();
  });

  it('is undefined for every capability once the claim has the data', () => {
    for (const meta of CAPABILITY_CATALOGUE) expect(capabilityUnavailableMessage(meta.id, full), meta.id).toBeUndefined();
  });

  it('is undefined for capabilities that need nothing, even on a bare claim', () => {
    const needNothing = CAPABILITY_CATALOGUE.filter((c) => !('requires' in c));
    expect(needNothing.length).toBeGreaterThan(0);
    for (const meta of needNothing) expect(capabilityUnavailableMessage(meta.id, bare), meta.id).toBeUndefined();
  });

  it('refuses an unknown id, listing the known ones', () => {
    expect(() => capabilityUnavailableMessage('make_tea', bare)).toThrow(/Unknown capability "make_tea"; use one of: claim_summary/);
  });
});
