/** Handler-facing words for the claim record's codes, where plain humanising reads badly. */
import type { EventKind, Offer } from '@claims/shared/claim-record';
import { humanise } from '@claims/shared/humanise';

const EVENT_LABELS: Record<EventKind, string> = {
  letter_of_claim_received: 'Letter of claim received',
  letter_of_claim_acknowledged: 'Letter of claim acknowledged',
  cnf_received: 'CNF received',
  cnf_responded: 'CNF responded to',
  complaint_received: 'Complaint received',
  complaint_resolved: 'Complaint resolved',
  final_response_sent: 'Final response sent',
  liability_admitted: 'Liability admitted',
  liability_denied: 'Liability denied',
  proceedings_issued: 'Proceedings issued',
  date_of_knowledge: 'Date of knowledge',
  other: 'Other',
};

const OFFER_KIND_LABELS: Record<Offer['kind'], string> = {
  part36: 'Part 36',
  calderbank: 'Calderbank',
  open: 'Open',
  without_prejudice: 'Without prejudice',
};

export function eventLabel(kind: EventKind): string {
  return EVENT_LABELS[kind];
}

export function offerKindLabel(kind: Offer['kind']): string {
  return OFFER_KIND_LABELS[kind];
}

/** Any other code (roles, channels, document kinds, causes): as words. */
export function codeLabel(code: string): string {
  return humanise(code);
}
