/**
 * The cross-field rules a valid claim record keeps (claim-record.md, "Rules a valid record
 * keeps"). Each broken rule adds one issue with the path of the offending field, so an
 * integrator sees every problem in one answer. The rules also run when the shape itself has
 * issues (so a record is reported whole), so every read here tolerates a malformed record.
 */
import type { z } from 'zod';
import type { ClaimShapeSchema } from './claim-record';

type Shape = z.infer<typeof ClaimShapeSchema>;
type Ctx = z.RefinementCtx;

function issue(ctx: Ctx, path: (string | number)[], message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

/** Ids within one list must be unique; reports each repeat at its own index. */
function checkUnique(ctx: Ctx, items: { id: string }[], path: string[], what: string): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) issue(ctx, [...path, index, 'id'], `Duplicate ${what} id "${item.id}"`);
    seen.add(item.id);
  });
}

/** Arrays that may be missing or malformed in a record that also breaks the shape. */
const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value.filter((v) => v !== null && typeof v === 'object') : []);

export function checkClaimRules(input: Shape, ctx: Ctx): void {
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

  if (typeof policy.inceptionDate === 'string' && typeof policy.expiryDate === 'string' && policy.inceptionDate > policy.expiryDate) {
    issue(ctx, ['policy', 'expiryDate'], 'expiryDate must be on or after inceptionDate');
  }
  if (policy.status === 'cancelled' && policy.cancellationDate === undefined) {
    issue(ctx, ['policy', 'cancellationDate'], 'A cancelled policy needs its cancellationDate');
  }
  if (policy.status !== undefined && policy.status !== 'cancelled' && policy.cancellationDate !== undefined) {
    issue(
      ctx,
      ['policy', 'cancellationDate'],
      `cancellationDate is only allowed when policy status is "cancelled" (it is "${policy.status}")`,
    );
  }
  if (policy.premium.status === 'in_arrears' && policy.premium.arrearsSince === undefined) {
    issue(ctx, ['policy', 'premium', 'arrearsSince'], 'Premium in arrears needs arrearsSince');
  }
  if (policy.premium.status !== undefined && policy.premium.status !== 'in_arrears' && policy.premium.arrearsSince !== undefined) {
    issue(
      ctx,
      ['policy', 'premium', 'arrearsSince'],
      `arrearsSince is only allowed when premium status is "in_arrears" (it is "${policy.premium.status}")`,
    );
  }
  if (claim.closedDate !== undefined && claim.closedDate < claim.notifiedDate) {
    issue(ctx, ['closedDate'], 'closedDate cannot be before notifiedDate');
  }

  checkUnique(ctx, claim.parties, ['parties'], 'party');
  checkUnique(ctx, claim.documents, ['documents'], 'document');
  checkUnique(ctx, claim.correspondence, ['correspondence'], 'correspondence');
  checkUnique(ctx, claim.financials.payments, ['financials', 'payments'], 'payment');
  checkUnique(ctx, claim.financials.recoveries, ['financials', 'recoveries'], 'recovery');
  checkUnique(ctx, claim.offers, ['offers'], 'offer');
  checkUnique(ctx, claim.events, ['events'], 'event');
  checkUnique(ctx, claim.tasks, ['tasks'], 'task');

  const parties = new Map(claim.parties.map((p) => [p.id, p]));
  const mustBeParty = (id: string | undefined, path: (string | number)[]): void => {
    if (id !== undefined && !parties.has(id)) {
      issue(ctx, path, `"${id}" is not the id of a party of this claim`);
    }
  };

  const holder = parties.get(policy.holderPartyId);
  if (typeof policy.holderPartyId !== 'string') {
    // The shape already reports a missing holderPartyId.
  } else if (!holder) {
    issue(ctx, ['policy', 'holderPartyId'], `"${policy.holderPartyId}" is not the id of a party of this claim`);
  } else if (holder.role !== 'policyholder') {
    issue(
      ctx,
      ['policy', 'holderPartyId'],
      `holderPartyId must name a party with role "policyholder" ("${holder.id}" is "${holder.role}")`,
    );
  }
  (Array.isArray(policy.namedDriverPartyIds) ? policy.namedDriverPartyIds : []).forEach((id, i) => mustBeParty(id, ['policy', 'namedDriverPartyIds', i]));
  claim.parties.forEach((p, i) => {
    mustBeParty(p.representedByPartyId, ['parties', i, 'representedByPartyId']);
    if (p.representedByPartyId === p.id) {
      issue(ctx, ['parties', i, 'representedByPartyId'], 'A party cannot represent itself');
    }
  });
  claim.injuries.forEach((inj, i) => mustBeParty(inj.partyId, ['injuries', i, 'partyId']));
  claim.documents.forEach((d, i) => mustBeParty(d.fromPartyId, ['documents', i, 'fromPartyId']));
  claim.correspondence.forEach((c, i) => mustBeParty(c.partyId, ['correspondence', i, 'partyId']));
  claim.financials.payments.forEach((p, i) =>
    mustBeParty(p.payeePartyId, ['financials', 'payments', i, 'payeePartyId']),
  );
  claim.financials.recoveries.forEach((r, i) =>
    mustBeParty(r.fromPartyId, ['financials', 'recoveries', i, 'fromPartyId']),
  );
}
