/**
 * `GET /api/claims/:id/linked`: other claims that share a phone number, email address, postal
 * address, vehicle registration or bank detail with this one (normalised as the
 * shared_contact_details check does), each naming what is shared. Claims the caller may not see
 * are never named: `otherTeams` only counts them, for the counter-fraud team to follow up.
 * Supervisors and admins see every team, so for them `otherTeams` is always 0.
 */
import * as z from 'zod';

export const LINK_KINDS = ['phone', 'email', 'address', 'registration', 'bank'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const SharedDetailSchema = z.object({
  kind: z.enum(LINK_KINDS),
  /** As written on this claim, and whose it is here ("Mr Jordan Pryce (claimant)"; empty when read from its texts). */
  value: z.string(),
  party: z.string(),
  /** As written on the other claim, and whose it is there. */
  otherValue: z.string(),
  otherParty: z.string(),
});
export type SharedDetail = z.infer<typeof SharedDetailSchema>;

export const LinkedClaimSchema = z.object({
  claimId: z.string(),
  policyholder: z.string(),
  status: z.string(),
  lineOfBusiness: z.string(),
  team: z.string(),
  shared: z.array(SharedDetailSchema),
});
export type LinkedClaim = z.infer<typeof LinkedClaimSchema>;

export const LinkedClaimsSchema = z.object({
  claims: z.array(LinkedClaimSchema),
  /** Linked claims in teams the caller may not see: how many, never which. */
  otherTeams: z.number(),
  /** Set when more claims are linked than listed (`claims` holds the first, by id). */
  more: z.boolean().optional(),
});
export type LinkedClaims = z.infer<typeof LinkedClaimsSchema>;
