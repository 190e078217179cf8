/**
 * Cover and premium in a handler's words: why the policy was or was not in force on a day, and
 * the premium position then. The verdicts are domain/cover's; the English is written here once,
 * for check_policy_in_force and the fraud indicators alike.
 */
import type { ClaimRecord } from '@claims/shared';
import { longDate } from '../../domain/calendar/dates';
import type { CoverVerdict, PremiumPosition } from '../../domain/cover';

/** The reasons for a verdict, the deciding one first. */
export function coverReasons(claim: ClaimRecord, verdict: CoverVerdict): string[] {
  const { policy } = claim;
  const { date } = verdict;
  const period = `Cover runs from 00:00 on ${longDate(policy.inceptionDate)} to 23:59 on ${longDate(policy.expiryDate)}.`;
  switch (verdict.position) {
    case 'before_inception':
      return [`${longDate(date)} is before cover started (inception ${longDate(policy.inceptionDate)}).`, period];
    case 'after_cancellation':
      return [`The policy was cancelled with effect from 23:59 on ${longDate(policy.cancellationDate!)}; ${longDate(date)} is after that.`];
    case 'after_lapse':
      return [`The policy lapsed: cover ended at 23:59 on ${longDate(policy.expiryDate)} and was not renewed; ${longDate(date)} is after that.`];
    case 'after_expiry':
      return [`${longDate(date)} is after the policy expired at 23:59 on ${longDate(policy.expiryDate)}; no renewal is recorded on this claim.`];
    case 'within': {
      const reasons = [`${longDate(date)} is within the period of insurance. ${period}`];
      if (policy.status === 'cancelled' && policy.cancellationDate !== undefined) {
        reasons.push(
          date === policy.cancellationDate
            ? `The policy was cancelled with effect from 23:59 on ${longDate(date)}: this is the last day of cover, so it was still in force.`
            : `The policy was later cancelled (cover ended 23:59 on ${longDate(policy.cancellationDate)}), after this date.`,
        );
      }
      if (date === policy.expiryDate) reasons.push('This is the last day of the period of insurance (cover ends at 23:59).');
      if (date === policy.inceptionDate) reasons.push('This is the first day of cover (from 00:00).');
      if (policy.status === 'lapsed') reasons.push('The policy has since lapsed at expiry; that does not affect this date.');
      return reasons;
    }
  }
}

/** The premium position in plain words. */
export function premiumDetail(premium: PremiumPosition): string {
  switch (premium.status) {
    case 'paid':
      return 'Premium paid.';
    case 'instalments_current':
      return 'Premium paid by instalments, up to date.';
    case 'unpaid':
      return 'Premium recorded as unpaid. Check whether it was unpaid on this date and what the policy says about non-payment.';
    case 'in_arrears':
      return premium.inArrearsOnDate
        ? `Premium in arrears since ${longDate(premium.arrearsSince!)}, on or before this date. Check the instalment default and cancellation terms before relying on cover.`
        : `Premium in arrears since ${longDate(premium.arrearsSince!)}, after this date; it was not in arrears then.`;
  }
}
