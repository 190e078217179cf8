/**
 * Small per-claim lookups several tools share: parties by id, messages in time order, the
 * policyholder's side. Built once per claim (see claim-cache).
 */
import type { ClaimRecord, Correspondence, Party } from '@claims/shared';
import { memo } from './claim-cache';

export function partiesById(claim: ClaimRecord): Map<string, Party> {
  return memo(claim, 'partiesById', () => new Map(claim.parties.map((p) => [p.id, p])));
}

/** "Alex Morgan (policyholder)", or the bare id when it names no party. */
export function partyLabel(claim: ClaimRecord, id: string | undefined): string | undefined {
  if (id === undefined) return undefined;
  const party = partiesById(claim).get(id);
  return party ? `${party.name} (${party.role.replace(/_/g, ' ')})` : id;
}

/** Correspondence oldest first, by instant (offsets respected), ties kept in record order (the sort is stable). */
export function messagesInOrder(claim: ClaimRecord): readonly Correspondence[] {
  return memo(claim, 'messagesInOrder', () =>
    claim.correspondence
      .map((m) => ({ m, t: Date.parse(m.at) }))
      .sort((a, b) => a.t - b.t)
      .map((x) => x.m),
  );
}

/**
 * The policyholder's side: the policyholder, named drivers, drivers, and whoever represents
 * any of them. Used for contact checks and for who a "customer update" goes to.
 */
export function policyholderSide(claim: ClaimRecord): Set<string> {
  return memo(claim, 'policyholderSide', () => {
    const core = new Set<string>([claim.policy.holderPartyId, ...(claim.policy.namedDriverPartyIds ?? [])]);
    for (const p of claim.parties) if (p.role === 'driver') core.add(p.id);
    return withRepresentatives(claim, core);
  });
}

/** Claimants and third parties, and whoever represents them. */
export function otherSide(claim: ClaimRecord): Set<string> {
  return memo(claim, 'otherSide', () => {
    const core = new Set<string>();
    for (const p of claim.parties) if (p.role === 'claimant' || p.role === 'third_party') core.add(p.id);
    return withRepresentatives(claim, core);
  });
}

function withRepresentatives(claim: ClaimRecord, core: Set<string>): Set<string> {
  const side = new Set(core);
  for (const p of claim.parties) {
    if (core.has(p.id) && p.representedByPartyId) side.add(p.representedByPartyId);
  }
  return side;
}

/**
 * Party notes that tie someone to a third party's claim without a `representedByPartyId` link: a
 * credit hire or accident management company, counsel, an expert or a witness for the claimant,
 * "the claimant's wife".
 */
const TIED_TO_THIRD_PARTY =
  /\b(?:claimant|third[- ]party)['’]s\b|\b(?:for|by|on behalf of) (?:the )?(?:claimant|third[- ]party)\b|\bcredit hire\b|\baccident management\b/i;

/** The other side as the screens read it: `otherSide`, and anyone whose notes tie them to it. */
export function thirdPartySide(claim: ClaimRecord): Set<string> {
  return memo(claim, 'thirdPartySide', () => {
    const policyholder = policyholderSide(claim);
    const side = new Set(otherSide(claim));
    for (const p of claim.parties) if (!policyholder.has(p.id) && TIED_TO_THIRD_PARTY.test(p.notes ?? '')) side.add(p.id);
    return side;
  });
}
