import { describe, expect, it } from 'vitest';
import type { ClaimSummary } from '@claims/shared/wire';
import { filterClaims } from './claim-search';

const claims: ClaimSummary[] = [
  {
    id: 'CLM-26-004211',
    lineOfBusiness: 'motor',
    status: 'open',
    policyholder: 'Sandra Hale',
    lossDate: '2026-08-07',
    handler: { id: 'h1', name: 'Priya Chaudhary', team: 'motor' },
  },
  {
    id: 'CLM-26-003118',
    lineOfBusiness: 'property',
    status: 'closed',
    policyholder: 'Gareth Owen',
    lossDate: '2026-01-12',
    handler: { id: 'h2', name: 'Tom Reid', team: 'property' },
  },
  {
    id: 'CLM-25-009900',
    lineOfBusiness: 'liability',
    status: 'reopened',
    policyholder: 'Halewood Ltd',
    lossDate: '2025-11-02',
    handler: { id: 'h3', name: 'Ana Silva', team: 'liability' },
  },
];
const ids = (list: ClaimSummary[]) => list.map((c) => c.id);

describe('filterClaims', () => {
  it('returns everything for an empty search', () => {
    expect(ids(filterClaims(claims, '  ', 'all'))).toHaveLength(3);
  });

  it('searches by id, policyholder and status, ignoring case', () => {
    expect(ids(filterClaims(claims, '004211', 'all'))).toEqual(['CLM-26-004211']);
    expect(ids(filterClaims(claims, 'hale', 'all'))).toEqual(['CLM-26-004211', 'CLM-25-009900']);
    expect(ids(filterClaims(claims, 'CLOSED', 'all'))).toEqual(['CLM-26-003118']);
  });

  it('needs every word to match', () => {
    expect(ids(filterClaims(claims, 'hale motor', 'all'))).toEqual(['CLM-26-004211']);
  });

  it('filters by status', () => {
    expect(ids(filterClaims(claims, '', 'reopened'))).toEqual(['CLM-25-009900']);
    expect(ids(filterClaims(claims, 'hale', 'closed'))).toEqual([]);
  });
});

describe('filterClaims: how handlers type', () => {
  const accented: ClaimSummary[] = [
    {
      id: 'CLM-26-000777',
      lineOfBusiness: 'motor',
      status: 'open',
      policyholder: 'Siân Llewellyn',
      lossDate: '2026-03-01',
      handler: { id: 'h4', name: 'Zoë Brennan', team: 'motor' },
    },
  ];

  it('matches names with or without their accents', () => {
    expect(ids(filterClaims(accented, 'sian', 'all'))).toEqual(['CLM-26-000777']);
    expect(ids(filterClaims(accented, 'zoe', 'all'))).toEqual(['CLM-26-000777']);
    expect(ids(filterClaims(accented, 'SIÂN', 'all'))).toEqual(['CLM-26-000777']);
  });

  it('finds a claim id typed without its dashes or with spaces', () => {
    expect(ids(filterClaims(claims, 'clm26004211', 'all'))).toEqual(['CLM-26-004211']);
    expect(ids(filterClaims(claims, '26-004211', 'all'))).toEqual(['CLM-26-004211']);
  });
});
