/**
 * The facts a claim contributes to the indexes across claims, derived once when it is stored:
 * its open deadlines' due dates, its search terms, its linking keys and its list figures. All
 * of it depends on the claim alone, never on today, so a stored index does not go stale.
 */
import { humanise, searchKey, type ClaimRecord, type Party, type LinkKind, type PartyRole, type SearchField } from '@claims/shared';
import { dueDeadlines } from '../deadlines/deadline-rules';
import { moneyTotals } from '../money-totals';
import { contactKey } from '../risk/contact-keys';
import { riskIndicators } from '../risk/risk-indicators';
import { hasDissatisfaction } from '../screens/dissatisfaction';
import { hasVulnerabilitySignals } from '../screens/vulnerability-signals';
import { claimBankDetails } from './bank-details';
import { claimRegistrations } from './registrations';

/** A deadline not yet met. */
export interface IndexedDeadline {
  kind: string;
  due: string;
  basis: string;
  what: string;
  /** The cite id of what started the clock ("event:e1", "offer:o2", "task:t3", "loss"). */
  source: string;
  lapses: boolean;
}

export interface SearchTerm {
  field: SearchField;
  /** Folded by `searchKey`. */
  term: string;
  /** As written, to show which field matched. */
  value: string;
}

export interface LinkKey {
  kind: LinkKind;
  key: string;
  value: string;
  /** Whose detail it is ("Mrs Fiona Bradshaw (policyholder)"); empty for one read from the claim's texts. */
  party: string;
}

export interface ClaimIndexFacts {
  policyNumber: string;
  currency: string;
  incurred: number;
  alertCount: number;
  deadlines: IndexedDeadline[];
  terms: SearchTerm[];
  links: LinkKey[];
}

/**
 * Roles whose contact details link claims: the people on each side. Professionals (solicitors,
 * repairers, adjusters, brokers, experts, and "other": assessors, authorities) appear on many claims
 * as a matter of course.
 */
const LINKING_ROLES: ReadonlySet<PartyRole> = new Set(['policyholder', 'claimant', 'third_party', 'driver', 'witness']);

const partyLabel = (p: Party) => `${p.name} (${humanise(p.role).toLowerCase()})`;

function searchTerms(claim: ClaimRecord, registrations: readonly string[], deadlines: readonly IndexedDeadline[]): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const add = (field: SearchField, value: string, extra: readonly string[] = []) => {
    for (const term of new Set([searchKey(value), ...extra.map(searchKey)])) if (term) terms.push({ field, term, value });
  };
  // A claim id is also found by its last part, as handlers say it ("004211", "4211").
  const last =
    claim.id
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .at(-1) ?? '';
  add('claim_id', claim.id, /^\d+$/.test(last) ? [last, last.replace(/^0+(?=\d)/, '')] : [last]);
  add('policy_number', claim.policy.number);
  const representatives = new Set(claim.parties.flatMap((p) => (p.representedByPartyId ? [p.representedByPartyId] : [])));
  for (const p of claim.parties) {
    // A name is found from any of its words on ("Bradshaw", "Fiona Brad" in "Mrs Fiona Bradshaw").
    const words = p.name.split(/[\s,]+/).filter((w) => searchKey(w).length >= 2);
    add(
      representatives.has(p.id) || p.role === 'solicitor' ? 'representative' : 'party',
      p.name,
      words.map((_, i) => words.slice(i).join('')),
    );
    if (p.email) add('email', p.email.trim());
    const phone = p.phone ? contactKey.phone(p.phone) : '';
    if (phone) terms.push({ field: 'phone', term: searchKey(phone), value: p.phone! });
  }
  for (const r of registrations) add('registration', r);
  for (const kind of new Set(deadlines.map((d) => d.kind))) add('deadline', humanise(kind));
  return terms;
}

function linkKeys(claim: ClaimRecord, registrations: readonly string[]): LinkKey[] {
  const links: LinkKey[] = [];
  const seen = new Set<string>();
  const add = (link: LinkKey) => {
    const id = `${link.kind}\u0000${link.key}`;
    if (!link.key || seen.has(id)) return;
    links.push(link);
    seen.add(id);
  };
  for (const p of claim.parties) {
    if (!LINKING_ROLES.has(p.role)) continue;
    for (const kind of ['phone', 'email', 'address'] as const) {
      const value = p[kind];
      if (value) add({ kind, key: contactKey[kind](value), value, party: partyLabel(p) });
    }
  }
  for (const r of registrations) add({ kind: 'registration', key: searchKey(r), value: r, party: '' });
  for (const b of claimBankDetails(claim)) add({ kind: 'bank', key: b.key, value: b.value, party: '' });
  return links;
}

export function deriveClaimIndex(claim: ClaimRecord): ClaimIndexFacts {
  const deadlines = dueDeadlines(claim)
    .filter((d) => !d.metBy)
    .map((d) => ({ kind: d.kind, due: d.due, basis: d.basis, what: d.what, source: d.trigger, lapses: d.lapses === true }));
  const registrations = claimRegistrations(claim);
  const screens = [hasVulnerabilitySignals(claim), hasDissatisfaction(claim)].filter(Boolean).length;
  return {
    policyNumber: claim.policy.number,
    currency: claim.currency,
    incurred: moneyTotals(claim).incurred,
    alertCount: riskIndicators(claim).length + screens,
    deadlines,
    terms: searchTerms(claim, registrations, deadlines),
    links: linkKeys(claim, registrations),
  };
}
