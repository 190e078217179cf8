import { describe, expect, it } from 'vitest';
import { groupActivities } from './activity-groups';
import type { ReplyBlock } from './conversation';

const chip = (label: string, done = true): ReplyBlock => ({ kind: 'activity', activity: { id: label, tool: 't', label, done } });

describe('groupActivities', () => {
  it('reads the same label in a row as one chip with a count, done when all are', () => {
    const shown = groupActivities([
      chip('Building the timeline…'),
      chip('Building the timeline…'),
      chip('Building the timeline…', false),
      { kind: 'text', text: 'Hi' },
      chip('Reading the policy…'),
    ]);
    expect(shown.map((b) => (b.kind === 'activity' ? [b.activity.label, b.count, b.activity.done] : b.text))).toEqual([
      ['Building the timeline…', 3, false],
      'Hi',
      ['Reading the policy…', 1, true],
    ]);
  });

  it('keeps the same label apart when text comes between', () => {
    expect(groupActivities([chip('A'), { kind: 'text', text: 'x' }, chip('A')]).length).toBe(3);
  });
});
