import { describe, expect, it } from 'vitest';
import { maskContactDetails, redactJsonText } from './redact';
import { maskEmails, maskPhonesAndPostcodes } from './redact-contacts';

describe('the share of the work behind contact details', () => {
  it('masks emails on their own, and phones and postcodes on their own, leaving bank details alone', () => {
    const text = 'x@example.com, 07700.900.123, 020 7946 0958, LS6 2AB, IBAN GB82WEST12345698765432';
    expect(maskEmails(text)).toBe('[email], 07700.900.123, 020 7946 0958, LS6 2AB, IBAN GB82WEST12345698765432');
    expect(maskPhonesAndPostcodes(text)).toBe('x@example.com, [phone], [phone], [postcode], IBAN GB82WEST12345698765432');
  });
});

describe('masking contact details', () => {
  it('reads emails and phone numbers the way the patterns in the comments say', () => {
    // A number starts at its first digit (or +), so an opening bracket stays.
    expect(maskContactDetails('+44 20 7946 0958, (020) 7946-0958 and 07700 900123.')).toBe('[phone], ([phone] and [phone].');
    expect(maskContactDetails('first.last+claims@mail.example-insurer.co.uk;')).toBe('[email];');
    expect(maskContactDetails('a@b.c@d.e, x@localhost, @example.com, trailing@dot.')).toBe('[email]@d.e, x@localhost, @example.com, trailing@dot.');
    expect(maskContactDetails('ref-07700 900123, 0770090012x, 12345 6789, on 2026-10-02.')).toBe('ref-07700 900123, 0770090012x, [phone], on 2026-10-02.');
    expect(maskContactDetails('Leeds LS6 2AB')).toBe('Leeds [postcode]');
  });

  it('masks long runs that hold no contact details or end in one, whole and unchanged elsewhere', () => {
    const letters = 'a'.repeat(200_000);
    expect(maskContactDetails(letters)).toBe(letters);
    expect(maskContactDetails(`${letters}@example.com`)).toBe('[email]');
    expect(maskContactDetails(`${'a.'.repeat(100_000)} write to priya@example.com`)).toBe(`${'a.'.repeat(100_000)} write to [email]`);
    const digitsAndHyphens = '(12-'.repeat(50_000);
    expect(maskContactDetails(digitsAndHyphens)).toBe(digitsAndHyphens);
    expect(maskContactDetails(`${' 1-'.repeat(70_000)}x call 07700 900123`)).toBe(`${' 1-'.repeat(70_000)}x call [phone]`);
    expect(maskContactDetails(`${'1 '.repeat(100_000)}`)).toBe('[phone] ');
    expect(redactJsonText(JSON.stringify({ query: letters }))).toBe(JSON.stringify({ query: letters }));
    expect(redactJsonText(JSON.stringify({ q: letters }))).toBe('{"q":"[text, 200000 chars]"}');
  });
});

describe('masking UK personal numbers and keeping dates', () => {
  it('masks phone numbers written with dots or with a +44 (0) prefix', () => {
    expect(maskContactDetails('Mobile 07700.900.123, office 0161.496.0385 or 020.7946.0958.')).toBe('Mobile [phone], office [phone] or [phone].');
    expect(maskContactDetails('Tel.07700.900123 / +44 (0)1632.960.712 / +44.7700.900.123')).toBe('Tel.[phone] / [phone] / [phone]');
    expect(maskContactDetails('+44 (0)20 7946 0958, +44 (0) 7700 900123, +44(0)1632 960712')).toBe('[phone], [phone], [phone]');
    // Decimals, money, section numbers and addresses with dots are not phone numbers.
    expect(maskContactDetails('£1234567.89, 0.123456789, 4.2.1, 192.168.100.200')).toBe('£1234567.89, 0.123456789, 4.2.1, 192.168.100.200');
  });

  it('masks postcodes written with two spaces or none', () => {
    expect(maskContactDetails('London SW1A  1AA, London SW1A1AA, Leeds LS11 6AB')).toBe('London [postcode], London [postcode], Leeds [postcode]');
  });
});

describe('masking personal numbers written in other common ways', () => {
  it('masks the whole of an email address with an apostrophe in it', () => {
    expect(maskContactDetails("mary.o'brien@example.com, sean.o\u2019neill@example.ie")).toBe('[email], [email]');
    expect(maskContactDetails("the claimant's email: 'priya@example.com'")).toBe("the claimant's email: '[email]'");
  });
});

describe('telling number ranges and lists from phone numbers', () => {
  it('keeps year ranges, number ranges and lists with fewer digits than any phone number', () => {
    const kept = 'Prior claims 2019 - 2026; estimate 1000 - 2000; rooms 1 2 3 4 5 6; £12 500 000';
    expect(maskContactDetails(kept)).toBe(kept);
  });

  it('still masks numbers of nine digits or more, and account numbers written in pairs', () => {
    expect(maskContactDetails('0161 496 000, (0161) 496-000, 12345 6789')).toBe('[phone], ([phone], [phone]');
    expect(maskContactDetails('account 12 34 56 78')).toBe('account [bank-details]');
  });
});

describe('telling postcodes from times', () => {
  it('keeps a time after a road or quarter (inward codes never use C, I, K, M, O or V) and masks postcodes in any case', () => {
    expect(maskContactDetails('Call back Q3 1pm; M6 2am; near the M1 4PM')).toBe('Call back Q3 1pm; M6 2am; near the M1 4PM');
    expect(maskContactDetails('sw1a 1aa, Ec1A 1bB, B33 8TH, CR2 6XH, DN55 1PT')).toBe('[postcode], [postcode], [postcode], [postcode], [postcode]');
  });
});
