import { describe, expect, it } from 'vitest';
import { groupBySource } from './group-by-source';

type Finding = { cue: string; sourceId: string; date: string; side: string; about?: string };

describe('groupBySource', () => {
  const findings: Finding[] = [
    { cue: 'a', sourceId: 'doc:d1', date: '2026-10-01', side: 'third_party_side', about: 'Mr Pryce' },
    { cue: 'b', sourceId: 'doc:d1', date: '2026-10-01', side: 'third_party_side', about: 'Mr Pryce' },
    { cue: 'c', sourceId: 'msg:m1', date: '2026-09-01', side: 'not_known' },
    { cue: 'd', sourceId: 'msg:m1', date: '2026-09-01', side: 'policyholder_side', about: 'Mrs Hale' },
    { cue: 'e', sourceId: 'doc:d1', date: '2026-10-01', side: 'third_party_side' },
  ];

  it('says what a run of findings from one source shares once, and keeps what differs on each', () => {
    expect(groupBySource(findings, ['date', 'side', 'about'], 'signals')).toEqual([
      { sourceId: 'doc:d1', date: '2026-10-01', side: 'third_party_side', about: 'Mr Pryce', signals: [{ cue: 'a' }, { cue: 'b' }] },
      {
        sourceId: 'msg:m1',
        date: '2026-09-01',
        signals: [
          { cue: 'c', side: 'not_known' },
          { cue: 'd', side: 'policyholder_side', about: 'Mrs Hale' },
        ],
      },
      // Met again after another source: its own entry, so the order is kept.
      { sourceId: 'doc:d1', date: '2026-10-01', side: 'third_party_side', signals: [{ cue: 'e' }] },
    ]);
  });

  it('loses no field and no finding', () => {
    const flat = groupBySource(findings, ['date', 'side', 'about'], 'signals').flatMap(({ signals, ...source }) =>
      (signals as Record<string, unknown>[]).map((s) => ({ ...source, ...s })),
    );
    expect(flat.map((f) => Object.fromEntries(Object.entries(f).sort()))).toEqual(findings.map((f) => Object.fromEntries(Object.entries(f).sort())));
  });
});
