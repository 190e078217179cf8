/**
 * The cross-field rules a valid claim record keeps (docs/claim-record.md, "Rules a valid
 * record keeps"). Each broken rule adds one issue with the path of the offending field, so an
 * integrator sees every problem in one answer. The rules also run when the shape itself has
 * issues (so a record is reported whole), so every read here tolerates a malformed record, and
 * a rule skips a value that is missing or malformed: the shape already reports it, and a rule
 * comparing it would only add a false issue (a duplicate id "undefined").
 */
import type * as z from 'zod';
import type { ClaimShapeSchema } from './claim-record';
import { PARTY_ROLES, POLICY_STATUSES, PREMIUM_STATUSES } from './claim-vocabulary';
import type { PathIssue } from './issues';
import { ID_PATTERN, isCalendarDate } from './primitives';

type Shape = z.infer<typeof ClaimShapeSchema>;
type Report = (path: (string | number)[], message: string) => void;

/** A well-formed id; anything else is the shape's issue, not a rule's. */
const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);
/** A real calendar day, so comparing two as strings compares the days. */
const isDate = (value: unknown): value is string => typeof value === 'string' && isCalendarDate(value);
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

/**
 * Ids within one list must be unique; each repeat is reported at its own index and names the
 * item that first has the id, in the API's path form (`tasks[0]`), so either can be corrected.
 */
function checkUnique(issue: Report, items: { id: unknown }[], path: string[], what: string): void {
  const first = new Map<string, number>();
  items.forEach((item, index) => {
    if (!isId(item.id)) return;
    const earlier = first.get(item.id);
    if (earlier === undefined) first.set(item.id, index);
    else {
      issue(
        [...path, index, 'id'],
        `${what[0]!.toUpperCase()}${what.slice(1)} id "${item.id}" is already the id of ${path.join('.')}[${earlier}]: give each ${what} its own id`,
      );
    }
  });
}

/** The sum of a list's well-formed amounts (whole and not negative). */
const sumOf = (items: { amount: unknown }[]): number =>
  items.reduce<number>((sum, item) => (Number.isSafeInteger(item.amount) && (item.amount as number) >= 0 ? sum + (item.amount as number) : sum), 0);

/**
 * Arrays that may be missing or malformed in a record that also breaks the shape. An item that is
 * not an object becomes an empty one rather than being dropped, so every index stays the index
 * the integrator sent.
 */
const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value.map((v) => (v !== null && typeof v === 'object' ? v : ({} as T))) : []);

/** Every broken rule, in the order the rules are checked; empty for a record that keeps them all. */
export function checkClaimRules(input: Shape): PathIssue[] {
  const issues: PathIssue[] = [];
  const issue: Report = (path, message) => issues.push({ path, message });
  // Fill what a malformed record may lack, so every rule below can read safely.
  const policy = { ...(input.policy ?? {}), premium: input.policy?.premium ?? {} } as Shape['policy'];
  const claim = {
    ...input,
    policy,
    parties: list(input.parties),
    injuries: list(input.injuries),
    documents: list(input.documents),
    correspondence: list(input.correspondence),
    offers: list(input.offers),
    events: list(input.events),
    tasks: list(input.tasks),
    financials: {
      reserves: list(input.financials?.reserves),
      payments: list(input.financials?.payments),
      recoveries: list(input.financials?.recoveries),
    },
  } as Shape;

  if (isDate(policy.inceptionDate) && isDate(policy.expiryDate) && policy.inceptionDate > policy.expiryDate) {
    issue(['policy', 'expiryDate'], `expiryDate ${policy.expiryDate} is before inceptionDate ${policy.inceptionDate}: correct whichever is wrong`);
  }
  if (policy.status === 'cancelled' && policy.cancellationDate === undefined) {
    issue(['policy', 'cancellationDate'], 'A cancelled policy needs its cancellationDate (the last day of cover): add it, or correct the status');
  }
  if (isOneOf(POLICY_STATUSES, policy.status) && policy.status !== 'cancelled' && policy.cancellationDate !== undefined) {
    issue(
      ['policy', 'cancellationDate'],
      `cancellationDate is only for a cancelled policy (status is "${policy.status}"): remove it, or set status to "cancelled"`,
    );
  }
  if (policy.premium.status === 'in_arrears' && policy.premium.arrearsSince === undefined) {
    issue(['policy', 'premium', 'arrearsSince'], 'Premium in arrears needs arrearsSince (the day it fell into arrears): add it, or correct the premium status');
  }
  if (isOneOf(PREMIUM_STATUSES, policy.premium.status) && policy.premium.status !== 'in_arrears' && policy.premium.arrearsSince !== undefined) {
    issue(
      ['policy', 'premium', 'arrearsSince'],
      `arrearsSince is only for a premium in arrears (status is "${policy.premium.status}"): remove it, or set status to "in_arrears"`,
    );
  }
  if (isDate(claim.closedDate) && isDate(claim.notifiedDate) && claim.closedDate < claim.notifiedDate) {
    issue(['closedDate'], `closedDate ${claim.closedDate} is before notifiedDate ${claim.notifiedDate}: correct whichever is wrong`);
  }

  // Totals (incurred = paid + reserves, and recovered) must stay exact integers, or every figure
  // built on them is off. Only well-formed amounts count: the shape reports the others.
  const incurred = sumOf(claim.financials.reserves) + sumOf(claim.financials.payments);
  const recovered = sumOf(claim.financials.recoveries);
  if (incurred > Number.MAX_SAFE_INTEGER || recovered > Number.MAX_SAFE_INTEGER) {
    issue(
      ['financials'],
      `The amounts add up to more than ${Number.MAX_SAFE_INTEGER.toLocaleString('en-GB')} minor units, beyond what can be totalled exactly: check they are in minor units of ${typeof claim.currency === 'string' ? claim.currency : 'the currency'} (pence for GBP)`,
    );
  }

  checkUnique(issue, claim.parties, ['parties'], 'party');
  checkUnique(issue, claim.documents, ['documents'], 'document');
  checkUnique(issue, claim.correspondence, ['correspondence'], 'message');
  checkUnique(issue, claim.financials.payments, ['financials', 'payments'], 'payment');
  checkUnique(issue, claim.financials.recoveries, ['financials', 'recoveries'], 'recovery');
  checkUnique(issue, claim.offers, ['offers'], 'offer');
  checkUnique(issue, claim.events, ['events'], 'event');
  checkUnique(issue, claim.tasks, ['tasks'], 'task');

  // A parties list that is not a list is the shape's issue: every reference would only add a
  // false "not a party". With a repeated id, the first party keeps it (the repeat is reported).
  const partyListSent = Array.isArray(input.parties);
  const parties = new Map<string, Shape['parties'][number]>();
  for (const p of claim.parties) if (isId(p.id) && !parties.has(p.id)) parties.set(p.id, p);
  const mustBeParty = (id: unknown, path: (string | number)[]): void => {
    if (partyListSent && isId(id) && !parties.has(id)) {
      issue(path, `"${id}" is not the id of a party of this claim: add that party to parties, or correct the id`);
    }
  };

  mustBeParty(policy.holderPartyId, ['policy', 'holderPartyId']);
  const holder = parties.get(policy.holderPartyId);
  if (holder && isOneOf(PARTY_ROLES, holder.role) && holder.role !== 'policyholder') {
    issue(
      ['policy', 'holderPartyId'],
      `holderPartyId must name a party with role "policyholder" ("${holder.id}" is "${holder.role}"): name the policyholder, or correct that party's role`,
    );
  }
  (Array.isArray(policy.namedDriverPartyIds) ? policy.namedDriverPartyIds : []).forEach((id, i) => mustBeParty(id, ['policy', 'namedDriverPartyIds', i]));
  claim.parties.forEach((p, i) => {
    mustBeParty(p.representedByPartyId, ['parties', i, 'representedByPartyId']);
    if (isId(p.id) && p.representedByPartyId === p.id) {
      issue(['parties', i, 'representedByPartyId'], `A party cannot represent itself: name the party that represents "${p.id}", or leave the field out`);
    }
  });
  claim.injuries.forEach((inj, i) => mustBeParty(inj.partyId, ['injuries', i, 'partyId']));
  claim.documents.forEach((d, i) => mustBeParty(d.fromPartyId, ['documents', i, 'fromPartyId']));
  claim.correspondence.forEach((c, i) => mustBeParty(c.partyId, ['correspondence', i, 'partyId']));
  claim.financials.payments.forEach((p, i) => mustBeParty(p.payeePartyId, ['financials', 'payments', i, 'payeePartyId']));
  claim.financials.recoveries.forEach((r, i) => mustBeParty(r.fromPartyId, ['financials', 'recoveries', i, 'fromPartyId']));
  return issues;
}
