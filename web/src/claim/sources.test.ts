import { describe, expect, it } from 'vitest';
import { claimFixture } from '../test-support/claim-fixture';
import { describeSource, partyName, sourceKey } from './sources';

const claim = claimFixture();

describe('describeSource', () => {
  it('names each kind of source briefly', () => {
    expect(describeSource(claim, 'doc', 'd2')).toBe('Engineer report');
    expect(describeSource(claim, 'msg', 'c2')).toBe('Email, 20 Aug 2026');
    expect(describeSource(claim, 'event', 'e1')).toBe('CNF received, 20 Aug 2026');
    expect(describeSource(claim, 'party', 'p3')).toBe('Jordan Pryce');
  });

  it('answers undefined for a source the claim does not have', () => {
    expect(describeSource(claim, 'doc', 'd99')).toBeUndefined();
    expect(describeSource(claim, 'msg', 'd1')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('builds data-source keys and party names', () => {
    expect(sourceKey('msg', 'c5')).toBe('msg:c5');
    expect(partyName(claim, 'p4')).toBe('Kirkgate Injury Lawyers LLP');
    expect(partyName(claim, 'zz')).toBe('zz');
    expect(partyName(claim, undefined)).toBeUndefined();
  });
});
