/**
 * The days on which a claim's records say something happened (notified, lost, received, paid,
 * offered, written), for tests that keep demo data in the past: policy periods, dates of birth
 * and deadlines are left out, as they may lie ahead.
 */
import type { ClaimRecord } from '@claims/shared';

export function recordedDates(claim: ClaimRecord): string[] {
  return [
    claim.notifiedDate,
    claim.loss.date,
    ...claim.documents.map((d) => d.receivedDate),
    ...claim.events.map((e) => e.date),
    ...claim.offers.map((o) => o.date),
    ...claim.financials.payments.map((p) => p.date),
    ...claim.financials.recoveries.map((r) => r.date),
  ];
}
