/**
 * The claim's money in minor units, computed once per claim: the totals by the shared rule
 * (`claimTotals`: `incurred = paid + outstanding reserve`, `netIncurred = incurred - recovered`,
 * the rule the page uses too), and the same per head of damage. Integers only: amounts are never
 * turned into pounds, so nothing is lost to floating point.
 */
import { claimTotals, currencyMinorDigits, formatMoney, type ClaimRecord } from '@claims/shared';
import { memo } from './claim-cache';

export interface HeadTotals {
  headOfDamage: string;
  reserved: number;
  paid: number;
  incurred: number;
  lastReserveSet?: string;
}

export interface MoneyTotals {
  currency: string;
  /** Current outstanding reserves (the record's reserves are the outstanding estimate). */
  reserved: number;
  outstanding: number;
  paid: number;
  recovered: number;
  incurred: number;
  netIncurred: number;
  byHead: HeadTotals[];
  lastReserveSet?: string;
}

export function moneyTotals(claim: ClaimRecord): MoneyTotals {
  return memo(claim, 'moneyTotals', () => {
    const heads = new Map<string, HeadTotals>();
    // One head however a feed cases or spaces its name ("TP Credit Hire", "TP credit hire"), so a
    // head's incurred adds its own reserve and payments; it keeps the first spelling seen.
    const head = (name: string): HeadTotals => {
      const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
      let h = heads.get(key);
      if (!h) {
        h = { headOfDamage: name, reserved: 0, paid: 0, incurred: 0 };
        heads.set(key, h);
      }
      return h;
    };
    let lastReserveSet: string | undefined;
    for (const r of claim.financials.reserves) {
      const h = head(r.headOfDamage);
      h.reserved += r.amount;
      if (!h.lastReserveSet || r.setDate > h.lastReserveSet) h.lastReserveSet = r.setDate;
      if (!lastReserveSet || r.setDate > lastReserveSet) lastReserveSet = r.setDate;
    }
    for (const p of claim.financials.payments) head(p.headOfDamage).paid += p.amount;
    for (const h of heads.values()) h.incurred = h.paid + h.reserved;
    const whole = claimTotals(claim.financials);
    const totals: MoneyTotals = { currency: claim.currency, ...whole, outstanding: whole.reserved, byHead: [...heads.values()] };
    if (lastReserveSet) totals.lastReserveSet = lastReserveSet;
    return totals;
  });
}

/** `{ name: "£1,250.50", ... }` for the given minor-unit fields, so the model never converts. */
export function formatted<K extends string>(amounts: Record<K, number>, currency: string): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(amounts) as K[]) out[key] = formatMoney(amounts[key], currency);
  return out;
}

/**
 * What an amount's unit is, in words: pence for sterling, and for other currencies how many
 * minor units make one (JPY has none, KWD has 1,000 fils), so no one divides yen by 100.
 */
export function unitsOf(currency: string): string {
  if (currency === 'GBP') return 'minor units (pence)';
  const digits = currencyMinorDigits(currency);
  if (digits === 0) return `minor units: whole ${currency} (it has no smaller unit)`;
  return `minor units (${(10 ** digits).toLocaleString('en-GB')} to ${currency} 1)`;
}
