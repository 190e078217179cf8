/**
 * The linked_claims risk check in a handler's words: other claims sharing a phone, email,
 * address, registration or bank detail with this one. Claims in teams the handler may not see
 * are only counted, with the advice to refer the link to the counter-fraud team.
 */
import { plural, type LinkedClaims, type LinkKind } from '@claims/shared';
import type { RiskFlag } from './risk-flag-text';

export const LINKED_CLAIMS_RULE =
  'Another claim shares a phone number, email address, postal address, vehicle registration or bank detail with this one (matched however written).';

const KIND_WORDS: Record<LinkKind, string> = {
  phone: 'phone number',
  email: 'email address',
  address: 'address',
  registration: 'registration',
  bank: 'bank details',
};

/** Claims named in the detail before the rest are counted. */
const CLAIMS_SHOWN = 5;

/** The flag, or undefined when nothing links. A shared phone, email or bank account is high; an address or vehicle, medium. */
export function describeLinkedClaims(linked: LinkedClaims): RiskFlag | undefined {
  if (linked.claims.length === 0 && linked.otherTeams === 0) return undefined;
  const sentences: string[] = [];
  // First, as a long detail is cut in a table: the referral the handler cannot act on themselves.
  if (linked.otherTeams > 0) {
    sentences.push(
      `${plural(linked.otherTeams, 'claim')} in other teams ${linked.otherTeams === 1 ? 'shares' : 'share'} details with this one; they cannot be shown here. Refer the link to the counter-fraud team.`,
    );
  }
  for (const claim of linked.claims.slice(0, CLAIMS_SHOWN)) {
    const shared = claim.shared.map((s) => `the ${KIND_WORDS[s.kind]} ${s.value}${s.party && s.otherParty ? ` (${s.party} here; ${s.otherParty} there)` : ''}`);
    sentences.push(`${claim.claimId} (${claim.policyholder}, ${claim.status}) shares ${shared.join(', ')}.`);
  }
  const more = linked.claims.length - CLAIMS_SHOWN;
  if (more > 0 || linked.more) sentences.push(`And ${more > 0 ? plural(more, 'more claim') : 'more claims'} in teams you can see.`);
  const strong = linked.otherTeams > 0 || linked.claims.some((c) => c.shared.some((s) => s.kind === 'phone' || s.kind === 'email' || s.kind === 'bank'));
  return {
    code: 'linked_claims',
    severity: strong ? 'high' : 'medium',
    detail: sentences.join(' '),
    evidence: linked.claims.slice(0, 12).map((c) => `claim:${c.claimId}`),
  };
}
