import { describe, expect, it } from 'vitest';
import { TODAY, event, makeClaim, message } from '../../../test/support/test-fixtures';
import { handlingFindings, type HandlingFinding } from './handling-checks';
import { CUSTOMER_UPDATE_DAYS, HANDLING_CODES } from './standards';

const finding = <C extends HandlingFinding['code']>(code: C, ...args: Parameters<typeof handlingFindings>) =>
  handlingFindings(...args).find((f) => f.code === code) as Extract<HandlingFinding, { code: C }>;

describe('handlingFindings', () => {
  it('answers every standard once, in order, as data', () => {
    const all = handlingFindings(makeClaim(), TODAY);
    expect(all.map((f) => f.code)).toEqual([...HANDLING_CODES]);
    for (const f of all) expect(JSON.stringify(f)).not.toMatch(/\b(?:was|is|are) (?:due|overdue|recorded)\b/);
  });

  it('says which case decided first contact, with its dates', () => {
    // Notified Saturday 3 October 2026; 2 business days on is Tuesday 6 October.
    const late = makeClaim({ correspondence: [message('c1', '2026-10-07', 'outbound', 'Hello')] });
    expect(finding('contact_within_sla', late, TODAY)).toEqual({
      code: 'contact_within_sla',
      status: 'fail',
      outcome: 'late',
      due: '2026-10-06',
      firstContact: '2026-10-07',
      evidence: ['msg:c1'],
    });
    expect(finding('contact_within_sla', makeClaim(), '2026-10-05')).toMatchObject({ status: 'not_applicable', outcome: 'not_yet_due' });
  });

  it('holds customer updates to the named period', () => {
    const at = (days: number) => {
      const d = new Date(Date.parse(`${TODAY}T10:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
      return makeClaim({ correspondence: [message('c1', d, 'outbound', 'Update', { partyId: 'p1' })] });
    };
    expect(finding('customer_updated_recently', at(CUSTOMER_UPDATE_DAYS), TODAY)).toMatchObject({ status: 'pass', age: CUSTOMER_UPDATE_DAYS });
    expect(finding('customer_updated_recently', at(CUSTOMER_UPDATE_DAYS + 1), TODAY)).toMatchObject({ status: 'fail', outcome: 'last' });
  });

  it('gives the overdue deadlines themselves, with their triggers as evidence', () => {
    const claim = makeClaim({ events: [event('e1', '2026-10-20', 'letter_of_claim_received')] });
    const f = finding('no_overdue_deadlines', claim, TODAY);
    expect(f).toMatchObject({ status: 'fail', outcome: 'overdue', evidence: ['event:e1'] });
    expect(f.outcome === 'overdue' && f.overdue.map((d) => [d.kind, d.due])).toEqual([['letter_of_claim_acknowledgement', '2026-11-10']]);
  });
});
