/** get_claim_section: The policy with its sections, changes and endorsements, paged as one list of lists. */
import { partyLabel } from '../../../domain/claim-facts';
import { clipWording, fitLists } from '../compact';
import { NOTE, WORDING, money, type Renderer } from './section-kit';

export const policy: Renderer = (claim, _today, offset) => {
  const p = claim.policy;
  return fitLists({
    head: {
      section: 'policy',
      number: p.number,
      product: p.product,
      holder: partyLabel(claim, p.holderPartyId),
      holderPartyId: p.holderPartyId,
      inceptionDate: p.inceptionDate,
      expiryDate: p.expiryDate,
      cover: 'from 00:00 on inception to 23:59 on expiry (or 23:59 on the cancellation date)',
      status: p.status,
      ...(p.cancellationDate ? { cancellationDate: p.cancellationDate } : {}),
      premium: p.premium,
    },
    lists: [
      {
        key: 'sections',
        items: p.sections.map((s) => ({
          ...s,
          ...(s.limit !== undefined ? { limitText: money(claim, s.limit) } : {}),
          ...(s.excess !== undefined ? { excessText: money(claim, s.excess) } : {}),
          ...(s.sumInsured !== undefined ? { sumInsuredText: money(claim, s.sumInsured) } : {}),
        })),
        empty: 'No policy sections recorded.',
      },
      { key: 'exclusions', items: p.exclusions.map((e) => ({ code: e.code, text: clipWording(e.text, WORDING) })), empty: 'No exclusions recorded.' },
      { key: 'endorsements', items: p.endorsements.map((e) => ({ ...e, text: clipWording(e.text, WORDING) })), empty: 'No endorsements recorded.' },
      { key: 'changes', items: p.changes.map((c) => ({ ...c, description: clipWording(c.description, NOTE) })), empty: 'No mid-term changes recorded.' },
      ...(p.namedDriverPartyIds
        ? [{ key: 'namedDrivers', items: p.namedDriverPartyIds.map((id) => partyLabel(claim, id)), empty: 'No named drivers recorded.' }]
        : []),
    ],
    offset,
    howToGetMore: (next) =>
      `Call get_claim_section with section "policy" and offset ${next} for the rest (the offset counts sections, exclusions, endorsements, changes, then named drivers).`,
    tail: p.valueAtRisk !== undefined ? { valueAtRisk: p.valueAtRisk, valueAtRiskText: money(claim, p.valueAtRisk) } : {},
  });
};
