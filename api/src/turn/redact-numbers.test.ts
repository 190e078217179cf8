import { describe, expect, it } from 'vitest';
import { maskContactDetails } from './redact';
import { ibanChecks, luhnChecks, maskPersonalNumbers } from './redact-numbers';

describe('the checks and the share of the work behind personal numbers', () => {
  it('passes IBANs whose check digits agree (mod 97), spaced or not, and card numbers that pass Luhn', () => {
    expect(ibanChecks('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(ibanChecks('gb82west12345698765432')).toBe(true);
    expect(ibanChecks('GB83 WEST 1234 5698 7654 32')).toBe(false);
    expect(luhnChecks('4111111111111111')).toBe(true);
    expect(luhnChecks('4111111111111112')).toBe(false);
  });

  it('masks bank, card and NI numbers only, leaving phones, emails and postcodes to the contact scans', () => {
    expect(maskPersonalNumbers('sort code 20 00 00, QQ123456C, CVV 123; call 07700 900123, x@example.com, LS6 2AB')).toBe(
      'sort code [bank-details], [ni-number], CVV [card-number]; call 07700 900123, x@example.com, LS6 2AB',
    );
  });
});

describe('masking UK personal numbers and keeping dates', () => {
  it('masks National Insurance numbers, sort codes and account numbers', () => {
    expect(maskContactDetails('NI number QQ 12 34 56 C (QQ123456C)')).toBe('NI number [ni-number] ([ni-number])');
    expect(maskContactDetails('Sort code 12-34-56, account 12345678.')).toBe('Sort code [bank-details], account [bank-details].');
    expect(maskContactDetails('Account no. 87654321; a/c: 11223344; Account number 12345678')).toBe(
      'Account no. [bank-details]; a/c: [bank-details]; Account number [bank-details]',
    );
    expect(maskContactDetails('Pay to 40-47-84 12345678 or s/c 01-02-03')).toBe('Pay to [bank-details] or s/c [bank-details]');
    // A sort code shaped like a date is only masked when the words say it is a sort code.
    expect(maskContactDetails('Inspected 07-08-26; sort code: 07-08-26')).toBe('Inspected 07-08-26; sort code: [bank-details]');
    // "Payment on account" is money, and other 8-digit numbers are references.
    expect(maskContactDetails('Interim payment on account 25000000; invoice 12345678')).toBe('Interim payment on account 25000000; invoice 12345678');
  });
});

describe('masking bank details written with spaces', () => {
  it('masks sort codes written with spaces, with or without the words "sort code", and with an account number after', () => {
    expect(maskContactDetails('Sort code 20 00 00, sort code: 200000, sortcode 40 47 84')).toBe(
      'Sort code [bank-details], sort code: [bank-details], sortcode [bank-details]',
    );
    expect(maskContactDetails('Pay to 20 00 00 12345678 or 40 47 84.')).toBe('Pay to [bank-details] or [bank-details].');
    expect(maskContactDetails('sort code 20.00.00; Sort code: 20.00.00 12345678; s/c 20 00 00 1234 5678')).toBe(
      'sort code [bank-details]; Sort code: [bank-details]; s/c [bank-details]',
    );
    // Uncued and shaped like a date, three pairs are a date, as with hyphens.
    expect(maskContactDetails('Inspected 07 08 26; s/c 07 08 26')).toBe('Inspected 07 08 26; s/c [bank-details]');
  });

  it('masks account numbers written with a space, and after "acc" or "acct"', () => {
    expect(maskContactDetails('account 1234 5678; Account number: 8765 4321; acc no 12345678; acct 1234 5678')).toBe(
      'account [bank-details]; Account number: [bank-details]; acc no [bank-details]; acct [bank-details]',
    );
    expect(maskContactDetails('Sort code 20 00 00, account 1234 5678.')).toBe('Sort code [bank-details], account [bank-details].');
    // Payment on account is money; a spaced 8-digit invoice number with no cue is a reference.
    expect(maskContactDetails('payment on account 1234 5678; invoice 1234 5678')).toBe('payment on account 1234 5678; invoice 1234 5678');
  });
});

describe('masking IBANs and payment card numbers', () => {
  it('masks IBANs whole, spaced or not, in either case', () => {
    expect(maskContactDetails('IBAN GB82 WEST 1234 5698 7654 32, GB82WEST12345698765432.')).toBe('IBAN [bank-details], [bank-details].');
    expect(maskContactDetails('DE89 3704 0044 0532 0130 00; gb82 west 1234 5698 7654 32')).toBe('[bank-details]; [bank-details]');
    // A UK IBAN with a mistyped check digit still holds a sort code and account number.
    expect(maskContactDetails('GB83 WEST 1234 5698 7654 32')).toBe('[bank-details]');
    // A word after a spaced IBAN is not part of it.
    expect(maskContactDetails('BE68 5390 0754 7034 sent')).toBe('[bank-details] sent');
    // IBAN-shaped words and codes that fail the check are left alone.
    expect(maskContactDetails('AB12 this that; XY99 ABCD EFGH IJKL')).toBe('AB12 this that; XY99 ABCD EFGH IJKL');
  });

  it('masks card numbers as card numbers, with spaces, hyphens, dots or none', () => {
    expect(maskContactDetails('Card 4111 1111 1111 1111, 4111-1111-1111-1111, 4111.1111.1111.1111 or 4111111111111111.')).toBe(
      'Card [card-number], [card-number], [card-number] or [card-number].',
    );
    expect(maskContactDetails('Amex 3782 822463 10005, Mastercard 5500 0000 0000 0004')).toBe('Amex [card-number], Mastercard [card-number]');
    // A card's security code must never be stored; its expiry alone says little.
    expect(maskContactDetails('card 4000 0566 5566 5556 exp 12/27 CVV 123; cvc: 1234, CV2 987, security code 456')).toBe(
      'card [card-number] exp 12/27 CVV [card-number]; cvc: [card-number], CV2 [card-number], security code [card-number]',
    );
    // The last four digits alone are how a card is referred to, and stay.
    expect(maskContactDetails('Card ending 1111, expiry 12/27')).toBe('Card ending 1111, expiry 12/27');
  });
});

describe('masking personal numbers written in other common ways', () => {
  it('masks National Insurance numbers in lower case, in threes, or with hyphens', () => {
    expect(maskContactDetails('NI qq123456c, QQ 123 456 C, QQ-12-34-56-C, QQ 123456 C.')).toBe('NI [ni-number], [ni-number], [ni-number], [ni-number].');
    // A reference with no suffix letter is not one.
    expect(maskContactDetails('Ref AB123456, as 123 456 a')).toBe('Ref AB123456, as 123 456 a');
  });
});
