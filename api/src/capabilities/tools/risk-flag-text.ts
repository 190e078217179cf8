/**
 * The fraud indicators in a handler's words: each check's rule and each raised indicator's
 * detail. The indicators themselves (domain/risk) return data; this is where their English is.
 */
import { plural, type ClaimRecord } from '@claims/shared';
import { longDate } from '../../domain/calendar/dates';
import { clip } from '../../domain/clip';
import {
  COVER_CHANGE_DAYS,
  EARLY_CLAIM_DAYS,
  LATE_NOTIFICATION_DAYS,
  NEAR_COVER_END_DAYS,
  PRIOR_CLAIMS_MIN,
  PRIOR_CLAIMS_YEARS,
  type RiskCode,
  type RiskIndicator,
  type Severity,
} from '../../domain/risk/risk-indicators';
import { cite } from '../../domain/source-ids';
import { coverReasons, premiumDetail } from './cover-text';

export interface RiskFlag {
  code: string;
  severity: Severity;
  detail: string;
  evidence: string[];
}

/** Every check, in the order they run, with its rule in a handler's words. */
export const RISK_CHECKS: Record<RiskCode, string> = {
  policy_not_in_force: 'The policy was not in force on the loss date.',
  early_claim: `Loss within ${EARLY_CLAIM_DAYS} days after inception.`,
  cover_change_before_loss: `Cover increased or a driver added in the ${COVER_CHANGE_DAYS} days before the loss.`,
  late_notification: `Notified more than ${LATE_NOTIFICATION_DAYS} days after the loss.`,
  prior_claims: `${PRIOR_CLAIMS_MIN} or more prior claims dated in the ${PRIOR_CLAIMS_YEARS} years up to the loss date.`,
  shared_contact_details:
    "A phone, email or address shared between the policyholder's side and a claimant or third party (or one representative acting for both).",
  date_inconsistency: "A document or inbound message gives a loss date other than the record's.",
  premium_arrears: 'Premium in arrears or unpaid on the loss date.',
  loss_near_cover_end: `Loss in the last ${NEAR_COVER_END_DAYS} days before cover ended (expiry or cancellation).`,
};

/** How many sources a date inconsistency names before counting the rest. */
const SOURCES_SHOWN = 5;

function detailOf(f: RiskIndicator, claim: ClaimRecord): string {
  switch (f.code) {
    case 'policy_not_in_force':
      return coverReasons(claim, f.verdict).join(' ');
    case 'early_claim':
      return `Loss on ${longDate(f.loss)}, ${f.days === 0 ? 'the day the policy incepted' : `${plural(f.days, 'day')} after inception on ${longDate(f.inception)}`}. Check whether this is a new policy or a renewal (a renewal carries less weight).`;
    case 'cover_change_before_loss':
      return f.changes
        .map(
          (c) =>
            `${c.kind === 'driver_added' ? 'Driver added' : 'Cover increased'} on ${longDate(c.date)}, ${c.daysBefore === 0 ? 'the day of the loss' : `${plural(c.daysBefore, 'day')} before the loss`}: ${c.description.slice(0, 120)}`,
        )
        .join(' ');
    case 'late_notification':
      return `Notified on ${longDate(f.notified)}, ${f.days} days after the loss on ${longDate(f.loss)}. Ask why, and whether the delay prejudiced the investigation.`;
    case 'prior_claims':
      return `${f.prior.length} prior claims dated from ${longDate(f.from)} to the loss: ${f.prior.map((p) => `${p.reference} (${p.date}, ${p.cause})`).join('; ')}. Look for similarities with this claim.`;
    case 'shared_contact_details':
      return f.shared
        .map((s) =>
          s.kind === 'both_sides'
            ? `${s.party.name} [${cite.party(s.party.id)}] is on both sides.`
            : `${s.ours.name} [${cite.party(s.ours.id)}] and ${s.theirs.name} [${cite.party(s.theirs.id)}] share the ${s.field} ${s.value}.`,
        )
        .join(' ');
    case 'date_inconsistency': {
      const shown = f.found.slice(0, SOURCES_SHOWN).map((s) => `[${s.source}] gives ${s.dates.map(longDate).join(', ')}`);
      const more = f.found.length - SOURCES_SHOWN;
      return `The record's loss date is ${longDate(f.loss)}, but ${shown.join('; ')}${more > 0 ? `; and ${plural(more, 'more source')} (${f.found.length} in all)` : ''}. Check which is right before relying on either.`;
    }
    case 'premium_arrears':
      return premiumDetail(f.premium);
    case 'loss_near_cover_end':
      return `Loss on ${longDate(f.loss)}, ${f.daysLeft === 0 ? 'the last day of cover' : `${plural(f.daysLeft, 'day')} before cover ended on ${longDate(f.coverEnds)}`}.`;
  }
}

/** An indicator as the tool reports it; long evidence lists are cut, as the detail says how many sources there are. */
export function describeIndicator(f: RiskIndicator, claim: ClaimRecord): RiskFlag {
  return { code: f.code, severity: f.severity, detail: clip(detailOf(f, claim), 700), evidence: f.evidence.slice(0, 12) };
}
