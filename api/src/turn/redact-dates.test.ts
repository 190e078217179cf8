import { describe, expect, it } from 'vitest';
import { maskContactDetails } from './redact';
import { maskOutsideDates } from './redact-dates';

describe('finding the dates to keep', () => {
  it('hands only the text between dates to the mask, and leaves a spaced date inside a longer run of digits to it', () => {
    const mark = (stretch: string) => `<${stretch}>`;
    expect(maskOutsideDates('seen 2026-08-07 - 2026-08-09 at 10:00', mark)).toBe('<seen >2026-08-07< - >2026-08-09< at 10:00>');
    expect(maskOutsideDates('07 08 2026, 0161 01 12 2026', mark)).toBe('<>07 08 2026<, 0161 01 12 2026>');
  });
});

describe('masking UK personal numbers and keeping dates', () => {
  it('keeps dates in ranges and date-times written with spaces and hyphens', () => {
    const dates = [
      '2026-08-07 - 2026-08-09',
      '07 - 08 - 2026',
      '07-08-2026 to 09-08-2026',
      '2026-08-07 10:00 - 2026-08-09 12:30',
      '18.06.2026 - 19.06.2026',
      'from 2026 - 08 - 07',
    ];
    for (const text of dates) expect(maskContactDetails(text)).toBe(text);
    // A phone number next to a date is still masked, and the date kept.
    expect(maskContactDetails('2026-08-07 07700 900123; 07 - 08 - 2026 (020) 7946-0958')).toBe('2026-08-07 [phone]; 07 - 08 - 2026 ([phone]');
  });
});

describe('telling dates written with spaces from phone numbers', () => {
  it('keeps dates written with spaces only, alone, in ranges and with a time', () => {
    const dates = ['Seen 07 08 2026.', '2026 08 07', '31 12 1999', '07 08 2026 10:00', '07 08 2026 14.30', '07 08 2026 - 09 08 2026', '(07 08 2026)'];
    for (const text of dates) expect(maskContactDetails(text), text).toBe(text);
  });

  it('still masks UK phone numbers written with spaces, even where part of one is shaped like a date', () => {
    expect(maskContactDetails('07700 900123, 0161 496 0000, +44 7700 900 123, 020 7946 0958')).toBe('[phone], [phone], [phone], [phone]');
    // Eight digits cannot be a whole UK number, so a date shape inside a longer run is part of the number.
    expect(maskContactDetails('+44 01 12 2026, 0161 01 12 2026, 01 12 2026 123')).toBe('[phone], [phone], [phone]');
    // A date just before a whole phone number is a date.
    expect(maskContactDetails('01 12 2026 07700 900123')).toBe('01 12 2026 [phone]');
    // Only years that are years: 20 12 3456 is a run of phone digits.
    expect(maskContactDetails('call 20 12 3456 7')).toBe('call [phone]');
  });
});
