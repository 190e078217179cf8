import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key';

describe('searchKey', () => {
  it('keeps lower-case letters and digits, without accents', () => {
    expect(searchKey('CLM-26-004211')).toBe('clm26004211');
    expect(searchKey('WU17 HKD')).toBe('wu17hkd');
    expect(searchKey('Siân O’Brien')).toBe('sianobrien');
    expect(searchKey(' -- ')).toBe('');
  });
});
