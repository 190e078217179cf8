import { describe, expect, it } from 'vitest';
import { numberSetting } from './env';

describe('numberSetting', () => {
  it('takes a valid number and falls back for anything else', () => {
    expect(numberSetting('15', 20, { min: 1, integer: true })).toBe(15);
    expect(numberSetting(undefined, 20, { min: 1, integer: true })).toBe(20);
    expect(numberSetting('0', 20, { min: 1, integer: true })).toBe(20);
    expect(numberSetting('2.5', 20, { min: 1, integer: true })).toBe(20);
    expect(numberSetting('2.5', 12, { min: 0 })).toBe(2.5);
    expect(numberSetting('ten', 12, { min: 0 })).toBe(12);
    expect(numberSetting('10', 10_000, { min: 50 })).toBe(10_000);
  });
});
