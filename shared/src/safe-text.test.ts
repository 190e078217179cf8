import { describe, expect, it } from 'vitest';
import { unsafeTextIssues, unsafeTextReason } from './safe-text';

describe('unsafeTextReason', () => {
  it('accepts ordinary text, tabs, line breaks, emoji and any script', () => {
    for (const text of ['Mrs Doyle', 'line one\r\nline two\tend', '😀 £42,140', 'Zoë Ó Súilleabháin', 'Ёлка 東京', '']) {
      expect(unsafeTextReason(text), text).toBeNull();
    }
  });

  it('refuses control characters and lone surrogates, saying which and where', () => {
    expect(unsafeTextReason('ab\u0007c')).toMatch(/control character \(U\+0007\) at position 3/);
    expect(unsafeTextReason('\u0000')).toMatch(/U\+0000/);
    expect(unsafeTextReason('x\u001b[31m')).toMatch(/U\+001B/);
    expect(unsafeTextReason('del\u007f')).toMatch(/U\+007F/);
    expect(unsafeTextReason('c1\u0085')).toMatch(/U\+0085/);
    expect(unsafeTextReason('half \uD83D of an emoji')).toMatch(/lone surrogate.*position 6/);
    expect(unsafeTextReason('low \uDE00 alone')).toMatch(/U\+DE00/);
    expect(unsafeTextReason('ends high \uD83D')).toMatch(/lone surrogate/);
  });
});

describe('unsafeTextIssues', () => {
  it('names the path of every refused text and key', () => {
    const issues = unsafeTextIssues({ parties: [{ name: 'Ann' }, { name: 'Bo\u0000b' }], notes: { 'k\u0001': 'ok' } });
    expect(issues.map((i) => i.path)).toEqual([
      ['parties', 1, 'name'],
      ['notes', 'k\u0001'],
    ]);
  });
});
