import { describe, expect, it } from 'vitest';
import { HOLDER, THIRD_PARTY, document, makeClaim, message } from '../../../test/support/test-fixtures';
import { bankDetailsIn } from './bank-details';
import { deriveClaimIndex } from './derive-index';
import { registrationsIn } from './registrations';

describe('registrationsIn', () => {
  it('reads current-format registrations in capitals, with or without the space, never a postcode', () => {
    expect(registrationsIn('Our car WU17 HKD hit YH21KXP near LS6 2AB.')).toEqual(['WU17 HKD', 'YH21 KXP']);
    expect(registrationsIn('wu17 hkd and AB12CDEF and XWU17 HKD')).toEqual([]);
  });
});

describe('bankDetailsIn', () => {
  it('reads a sort code with its account number either way round, and a UK IBAN, as one key', () => {
    expect(bankDetailsIn('Please pay sort code 20-00-00, account number 1234 5678.').map((b) => b.key)).toEqual(['200000:12345678']);
    expect(bankDetailsIn('Acc no: 12345678 and s/c 20 00 00').map((b) => b.key)).toEqual(['200000:12345678']);
    expect(bankDetailsIn('IBAN GB29 NWBK 6016 1331 9268 19').map((b) => b.key)).toEqual(['601613:31926819']);
    expect(bankDetailsIn('The account was 12345678 pounds short; sort it out.')).toEqual([]);
  });
});

describe('deriveClaimIndex', () => {
  it('keys phones, emails and addresses of the people on each side, however written, but not of professionals', () => {
    const claim = makeClaim({
      parties: [
        { ...HOLDER, phone: '+44 (0)7700 900123', email: ' Alex.Morgan@Example.com ' },
        { ...THIRD_PARTY },
        { id: 'sol1', role: 'solicitor', name: 'Kirk & Co LLP', phone: '0113 496 0000' },
      ],
    });
    const links = deriveClaimIndex(claim).links;
    expect(links).toContainEqual(expect.objectContaining({ kind: 'phone', key: '07700900123', party: 'Alex Morgan (policyholder)' }));
    expect(links).toContainEqual(expect.objectContaining({ kind: 'email', key: 'alex.morgan@example.com' }));
    expect(links.some((l) => l.value === '0113 496 0000')).toBe(false);
  });

  it('reads registrations and bank details from the texts, and indexes them for search', () => {
    const claim = makeClaim({
      loss: { description: 'Rear-ended by BD51 SMR at the lights.' },
      documents: [document('d1', 'Payee form: sort code 40-11-22 account 87654321')],
      correspondence: [message('c1', '2026-10-10', 'inbound', 'My car is WU17 HKD.')],
    });
    const facts = deriveClaimIndex(claim);
    expect(facts.links.filter((l) => l.kind === 'registration').map((l) => l.value)).toEqual(['BD51 SMR', 'WU17 HKD']);
    expect(facts.links.find((l) => l.kind === 'bank')?.key).toBe('401122:87654321');
    expect(facts.terms).toContainEqual({ field: 'registration', term: 'bd51smr', value: 'BD51 SMR' });
  });

  it('keeps only deadlines not yet met, and nothing that depends on today', () => {
    const claim = makeClaim({
      tasks: [
        { id: 't1', due: '2026-12-01', description: 'Chase the engineer', status: 'open' },
        { id: 't2', due: '2026-11-01', description: 'Call the customer', status: 'done' },
      ],
    });
    const deadlines = deriveClaimIndex(claim).deadlines;
    expect(deadlines.filter((d) => d.kind === 'task')).toEqual([
      { kind: 'task', due: '2026-12-01', basis: "the claim's diary", what: 'Chase the engineer', source: 'task:t1', lapses: false },
    ]);
    expect(JSON.stringify(deadlines)).not.toMatch(/daysLeft|status/);
  });
});
