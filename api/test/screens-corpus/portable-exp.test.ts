import { describe, expect, it } from 'vitest';
import { portableExp } from './portable-exp';

describe('portableExp', () => {
  it('agrees with Math.exp to within a few units in the last place across the range training uses', () => {
    for (let x = -40; x <= 40; x += 0.37) {
      expect(Math.abs(portableExp(x) - Math.exp(x)) / Math.exp(x)).toBeLessThan(1e-14);
    }
    expect(portableExp(0)).toBe(1);
  });

  it('saturates outside the range a double can hold', () => {
    expect(portableExp(800)).toBe(Number.POSITIVE_INFINITY);
    expect(portableExp(-800)).toBe(0);
  });
});
