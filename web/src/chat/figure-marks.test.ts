import { describe, expect, it } from 'vitest';
import { figureCheckSummary, marksByBlock } from './figure-marks';
import type { ReplyBlock } from './conversation';

const blocks: ReplyBlock[] = [
  { kind: 'text', text: 'Checking. ' },
  { kind: 'activity', activity: { id: 'a', tool: 'list_deadlines', label: 'Listing…', done: true } },
  { kind: 'text', text: 'Due 14 January 2027; offer £42,410.' },
];

describe('marksByBlock', () => {
  it('gives each text block the figures that start in it, with offsets into its own text', () => {
    const whole = 'Checking. Due 14 January 2027; offer £42,410.';
    const unverified = [
      { text: '14 January 2027', kind: 'date' as const, offset: whole.indexOf('14 January') },
      { text: '£42,410', kind: 'money' as const, offset: whole.indexOf('£42,410') },
    ];
    expect(marksByBlock(blocks, { checked: 2, unverified })).toEqual([
      [],
      [],
      [
        { text: '14 January 2027', offset: 4 },
        { text: '£42,410', offset: 'Due 14 January 2027; offer '.length },
      ],
    ]);
  });

  it('marks nothing before the check arrives', () => {
    expect(marksByBlock(blocks, null)).toEqual([[], [], []]);
  });
});

describe('figureCheckSummary', () => {
  it('says how many figures were checked and how many were not found', () => {
    expect(figureCheckSummary({ checked: 3, unverified: [] })).toBe("Figures checked: all 3 figures found in the claim's records.");
    expect(figureCheckSummary({ checked: 3, unverified: [{ text: '£1', kind: 'money', offset: 0 }] })).toBe(
      "Figures checked: 3 figures; 1 was not found in the claim's records (marked ?). Check before acting on it.",
    );
    expect(figureCheckSummary({ checked: 0, unverified: [] })).toBeUndefined();
    expect(figureCheckSummary(null)).toBeUndefined();
  });
});
