import { describe, expect, it } from 'vitest';
import { claimPath, matchRoute } from './router';

describe('matchRoute', () => {
  it('matches the work queue and the claim list', () => {
    expect(matchRoute('/')).toEqual({ page: 'queue' });
    expect(matchRoute('')).toEqual({ page: 'queue' });
    expect(matchRoute('/claims')).toEqual({ page: 'list' });
    expect(matchRoute('/claims/')).toEqual({ page: 'list' });
  });

  it('matches a claim page and decodes its id', () => {
    expect(matchRoute('/claims/CLM-26-004211')).toEqual({ page: 'claim', claimId: 'CLM-26-004211' });
    expect(matchRoute('/claims/CLM-26-004211/')).toEqual({ page: 'claim', claimId: 'CLM-26-004211' });
    expect(matchRoute('/claims/a%3Ab')).toEqual({ page: 'claim', claimId: 'a:b' });
  });

  it('round-trips ids through claimPath', () => {
    for (const id of ['CLM-26-004211', 'x:y.z_1']) {
      expect(matchRoute(claimPath(id))).toEqual({ page: 'claim', claimId: id });
    }
  });

  it('answers not_found for anything else', () => {
    expect(matchRoute('/claims/a/b')).toEqual({ page: 'not_found', path: '/claims/a/b' });
    expect(matchRoute('/claims/%E0%A4%A')).toEqual({ page: 'not_found', path: '/claims/%E0%A4%A' });
  });
});
