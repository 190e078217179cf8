/** get_claim_section: The parties and the injuries, whole up to a page each. */
import { ageInYears } from '../../../domain/calendar/dates';
import { partyLabel } from '../../../domain/claim-facts';
import { clip } from '../../../domain/clip';
import { clipWording, fitList } from '../compact';
import { INJURY_FIELD, more, type Renderer } from './section-kit';

export const parties: Renderer = (claim, today, offset) =>
  fitList({
    head: { section: 'parties', total: claim.parties.length, cite: 'Cite a party as [party:ID].' },
    key: 'parties',
    items: claim.parties.map((p) => ({
      id: p.id,
      role: p.role,
      name: p.name,
      ...(p.dateOfBirth ? { age: ageInYears(p.dateOfBirth, today) } : {}),
      ...(p.representedByPartyId ? { representedBy: partyLabel(claim, p.representedByPartyId) } : {}),
      ...(p.phone ? { phone: p.phone } : {}),
      ...(p.email ? { email: p.email } : {}),
      ...(p.address ? { address: p.address } : {}),
      ...(p.notes ? { notes: clip(p.notes, 160) } : {}),
    })),
    offset,
    howToGetMore: more('parties'),
  });

export const injuries: Renderer = (claim, _today, offset) => {
  if (claim.injuries.length === 0) return 'No injuries recorded on this claim.';
  return fitList({
    head: { section: 'injuries', total: claim.injuries.length },
    key: 'injuries',
    items: claim.injuries.map((i) => ({
      party: partyLabel(claim, i.partyId),
      partyId: i.partyId,
      description: clipWording(i.description, INJURY_FIELD),
      diagnosis: i.diagnosis ? clipWording(i.diagnosis, INJURY_FIELD) : 'No diagnosis recorded.',
      prognosis: i.prognosis ? clipWording(i.prognosis, INJURY_FIELD) : 'No prognosis recorded.',
      treatment: i.treatment ? clipWording(i.treatment, INJURY_FIELD) : 'No treatment recorded.',
    })),
    offset,
    howToGetMore: more('injuries'),
  });
};
