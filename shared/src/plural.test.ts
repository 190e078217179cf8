import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise, zero included', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(2, 'document')).toBe('2 documents');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'party note')).toBe('1 party note');
    expect(plural(3, 'injury', 'injuries')).toBe('3 injuries');
  });
});
