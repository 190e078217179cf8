/**
 * Whether the policy covered a given day, and the premium position then. Cover runs from 00:00
 * on the inception date to 23:59 on the expiry date; a cancelled policy's cover ends at 23:59 on
 * its cancellation date (a loss that day is covered, the day after is not); a lapsed policy's
 * cover ended at expiry. The words are the tools' (tools/cover-text.ts).
 */
import type { ClaimRecord } from '@claims/shared';

/** Where the day falls against the period of insurance. */
export type CoverPosition = 'before_inception' | 'after_cancellation' | 'after_lapse' | 'after_expiry' | 'within';

export interface CoverVerdict {
  inForce: boolean;
  date: string;
  position: CoverPosition;
  /** The last day of cover: expiry, or the cancellation date when earlier. */
  coverEnds: string;
}

export function coverOn(claim: ClaimRecord, date: string): CoverVerdict {
  const { policy } = claim;
  const cancelled = policy.status === 'cancelled' && policy.cancellationDate !== undefined;
  const coverEnds = cancelled && policy.cancellationDate! < policy.expiryDate ? policy.cancellationDate! : policy.expiryDate;
  const out = (position: CoverPosition): CoverVerdict => ({ inForce: position === 'within', date, position, coverEnds });
  if (date < policy.inceptionDate) return out('before_inception');
  if (cancelled && date > policy.cancellationDate!) return out('after_cancellation');
  if (date > policy.expiryDate) return out(policy.status === 'lapsed' ? 'after_lapse' : 'after_expiry');
  return out('within');
}

export interface PremiumPosition {
  status: ClaimRecord['policy']['premium']['status'];
  inArrearsOnDate: boolean;
  /** For premium in arrears: since when. */
  arrearsSince?: string;
}

/** The premium position on a date: whether it was in arrears or unpaid then. */
export function premiumOn(claim: ClaimRecord, date: string): PremiumPosition {
  const { premium } = claim.policy;
  switch (premium.status) {
    case 'paid':
    case 'instalments_current':
      return { status: premium.status, inArrearsOnDate: false };
    case 'unpaid':
      return { status: 'unpaid', inArrearsOnDate: true };
    case 'in_arrears': {
      const since = premium.arrearsSince!;
      return { status: 'in_arrears', inArrearsOnDate: since <= date, arrearsSince: since };
    }
  }
}

/**
 * The value at risk beside the sum insured it is for (docs/domain.md, average): with exactly one
 * covered section carrying a sum insured, the percentage of the value it insures (100 or more:
 * no underinsurance). The record holds one value at risk, so with several sums insured there is
 * nothing to compare it with.
 */
export function averageProportion(
  claim: ClaimRecord,
): { valueAtRisk: number; section?: { code: string; name: string; sumInsured: number; percent?: number } } | undefined {
  const { valueAtRisk, sections } = claim.policy;
  if (valueAtRisk === undefined) return undefined;
  const insured = sections.filter((s) => s.covered && s.sumInsured !== undefined);
  const only = insured.length === 1 ? insured[0]! : undefined;
  if (!only) return { valueAtRisk };
  const sumInsured = only.sumInsured!;
  const section = { code: only.code, name: only.name, sumInsured };
  if (sumInsured >= valueAtRisk || valueAtRisk === 0) return { valueAtRisk, section };
  return { valueAtRisk, section: { ...section, percent: Math.round((sumInsured * 1000) / valueAtRisk) / 10 } };
}
