/**
 * The rules that decide which alerts a claim raises on a day, from the same deterministic rules
 * the chat tools use (check_policy_in_force's cover and premium, list_deadlines, the complaint
 * and vulnerability screens, run_risk_cross_checks, and the handling checks' readings of them).
 * Returns data only; alert-words.ts writes it in words. An alert that does not apply is absent.
 */
import { sourcePanel, type ClaimRecord } from '@claims/shared';
import { addBusinessDays, addMonths } from '../domain/calendar/dates';
import { coverOn, premiumOn } from '../domain/cover';
import type { Deadline } from '../domain/deadlines/deadline-rules';
import { riskIndicators } from '../domain/risk/risk-indicators';
import { dissatisfactionMatches } from '../domain/screens/dissatisfaction';
import { vulnerabilitySignals, type VulnerabilitySignal } from '../domain/screens/vulnerability-signals';
import { DRIVERS } from '../domain/screens/vulnerability-lexicon';
import { vulnerabilityRecords } from '../domain/screens/vulnerability-record';
import type { AlertFact } from './alert-facts';
import { litigationOn } from './litigation';

/** Part 36 periods and deadlines this close (business days) are due soon. */
export const DUE_SOON_BUSINESS_DAYS = 5;
/** Limitation this close (months) is near. */
export const LIMITATION_NEAR_MONTHS = 6;
/** Limitation this close (days) is urgent: the handling checks' `limitation_protected` line. */
const LIMITATION_URGENT_DAYS = 90;
/** Sources an alert lists at most. */
const MAX_SOURCES = 6;

/** Source ids the page can open: "prior:…" and the like name nothing on it. */
const CITABLE = /^(?:msg|doc|event|party|task|offer|payment|policy):[A-Za-z0-9._:-]{1,64}$/;
const unique = (ids: readonly string[]) => [...new Set(ids.filter((id) => CITABLE.test(id)))].slice(0, MAX_SOURCES);

function coverInDoubt(claim: ClaimRecord): AlertFact[] {
  const verdict = coverOn(claim, claim.loss.date);
  const premium = premiumOn(claim, claim.loss.date);
  const reasons: ('not_in_force' | 'premium_arrears' | 'loss_near_cover_end')[] = [];
  if (!verdict.inForce) reasons.push('not_in_force');
  if (premium.inArrearsOnDate) reasons.push('premium_arrears');
  // The fraud check's own rule, so the strip and a fraud check agree on "near".
  if (riskIndicators(claim).some((f) => f.code === 'loss_near_cover_end')) reasons.push('loss_near_cover_end');
  if (reasons.length === 0) return [];
  const { policy } = claim;
  return [
    {
      severity: reasons[0] === 'not_in_force' ? 'high' : reasons[0] === 'premium_arrears' ? 'medium' : 'low',
      panel: 'policy',
      sources: [`policy:${policy.number}`],
      about: {
        kind: 'cover_in_doubt',
        reasons,
        lossDate: claim.loss.date,
        inceptionDate: policy.inceptionDate,
        coverEnds: verdict.coverEnds,
        ...(policy.status === 'cancelled' && policy.cancellationDate ? { cancelledOn: policy.cancellationDate } : {}),
        premiumStatus: policy.premium.status,
        ...(policy.premium.arrearsSince ? { arrearsSince: policy.premium.arrearsSince } : {}),
      },
    },
  ];
}

function openComplaints(claim: ClaimRecord, deadlines: readonly Deadline[], today: string): AlertFact[] {
  const out: AlertFact[] = [];
  const soon = addBusinessDays(today, DUE_SOON_BUSINESS_DAYS);
  const matches = dissatisfactionMatches(claim);
  for (const final of deadlines) {
    if (final.kind !== 'complaint_final_response' || final.status === 'met') continue;
    const summary = deadlines.find((d) => d.kind === 'complaint_summary_resolution' && d.trigger === final.trigger);
    const eventId = final.trigger.slice('event:'.length);
    const messages = matches.filter((m) => m.complaintEventId === eventId).map((m) => `msg:${m.correspondenceId}`);
    out.push({
      severity: final.due <= soon ? 'high' : 'medium',
      panel: messages.length ? 'correspondence' : 'timeline',
      sources: unique([...messages, final.trigger]),
      about: {
        kind: 'open_complaint',
        receivedOn: final.triggerDate,
        finalResponse: { due: final.due, daysLeft: final.daysLeft, basis: final.basis },
        ...(summary && (summary.status === 'due_soon' || summary.status === 'upcoming')
          ? { summaryResolution: { due: summary.due, daysLeft: summary.daysLeft } }
          : {}),
      },
    });
  }
  // The handling checks' `dissatisfaction_logged` reading: harm words alone, and a third
  // party's side chasing its claim (short of an explicit complaint or escalation), are set aside.
  const unlogged = matches.filter(
    (m) =>
      m.category !== 'harm' &&
      !(m.senderSide === 'third_party_side' && m.category !== 'explicit' && m.category !== 'escalation') &&
      !m.loggedAsComplaint &&
      !m.openComplaintEventId,
  );
  const newest = unlogged[0];
  if (newest) {
    out.push({
      severity: 'medium',
      panel: 'correspondence',
      sources: unique(unlogged.map((m) => `msg:${m.correspondenceId}`)),
      about: { kind: 'open_complaint', unlogged: unlogged.length, newestOn: newest.at.slice(0, 10), cue: newest.cue },
    });
  }
  return out;
}

/** The first cue of each theme, urgent first, then by driver as FG21/1 lists them. */
function cuesByTheme(signals: readonly VulnerabilitySignal[]): string[] {
  const rank = (s: VulnerabilitySignal) => (s.urgent || !s.driver ? -1 : DRIVERS.indexOf(s.driver));
  const byTheme = new Map<string, string>();
  for (const s of [...signals].sort((a, b) => rank(a) - rank(b))) if (!byTheme.has(s.theme)) byTheme.set(s.theme, s.cue.toLowerCase());
  return [...new Set(byTheme.values())];
}

function vulnerability(claim: ClaimRecord): AlertFact[] {
  const signals = vulnerabilitySignals(claim);
  const ours = signals.filter((s) => s.side === 'policyholder_side');
  const out: AlertFact[] = [];
  if (ours.length) {
    const { records, toDos } = vulnerabilityRecords(claim);
    const urgent = ours.some((s) => s.urgent);
    // What the customer's side said first (an urgent cue before all), then where the needs are recorded.
    const said = [...ours].sort(
      (a, b) => Number(!!b.urgent) - Number(!!a.urgent) || Number(b.sourceId.startsWith('msg:')) - Number(a.sourceId.startsWith('msg:')),
    );
    const sources = unique([...said.map((s) => s.sourceId), ...records.map((r) => r.sourceId)]);
    out.push({
      severity: urgent || records.length === 0 ? 'high' : 'medium',
      panel: sourcePanel(sources[0], 'correspondence'),
      sources,
      about: {
        kind: 'vulnerability',
        side: 'policyholder_side',
        cues: cuesByTheme(ours),
        urgent,
        recorded: records.length > 0,
        toDo: records.length === 0 && toDos.length > 0,
      },
    });
  }
  // A risk to anyone's life is escalated, though a third party is not our customer.
  const theirUrgent = signals.filter((s) => s.urgent && s.side !== 'policyholder_side');
  if (theirUrgent.length) {
    const sources = unique(theirUrgent.map((s) => s.sourceId));
    out.push({
      severity: 'high',
      panel: sourcePanel(sources[0], 'correspondence'),
      sources,
      about: { kind: 'vulnerability', side: 'third_party_side', urgent: true },
    });
  }
  return out;
}

function riskFlags(claim: ClaimRecord): AlertFact[] {
  const flags = riskIndicators(claim).filter((f) => f.severity !== 'low');
  if (flags.length === 0) return [];
  const sources = unique(flags.flatMap((f) => f.evidence));
  return [
    {
      severity: flags.some((f) => f.severity === 'high') ? 'high' : 'medium',
      panel: sourcePanel(flags[0]!.evidence[0], 'incident'),
      sources,
      about: { kind: 'risk_flags', codes: flags.map((f) => ({ code: f.code, severity: f.severity as 'high' | 'medium' })) },
    },
  ];
}

/** Part 36 periods still running and limitation near, then every other overdue or due-soon deadline. */
function deadlineAlerts(claim: ClaimRecord, deadlines: readonly Deadline[], today: string): AlertFact[] {
  const out: AlertFact[] = [];
  const soon = addBusinessDays(today, DUE_SOON_BUSINESS_DAYS);
  const near = addMonths(today, LIMITATION_NEAR_MONTHS);
  const sourcesOf = (d: Deadline) => (d.trigger === 'loss' ? [] : [d.trigger]);
  const owned = new Set<Deadline>();
  for (const d of deadlines) {
    if (d.status === 'met' || d.status === 'lapsed') continue;
    if (d.kind === 'part36_relevant_period' && d.daysLeft >= 0) {
      const offer = claim.offers.find((o) => `offer:${o.id}` === d.trigger);
      owned.add(d);
      out.push({
        severity: d.due <= soon ? 'high' : 'medium',
        panel: 'financials',
        sources: sourcesOf(d),
        about: { kind: 'part36_running', by: offer?.by ?? 'claimant', offerDate: d.triggerDate, deadline: d },
      });
    } else if (d.kind === 'limitation' && d.daysLeft >= 0 && d.due <= near) {
      owned.add(d);
      out.push({
        severity: d.daysLeft <= LIMITATION_URGENT_DAYS ? 'high' : 'medium',
        panel: 'deadlines',
        sources: sourcesOf(d),
        about: { kind: 'limitation_near', deadline: d },
      });
    } else if (d.kind === 'complaint_final_response' || d.kind === 'complaint_summary_resolution') {
      // Not met and not lapsed, so the complaint is open: its own alert gives these dates.
      owned.add(d);
    }
  }
  for (const d of deadlines) {
    if (owned.has(d) || d.status === 'met' || d.status === 'lapsed') continue;
    if (d.status === 'overdue') out.push({ severity: 'high', panel: 'deadlines', sources: sourcesOf(d), about: { kind: 'overdue', deadline: d } });
    else if (d.due <= soon) out.push({ severity: 'medium', panel: 'deadlines', sources: sourcesOf(d), about: { kind: 'due_soon', deadline: d } });
  }
  return out;
}

function litigation(claim: ClaimRecord): AlertFact[] {
  const found = litigationOn(claim);
  if (!found.issued && found.threats.length === 0) return [];
  const newest = found.threats[0];
  const sources = unique([...(found.issued ? [found.issued.source] : []), ...found.threats.map((t) => t.source)]);
  return [
    {
      severity: found.issued ? 'high' : 'medium',
      panel: sourcePanel(sources[0], 'correspondence'),
      sources,
      about: {
        kind: 'litigation',
        ...(found.issued ? { issuedOn: found.issued.date } : {}),
        threats: found.threats.length,
        ...(newest ? { newestThreatOn: newest.date, ...(newest.partyId ? { from: newest.partyId } : {}) } : {}),
      },
    },
  ];
}

/** Every alert the claim raises on `today`, in rule order (the overview sorts them). */
export function alertFacts(claim: ClaimRecord, deadlines: readonly Deadline[], today: string): AlertFact[] {
  return [
    ...coverInDoubt(claim),
    ...openComplaints(claim, deadlines, today),
    ...vulnerability(claim),
    ...riskFlags(claim),
    ...deadlineAlerts(claim, deadlines, today),
    ...litigation(claim),
  ];
}
