/**
 * Availability: claim data a capability needs before it can do anything useful. The browser
 * shows an unavailable capability disabled with the reason; the Worker answers a request for it
 * with the same reason and makes no model call. One predicate per requirement, shared by both.
 */
import * as z from 'zod';
import type { ClaimRecord } from './claim-record';

export const REQUIREMENTS = ['documents', 'correspondence', 'settlement_data', 'cost_evidence'] as const;
export const RequirementSchema = z.enum(REQUIREMENTS);
export type Requirement = (typeof REQUIREMENTS)[number];

interface RequirementRule {
  met: (claim: ClaimRecord) => boolean;
  /** Why the capability is unavailable when the rule is not met. */
  reason: string;
}

export const REQUIREMENT_RULES: Record<Requirement, RequirementRule> = {
  documents: {
    met: (c) => c.documents.length > 0,
    reason: 'There are no documents on this claim yet.',
  },
  correspondence: {
    met: (c) => c.correspondence.length > 0,
    reason: 'There is no correspondence on this claim yet.',
  },
  settlement_data: {
    met: (c) => c.offers.length > 0 || c.financials.reserves.length > 0,
    reason: 'This claim has no offers and no reserves to assess a settlement position from.',
  },
  // A reserve is reviewed against what the file says the claim will cost, so a claim with an
  // estimate or an offer but no reserve yet is where a review is needed most, not one to grey out.
  cost_evidence: {
    met: (c) =>
      c.financials.reserves.length > 0 ||
      c.financials.payments.length > 0 ||
      c.financials.recoveries.length > 0 ||
      c.offers.length > 0 ||
      c.documents.length > 0,
    reason: 'There is nothing to review a reserve against yet: no reserves, payments, recoveries, offers or documents on this claim.',
  },
};

export type Availability = { available: true } | { available: false; reason: string };

/** Whether a capability with these requirements can run on this claim, and if not, why. */
export function checkAvailability(requires: readonly Requirement[] | undefined, claim: ClaimRecord): Availability {
  for (const requirement of requires ?? []) {
    const rule = REQUIREMENT_RULES[requirement];
    if (!rule.met(claim)) return { available: false, reason: rule.reason };
  }
  return { available: true };
}
