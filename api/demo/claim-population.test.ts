import { describe, expect, it } from 'vitest';
import { ClaimRecordSchema } from '@claims/shared';
import { populationClaim, populationPhone } from './claim-population';

describe('the book of claims', () => {
  it('gives valid claims, the same ones for the same seed, each with its own id and policyholder', () => {
    const book = Array.from({ length: 21 }, (_, i) => populationClaim(i));
    for (const claim of book) expect(() => ClaimRecordSchema.parse(claim)).not.toThrow();
    expect(new Set(book.map((c) => c.id)).size).toBe(21);
    expect(populationClaim(5)).toEqual(book[5]);
    expect(populationClaim(5, 2)).not.toEqual(book[5]);
    const holder = (i: number) => book[i]!.parties.find((p) => p.role === 'policyholder')!;
    expect(holder(3).phone).toBe(populationPhone(3));
    expect(holder(3).name).not.toBe(holder(10).name);
  });

  it('makes every 200th claim share its phone number with the one before', () => {
    expect(populationPhone(199)).toBe(populationPhone(198));
    expect(populationPhone(200)).not.toBe(populationPhone(199));
    expect(populationClaim(199).parties.find((p) => p.role === 'policyholder')!.phone).toBe(populationPhone(198));
  });
});

describe('the book of claims, linked only as real claims are', () => {
  it('gives each claim its own registrations and bank accounts', async () => {
    const { claimRegistrations } = await import('../src/domain/claim-index/registrations');
    const { claimBankDetails } = await import('../src/domain/claim-index/bank-details');
    const a = populationClaim(0);
    const b = populationClaim(7); // the same demo claim underneath
    expect(claimRegistrations(a).length).toBeGreaterThan(0);
    expect(claimRegistrations(a).filter((r) => claimRegistrations(b).includes(r))).toEqual([]);
    const keys = (c: typeof a) => claimBankDetails(c).map((d) => d.key);
    expect(keys(a).filter((k) => keys(b).includes(k))).toEqual([]);
  });
});
