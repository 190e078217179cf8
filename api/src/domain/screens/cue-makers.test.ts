import { describe, expect, it } from 'vitest';
import { eitherOrder } from './cue-makers';

describe('eitherOrder', () => {
  it('finds two things within the gap in either order, at the first of them', () => {
    const pattern = new RegExp(eitherOrder('\\bwasps?\\b', '\\bepi-?pen\\b', 40), 'i');
    expect(pattern.exec('Wasps in the bedroom again; her EpiPen is by the bed.')?.index).toBe(0);
    expect(pattern.exec('Her EpiPen is by the bed and there are wasps in the room.')?.[0]).toBe('EpiPen');
    expect(pattern.test('Wasps in the bedroom again. The roofer will call on Monday about the nest, and her EpiPen is in date.')).toBe(false);
  });
});
