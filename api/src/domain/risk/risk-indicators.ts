/**
 * The standard fraud indicators (docs/domain.md, fraud indicators) checked against the record:
 * each raised indicator with its severity, the facts that raised it and the ids of its evidence.
 * Indicators are reasons to look closer, never proof. The words are the tool's
 * (tools/risk-flag-text.ts). The result depends on the claim alone, so it is worked out once.
 */
import type { ClaimRecord } from '@claims/shared';
import { addYears, dateOfDateTime, daysBetween } from '../calendar/dates';
import { memo } from '../claim-cache';
import { otherSide, partiesById, policyholderSide } from '../claim-facts';
import { coverOn, premiumOn, type CoverVerdict, type PremiumPosition } from '../cover';
import { statedLossDates } from '../date-mentions';
import { ownWords } from '../screens/message-words';
import { cite } from '../source-ids';
import { contactKey } from './contact-keys';

export const RISK_CODES = [
  'policy_not_in_force',
  'early_claim',
  'cover_change_before_loss',
  'late_notification',
  'prior_claims',
  'shared_contact_details',
  'date_inconsistency',
  'premium_arrears',
  'loss_near_cover_end',
] as const;
export type RiskCode = (typeof RISK_CODES)[number];
export type Severity = 'low' | 'medium' | 'high';

/** Loss within this many days after inception; high within the second figure. */
export const EARLY_CLAIM_DAYS = 60;
export const EARLY_CLAIM_HIGH_DAYS = 14;
/** Cover increased or a driver added this many days before the loss; high within the second. */
export const COVER_CHANGE_DAYS = 60;
export const COVER_CHANGE_HIGH_DAYS = 14;
/** Notified more than this many days after the loss; high past the second figure. */
export const LATE_NOTIFICATION_DAYS = 28;
export const LATE_NOTIFICATION_HIGH_DAYS = 90;
/** This many prior claims in the years before the loss raise the flag; high from the third figure. */
export const PRIOR_CLAIMS_YEARS = 3;
export const PRIOR_CLAIMS_MIN = 2;
export const PRIOR_CLAIMS_HIGH = 4;
/** Loss within this many days before cover ended. */
export const NEAR_COVER_END_DAYS = 30;

type Indicator<C extends RiskCode, F> = { code: C; severity: Severity; evidence: string[] } & F;

export interface PartyRef {
  id: string;
  name: string;
}
export type SharedContact =
  | { kind: 'both_sides'; party: PartyRef }
  | { kind: 'shared'; ours: PartyRef; theirs: PartyRef; field: 'phone' | 'email' | 'address'; value: string };

export type RiskIndicator =
  | Indicator<'policy_not_in_force', { verdict: CoverVerdict }>
  | Indicator<'early_claim', { days: number; inception: string; loss: string }>
  | Indicator<'cover_change_before_loss', { changes: { kind: 'cover_increase' | 'driver_added'; date: string; daysBefore: number; description: string }[] }>
  | Indicator<'late_notification', { days: number; notified: string; loss: string }>
  | Indicator<'prior_claims', { from: string; prior: ClaimRecord['priorClaims'] }>
  | Indicator<'shared_contact_details', { shared: SharedContact[] }>
  | Indicator<'date_inconsistency', { loss: string; found: { source: string; dates: string[] }[] }>
  | Indicator<'premium_arrears', { premium: PremiumPosition }>
  | Indicator<'loss_near_cover_end', { loss: string; daysLeft: number; coverEnds: string }>;

type IndicatorOf<C extends RiskCode> = Extract<RiskIndicator, { code: C }>;

const policyRef = (claim: ClaimRecord) => cite.policy(claim.policy.number);

const CHECKS: { [C in RiskCode]: (claim: ClaimRecord) => IndicatorOf<C> | undefined } = {
  policy_not_in_force: (claim) => {
    const v = coverOn(claim, claim.loss.date);
    return v.inForce ? undefined : { code: 'policy_not_in_force', severity: 'high', verdict: v, evidence: [policyRef(claim)] };
  },
  early_claim: (claim) => {
    const days = daysBetween(claim.policy.inceptionDate, claim.loss.date);
    if (days < 0 || days > EARLY_CLAIM_DAYS) return undefined;
    return {
      code: 'early_claim',
      severity: days <= EARLY_CLAIM_HIGH_DAYS ? 'high' : 'medium',
      days,
      inception: claim.policy.inceptionDate,
      loss: claim.loss.date,
      evidence: [policyRef(claim)],
    };
  },
  cover_change_before_loss: (claim) => {
    const changes = claim.policy.changes
      .filter((c): c is typeof c & { kind: 'cover_increase' | 'driver_added' } => c.kind === 'cover_increase' || c.kind === 'driver_added')
      .map((c) => ({ kind: c.kind, date: c.date, description: c.description, daysBefore: daysBetween(c.date, claim.loss.date) }))
      .filter(({ daysBefore }) => daysBefore >= 0 && daysBefore <= COVER_CHANGE_DAYS);
    if (changes.length === 0) return undefined;
    const closest = Math.min(...changes.map((c) => c.daysBefore));
    return { code: 'cover_change_before_loss', severity: closest <= COVER_CHANGE_HIGH_DAYS ? 'high' : 'medium', changes, evidence: [policyRef(claim)] };
  },
  late_notification: (claim) => {
    const days = daysBetween(claim.loss.date, claim.notifiedDate);
    if (days <= LATE_NOTIFICATION_DAYS) return undefined;
    const first = claim.correspondence.find((m) => dateOfDateTime(m.at) === claim.notifiedDate);
    return {
      code: 'late_notification',
      severity: days > LATE_NOTIFICATION_HIGH_DAYS ? 'high' : 'medium',
      days,
      notified: claim.notifiedDate,
      loss: claim.loss.date,
      evidence: [first ? cite.msg(first.id) : `claim:${claim.id}`],
    };
  },
  prior_claims: (claim) => {
    const from = addYears(claim.loss.date, -PRIOR_CLAIMS_YEARS);
    const prior = claim.priorClaims.filter((p) => p.date >= from && p.date <= claim.loss.date);
    if (prior.length < PRIOR_CLAIMS_MIN) return undefined;
    return {
      code: 'prior_claims',
      severity: prior.length >= PRIOR_CLAIMS_HIGH ? 'high' : 'medium',
      from,
      prior,
      evidence: prior.map((p) => `prior:${p.reference}`),
    };
  },
  shared_contact_details: (claim) => sharedContacts(claim),
  date_inconsistency: (claim) => dateInconsistency(claim),
  premium_arrears: (claim) => {
    const p = premiumOn(claim, claim.loss.date);
    if (!p.inArrearsOnDate) return undefined;
    return { code: 'premium_arrears', severity: 'medium', premium: p, evidence: [policyRef(claim)] };
  },
  loss_near_cover_end: (claim) => {
    const v = coverOn(claim, claim.loss.date);
    const daysLeft = daysBetween(claim.loss.date, v.coverEnds);
    if (!v.inForce || daysLeft > NEAR_COVER_END_DAYS) return undefined;
    return { code: 'loss_near_cover_end', severity: 'low', loss: claim.loss.date, daysLeft, coverEnds: v.coverEnds, evidence: [policyRef(claim)] };
  },
};

function sharedContacts(claim: ClaimRecord): IndicatorOf<'shared_contact_details'> | undefined {
  const ours = policyholderSide(claim);
  const theirs = otherSide(claim);
  const byId = partiesById(claim);
  const shared: SharedContact[] = [];
  const evidence = new Set<string>();
  let severity: Severity = 'medium';
  for (const id of ours) {
    if (theirs.has(id)) {
      shared.push({ kind: 'both_sides', party: { id, name: byId.get(id)?.name ?? id } });
      evidence.add(cite.party(id));
    }
  }
  for (const a of ours) {
    for (const b of theirs) {
      if (a === b || ours.has(b)) continue;
      const pa = byId.get(a);
      const pb = byId.get(b);
      if (!pa || !pb) continue;
      for (const field of ['phone', 'email', 'address'] as const) {
        const va = pa[field];
        const vb = pb[field];
        if (!va || !vb) continue;
        const na = contactKey[field](va);
        if (na && na === contactKey[field](vb)) {
          shared.push({ kind: 'shared', ours: { id: a, name: pa.name }, theirs: { id: b, name: pb.name }, field, value: va });
          evidence.add(cite.party(a)).add(cite.party(b));
          if (field !== 'address') severity = 'high';
        }
      }
    }
  }
  if (shared.length === 0) return undefined;
  return { code: 'shared_contact_details', severity, shared, evidence: [...evidence] };
}

function dateInconsistency(claim: ClaimRecord): IndicatorOf<'date_inconsistency'> | undefined {
  const found: { source: string; dates: string[] }[] = [];
  for (const d of claim.documents) {
    const dates = statedLossDates(d.text, claim.loss.date, d.receivedDate)
      .map((m) => m.date)
      .filter((x) => x !== claim.loss.date);
    if (dates.length) found.push({ source: cite.doc(d.id), dates: [...new Set(dates)] });
  }
  for (const m of claim.correspondence) {
    if (m.direction !== 'inbound') continue;
    const dates = statedLossDates(ownWords(m.text), claim.loss.date, dateOfDateTime(m.at))
      .map((x) => x.date)
      .filter((x) => x !== claim.loss.date);
    if (dates.length) found.push({ source: cite.msg(m.id), dates: [...new Set(dates)] });
  }
  if (found.length === 0) return undefined;
  return { code: 'date_inconsistency', severity: 'medium', loss: claim.loss.date, found, evidence: found.map((f) => f.source) };
}

const RANK: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

/** Every raised indicator, highest severity first (in check order within a severity). */
export function riskIndicators(claim: ClaimRecord): RiskIndicator[] {
  return memo(claim, 'riskIndicators', () => {
    const raised: RiskIndicator[] = [];
    for (const code of RISK_CODES) {
      const indicator = CHECKS[code](claim);
      if (indicator) raised.push(indicator);
    }
    return raised.sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  });
}
