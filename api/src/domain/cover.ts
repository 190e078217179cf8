/**
 * Whether the policy covered a given day. Cover runs from 00:00 on the inception date to 23:59
 * on the expiry date; a cancelled policy's cover ends at 23:59 on its cancellation date (a loss
 * that day is covered, the day after is not); a lapsed policy's cover ended at expiry.
 */
import type { ClaimRecord } from '@claims/shared';
import { longDate } from './calendar/dates';

export interface CoverVerdict {
  inForce: boolean;
  date: string;
  reasons: string[];
  /** The last day of cover: expiry, or the cancellation date when earlier. */
  coverEnds: string;
}

export function coverOn(claim: ClaimRecord, date: string): CoverVerdict {
  const { policy } = claim;
  const reasons: string[] = [];
  const cancelled = policy.status === 'cancelled' && policy.cancellationDate !== undefined;
  const coverEnds =
    cancelled && policy.cancellationDate! < policy.expiryDate ? policy.cancellationDate! : policy.expiryDate;
  const period = `Cover runs from 00:00 on ${longDate(policy.inceptionDate)} to 23:59 on ${longDate(policy.expiryDate)}.`;

  if (date < policy.inceptionDate) {
    reasons.push(`${longDate(date)} is before cover started (inception ${longDate(policy.inceptionDate)}).`, period);
    return { inForce: false, date, reasons, coverEnds };
  }
  if (cancelled && date > policy.cancellationDate!) {
    reasons.push(
      `The policy was cancelled with effect from 23:59 on ${longDate(policy.cancellationDate!)}; ${longDate(date)} is after that.`,
    );
    return { inForce: false, date, reasons, coverEnds };
  }
  if (date > policy.expiryDate) {
    reasons.push(
      policy.status === 'lapsed'
        ? `The policy lapsed: cover ended at 23:59 on ${longDate(policy.expiryDate)} and was not renewed; ${longDate(date)} is after that.`
        : `${longDate(date)} is after the policy expired at 23:59 on ${longDate(policy.expiryDate)}; no renewal is recorded on this claim.`,
    );
    return { inForce: false, date, reasons, coverEnds };
  }

  reasons.push(`${longDate(date)} is within the period of insurance. ${period}`);
  if (cancelled) {
    reasons.push(
      date === policy.cancellationDate
        ? `The policy was cancelled with effect from 23:59 on ${longDate(date)}: this is the last day of cover, so it was still in force.`
        : `The policy was later cancelled (cover ended 23:59 on ${longDate(policy.cancellationDate!)}), after this date.`,
    );
  }
  if (date === policy.expiryDate) reasons.push('This is the last day of the period of insurance (cover ends at 23:59).');
  if (date === policy.inceptionDate) reasons.push('This is the first day of cover (from 00:00).');
  if (policy.status === 'lapsed') reasons.push('The policy has since lapsed at expiry; that does not affect this date.');
  return { inForce: true, date, reasons, coverEnds };
}

/** The premium position on a date, in plain words, and whether it was in arrears or unpaid then. */
export function premiumOn(claim: ClaimRecord, date: string): { status: string; inArrearsOnDate: boolean; detail: string } {
  const { premium } = claim.policy;
  switch (premium.status) {
    case 'paid':
      return { status: 'paid', inArrearsOnDate: false, detail: 'Premium paid.' };
    case 'instalments_current':
      return { status: 'instalments_current', inArrearsOnDate: false, detail: 'Premium paid by instalments, up to date.' };
    case 'unpaid':
      return {
        status: 'unpaid',
        inArrearsOnDate: true,
        detail: 'Premium recorded as unpaid. Check whether it was unpaid on this date and what the policy says about non-payment.',
      };
    case 'in_arrears': {
      const since = premium.arrearsSince!;
      const before = since <= date;
      return {
        status: 'in_arrears',
        inArrearsOnDate: before,
        detail: before
          ? `Premium in arrears since ${longDate(since)}, on or before this date. Check the instalment default and cancellation terms before relying on cover.`
          : `Premium in arrears since ${longDate(since)}, after this date; it was not in arrears then.`,
      };
    }
  }
}
