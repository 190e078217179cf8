/**
 * Per-claim memo for derived data (indexes, sorted lists, scans). Keyed by the claim object,
 * so a cached value lives exactly as long as the parsed claim and never leaks across claims.
 * Only values that depend on the claim alone go here, never on `today`: that keeps every tool
 * deterministic given `{ claim, today }`. Claims are treated as immutable once parsed.
 */
import type { ClaimRecord } from '@claims/shared';

const cache = new WeakMap<ClaimRecord, Map<string, unknown>>();

export function memo<T>(claim: ClaimRecord, key: string, compute: () => T): T {
  let entries = cache.get(claim);
  if (!entries) {
    entries = new Map();
    cache.set(claim, entries);
  }
  if (entries.has(key)) return entries.get(key) as T;
  const value = compute();
  entries.set(key, value);
  return value;
}
