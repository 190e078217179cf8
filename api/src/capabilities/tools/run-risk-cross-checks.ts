/**
 * run_risk_cross_checks: the standard fraud indicators (DOMAIN.md 4.3) checked against the
 * record, each flag with the ids of its evidence. Indicators are reasons to look closer, never
 * proof. The result depends on the claim alone, so it is worked out once per claim.
 */
import { z } from 'zod';
import { plural, type ClaimRecord } from '@claims/shared';
import { addYears, dateOfDateTime, daysBetween, longDate } from '../../domain/calendar/dates';
import { memo } from '../../domain/claim-cache';
import { otherSide, partiesById, policyholderSide } from '../../domain/claim-facts';
import { fitList } from './compact';
import { clip } from '../../domain/clip';
import { cite } from '../../domain/source-ids';
import { coverOn, premiumOn } from '../../domain/cover';
import { statedLossDates } from '../../domain/date-mentions';
import { defineTool } from './define-tool';
import { ownWords } from '../../domain/screens/text-scan';

export type Severity = 'low' | 'medium' | 'high';
export interface RiskFlag {
  code: string;
  severity: Severity;
  detail: string;
  evidence: string[];
}

/** Every check, in the order they run, with its rule in a handler's words. */
export const RISK_CHECKS = {
  policy_not_in_force: 'The policy was not in force on the loss date.',
  early_claim: 'Loss within 60 days after inception.',
  cover_change_before_loss: 'Cover increased or a driver added in the 60 days before the loss.',
  late_notification: 'Notified more than 28 days after the loss.',
  prior_claims: '2 or more prior claims dated in the 3 years up to the loss date.',
  shared_contact_details: "A phone, email or address shared between the policyholder's side and a claimant or third party (or one representative acting for both).",
  date_inconsistency: "A document or inbound message gives a loss date other than the record's.",
  premium_arrears: 'Premium in arrears or unpaid on the loss date.',
  loss_near_cover_end: 'Loss in the last 30 days before cover ended (expiry or cancellation).',
} as const;
export type RiskCode = keyof typeof RISK_CHECKS;

type Check = (claim: ClaimRecord) => RiskFlag | undefined;

const policyRef = (claim: ClaimRecord) => cite.policy(claim.policy.number);

const CHECKS: Record<RiskCode, Check> = {
  policy_not_in_force: (claim) => {
    const v = coverOn(claim, claim.loss.date);
    return v.inForce ? undefined : { code: 'policy_not_in_force', severity: 'high', detail: v.reasons.join(' '), evidence: [policyRef(claim)] };
  },
  early_claim: (claim) => {
    const days = daysBetween(claim.policy.inceptionDate, claim.loss.date);
    if (days < 0 || days > 60) return undefined;
    return {
      code: 'early_claim',
      severity: days <= 14 ? 'high' : 'medium',
      detail: `Loss on ${longDate(claim.loss.date)}, ${days === 0 ? 'the day the policy incepted' : `${plural(days, 'day')} after inception on ${longDate(claim.policy.inceptionDate)}`}. Check whether this is a new policy or a renewal (a renewal carries less weight).`,
      evidence: [policyRef(claim)],
    };
  },
  cover_change_before_loss: (claim) => {
    const changes = claim.policy.changes
      .filter((c) => c.kind === 'cover_increase' || c.kind === 'driver_added')
      .map((c) => ({ ...c, before: daysBetween(c.date, claim.loss.date) }))
      .filter(({ before }) => before >= 0 && before <= 60);
    if (changes.length === 0) return undefined;
    const closest = Math.min(...changes.map((c) => c.before));
    return {
      code: 'cover_change_before_loss',
      severity: closest <= 14 ? 'high' : 'medium',
      detail: changes
        .map((c) => `${c.kind === 'driver_added' ? 'Driver added' : 'Cover increased'} on ${longDate(c.date)}, ${c.before === 0 ? 'the day of the loss' : `${plural(c.before, 'day')} before the loss`}: ${c.description.slice(0, 120)}`)
        .join(' '),
      evidence: [policyRef(claim)],
    };
  },
  late_notification: (claim) => {
    const days = daysBetween(claim.loss.date, claim.notifiedDate);
    if (days <= 28) return undefined;
    const first = claim.correspondence.find((m) => dateOfDateTime(m.at) === claim.notifiedDate);
    return {
      code: 'late_notification',
      severity: days > 90 ? 'high' : 'medium',
      detail: `Notified on ${longDate(claim.notifiedDate)}, ${days} days after the loss on ${longDate(claim.loss.date)}. Ask why, and whether the delay prejudiced the investigation.`,
      evidence: [first ? cite.msg(first.id) : `claim:${claim.id}`],
    };
  },
  prior_claims: (claim) => {
    const from = addYears(claim.loss.date, -3);
    const prior = claim.priorClaims.filter((p) => p.date >= from && p.date <= claim.loss.date);
    if (prior.length < 2) return undefined;
    return {
      code: 'prior_claims',
      severity: prior.length >= 4 ? 'high' : 'medium',
      detail: `${prior.length} prior claims dated from ${longDate(from)} to the loss: ${prior.map((p) => `${p.reference} (${p.date}, ${p.cause})`).join('; ')}. Look for similarities with this claim.`,
      evidence: prior.map((p) => `prior:${p.reference}`),
    };
  },
  shared_contact_details: (claim) => sharedContacts(claim),
  date_inconsistency: (claim) => dateInconsistency(claim),
  premium_arrears: (claim) => {
    const p = premiumOn(claim, claim.loss.date);
    if (!p.inArrearsOnDate) return undefined;
    return { code: 'premium_arrears', severity: 'medium', detail: p.detail, evidence: [policyRef(claim)] };
  },
  loss_near_cover_end: (claim) => {
    const v = coverOn(claim, claim.loss.date);
    const left = daysBetween(claim.loss.date, v.coverEnds);
    if (!v.inForce || left > 30) return undefined;
    return {
      code: 'loss_near_cover_end',
      severity: 'low',
      detail: `Loss on ${longDate(claim.loss.date)}, ${left === 0 ? 'the last day of cover' : `${plural(left, 'day')} before cover ended on ${longDate(v.coverEnds)}`}.`,
      evidence: [policyRef(claim)],
    };
  },
};

/**
 * A phone number as a UK caller would dial it: "+44 (0)7700 900123", "0044 7700 900123" and
 * "07700 900123" are one number. Other countries keep their code, so they never meet a UK one.
 */
function phoneKey(v: string): string {
  let digits = v.replace(/\D/g, '');
  const international = /^\s*\+/.test(v) || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('44') && (international || digits.length >= 12)) {
    // The "(0)" some write after +44 is the trunk prefix, not part of the number.
    digits = `0${digits.slice(2).replace(/^0/, '')}`;
  } else if (international) {
    digits = `+${digits}`;
  }
  return digits.replace('+', '').length >= 7 ? digits : '';
}

/** Street words written short, so "12 Elm Rd" and "12 Elm Road" are one address. */
const STREET_WORDS: Record<string, string> = {
  rd: 'road', st: 'street', str: 'street', ave: 'avenue', av: 'avenue', ln: 'lane', cl: 'close', cres: 'crescent',
  cresc: 'crescent', dr: 'drive', ct: 'court', pl: 'place', sq: 'square', gdns: 'gardens', terr: 'terrace',
  ter: 'terrace', gr: 'grove', gro: 'grove', pk: 'park', hse: 'house', apt: 'flat', apartment: 'flat', bldg: 'building',
};
/** Words that make the number after them a flat's, not the house's ("Flat 12", "Apt 12", "Unit 12"). */
const FLAT_WORDS = new Set(['flat', 'unit', 'room', 'suite']);
/** Words a street's name ends with: "Elm Road" is the street in "12 Elm Road Leeds". */
const STREET_ENDS = new Set([
  ...Object.values(STREET_WORDS).filter((w) => w !== 'flat'),
  'way', 'walk', 'row', 'hill', 'rise', 'mews', 'green', 'view', 'parade', 'wharf', 'yard', 'gate', 'approach',
  'boulevard', 'circus', 'esplanade', 'vale', 'wynd', 'quay', 'embankment',
]);
const POSTCODE = /\b([a-z]{1,2}\d[a-z\d]?)\s*(\d[a-z]{2})\b/g;
const NUMBER = /^\d+[a-z]?$/;

const addressWords = (text: string) =>
  text
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => STREET_WORDS[w] ?? w);

/** A street read from its first words, up to the word that ends a street's name. */
function streetOf(words: readonly string[]): string {
  const end = words.findIndex((w) => STREET_ENDS.has(w));
  return (end >= 0 ? words.slice(0, end + 1) : words).join(' ');
}

/**
 * An address reduced to what identifies it. With a UK postcode: the postcode, the house and flat
 * numbers, and the street (or, for a named house, its name), so the town, commas and "Rd" for
 * "Road" do not matter, but a flat numbered like a house, or the same number in another street
 * of one postcode, is another address. Without a postcode: every word, short street words
 * spelled out.
 */
function addressKey(v: string): string {
  const lower = v.toLowerCase();
  const postcodes = [...lower.matchAll(POSTCODE)];
  const postcode = postcodes[postcodes.length - 1];
  if (!postcode) return addressWords(lower).join('');
  const parts = lower.slice(0, postcode.index).split(',').map(addressWords).filter((words) => words.length > 0);
  const numbers: string[] = [];
  let house: { part: number; at: number } | undefined;
  parts.forEach((words, part) =>
    words.forEach((w, at) => {
      if (!NUMBER.test(w)) return;
      const ofFlat = at > 0 && FLAT_WORDS.has(words[at - 1]!);
      numbers.push(ofFlat ? `flat ${w}` : w);
      if (!ofFlat) house = { part, at };
    }),
  );
  const named = (words: readonly string[]) => words.filter((w) => !NUMBER.test(w) && !FLAT_WORDS.has(w));
  // The street follows the house number ("12 Elm Road", "12, Elm Road"); a named house or a block
  // of flats is named in the first part that is more than a number ("Flat 2, Elm Court").
  let street = '';
  if (house) {
    const after = parts[house.part]!.slice(house.at + 1);
    const next = after.findIndex((w) => NUMBER.test(w));
    const rest = next >= 0 ? after.slice(0, next) : after;
    const words = rest.length > 0 ? rest : named(parts.slice(house.part + 1).find((p) => named(p).length > 0) ?? []);
    street = streetOf(words);
  } else {
    street = streetOf(named(parts.find((p) => named(p).length > 0) ?? []));
  }
  return `${postcode[1]}${postcode[2]}#${numbers.sort().join(',')}#${street}`;
}

const normalise = {
  phone: phoneKey,
  email: (v: string) => v.trim().toLowerCase(),
  address: addressKey,
};

function sharedContacts(claim: ClaimRecord): RiskFlag | undefined {
  const ours = policyholderSide(claim);
  const theirs = otherSide(claim);
  const byId = partiesById(claim);
  const details: string[] = [];
  const evidence = new Set<string>();
  let severity: Severity = 'medium';
  for (const id of ours) {
    if (theirs.has(id)) {
      details.push(`${byId.get(id)?.name ?? id} [${cite.party(id)}] is on both sides.`);
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
        const na = normalise[field](va);
        if (na && na === normalise[field](vb)) {
          details.push(`${pa.name} [${cite.party(a)}] and ${pb.name} [${cite.party(b)}] share the ${field} ${va}.`);
          evidence.add(cite.party(a)).add(cite.party(b));
          if (field !== 'address') severity = 'high';
        }
      }
    }
  }
  if (details.length === 0) return undefined;
  return { code: 'shared_contact_details', severity, detail: details.join(' '), evidence: [...evidence] };
}

function dateInconsistency(claim: ClaimRecord): RiskFlag | undefined {
  const found: { source: string; dates: string[] }[] = [];
  for (const d of claim.documents) {
    const dates = statedLossDates(d.text, claim.loss.date, d.receivedDate).map((m) => m.date).filter((x) => x !== claim.loss.date);
    if (dates.length) found.push({ source: cite.doc(d.id), dates: [...new Set(dates)] });
  }
  for (const m of claim.correspondence) {
    if (m.direction !== 'inbound') continue;
    const dates = statedLossDates(ownWords(m.text), claim.loss.date, dateOfDateTime(m.at)).map((x) => x.date).filter((x) => x !== claim.loss.date);
    if (dates.length) found.push({ source: cite.msg(m.id), dates: [...new Set(dates)] });
  }
  if (found.length === 0) return undefined;
  const shown = found.slice(0, 5).map((f) => `[${f.source}] gives ${f.dates.map(longDate).join(', ')}`);
  return {
    code: 'date_inconsistency',
    severity: 'medium',
    detail: `The record's loss date is ${longDate(claim.loss.date)}, but ${shown.join('; ')}${found.length > 5 ? `; and ${plural(found.length - 5, 'more source')} (${found.length} in all)` : ''}. Check which is right before relying on either.`,
    evidence: found.map((f) => f.source),
  };
}

function runChecks(claim: ClaimRecord): RiskFlag[] {
  return memo(claim, 'riskFlags', () => {
    const flags: RiskFlag[] = [];
    for (const check of Object.values(CHECKS)) {
      const flag = check(claim);
      // Long evidence lists are cut: the detail says how many sources there are in all.
      if (flag) flags.push({ ...flag, detail: clip(flag.detail, 700), evidence: flag.evidence.slice(0, 12) });
    }
    const rank: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
    return flags.sort((a, b) => rank[a.severity] - rank[b.severity]);
  });
}

export const runRiskCrossChecksTool = defineTool({
  name: 'run_risk_cross_checks',
  description:
    'Check the claim against the standard fraud indicators: policy not in force, early claim, cover change before the loss, late notification, prior claims, shared contact details, loss date inconsistencies, premium arrears, loss near the end of cover. Returns `flags[]` (code, severity, detail, evidence ids) and `checked[]` listing every check run. Indicators are reasons to look closer, not proof of fraud.',
  input: {
    offset: z.number().int().min(0).optional().describe('Where to start in a long list of flags (from a previous result).'),
  },
  personalData: { result: true },
  activity: () => 'Running the fraud cross-checks…',
  run: ({ offset }, { claim }) => {
    const flags = runChecks(claim);
    return {
      result: fitList({
        head: {
          checked: Object.keys(RISK_CHECKS),
          summary: flags.length
            ? `${flags.length} of ${Object.keys(RISK_CHECKS).length} indicators raised.`
            : `None of the ${Object.keys(RISK_CHECKS).length} indicators was raised on this claim.`,
        },
        key: 'flags',
        items: flags,
        offset,
        howToGetMore: (next) => `Call run_risk_cross_checks with offset ${next} for the rest.`,
        tail: { rules: RISK_CHECKS, caution: 'Indicators for investigation, never proof; a referral decision is for a human.' },
      }),
    };
  },
});

