/**
 * UK bank details read from a claim's text: a sort code and account number written together
 * ("sort code 20-00-00, account 12345678", either way round) or a UK IBAN, which holds both.
 * Each is reduced to one key, "200000:12345678", so the same account is found however written.
 * The record has no bank field: details are wherever a payee's form, letter or note gives them.
 */
import type { ClaimRecord } from '@claims/shared';

export interface BankDetail {
  key: string;
  /** As written in the text (cut to 80 characters). */
  value: string;
}

const SORT = String.raw`(?:sort[ -]?code|s\/c)[\s:.#-]{0,4}(\d{2})[ .-]?(\d{2})[ .-]?(\d{2})`;
const ACCOUNT = String.raw`(?:account|acct|acc|a\/c)(?:[ \t]{0,4}(?:number|num|no)\b\.?)?[\s:#-]{0,4}(\d{4} ?\d{4})`;
/** Between the two halves: a short gap without digits (a comma, "and", a new line). */
const GAP = String.raw`[^\d]{0,40}?`;
const SORT_THEN_ACCOUNT = new RegExp(`${SORT}${GAP}${ACCOUNT}(?!\\d)`, 'gi');
const ACCOUNT_THEN_SORT = new RegExp(`${ACCOUNT}${GAP}${SORT}(?!\\d)`, 'gi');
/** A UK IBAN: GB, two check digits, the bank's four letters, then the sort code and account number (14 digits). */
const UK_IBAN = /\bGB\d{2} ?[A-Z]{4}((?: ?\d){14})(?![\w])/gi;

const digits = (s: string) => s.replace(/\D/g, '');

export function bankDetailsIn(text: string): BankDetail[] {
  const found: BankDetail[] = [];
  const add = (sort: string, account: string, value: string) =>
    found.push({ key: `${digits(sort)}:${digits(account)}`, value: value.replace(/\s+/g, ' ').slice(0, 80) });
  for (const m of text.matchAll(SORT_THEN_ACCOUNT)) add(`${m[1]}${m[2]}${m[3]}`, m[4]!, m[0]);
  for (const m of text.matchAll(ACCOUNT_THEN_SORT)) add(`${m[2]}${m[3]}${m[4]}`, m[1]!, m[0]);
  for (const m of text.matchAll(UK_IBAN)) add(digits(m[1]!).slice(0, 6), digits(m[1]!).slice(6), m[0]);
  return found;
}

/** Every bank account the claim's texts give, once per key. */
export function claimBankDetails(claim: ClaimRecord): BankDetail[] {
  const texts = [...claim.parties.map((p) => p.notes ?? ''), ...claim.documents.map((d) => d.text), ...claim.correspondence.map((m) => m.text)];
  const byKey = new Map<string, BankDetail>();
  for (const detail of texts.flatMap(bankDetailsIn)) if (!byKey.has(detail.key)) byKey.set(detail.key, detail);
  return [...byKey.values()];
}
