/**
 * The claim record's closed vocabularies (docs/claim-record.md, "Shape"): the enum values the schema accepts
 * and the cross-field rules read. Kept apart from the schema so the rules can use them without
 * importing the schema that runs the rules.
 */
export const LINES_OF_BUSINESS = ['motor', 'property', 'liability'] as const;
export const CLAIM_STATUSES = ['open', 'closed', 'reopened'] as const;
export const POLICY_STATUSES = ['active', 'cancelled', 'lapsed'] as const;
export const PREMIUM_STATUSES = ['paid', 'instalments_current', 'in_arrears', 'unpaid'] as const;
export const CHANGE_KINDS = ['cover_increase', 'cover_decrease', 'driver_added', 'address_change', 'other'] as const;
export const PARTY_ROLES = [
  'policyholder',
  'claimant',
  'third_party',
  'driver',
  'witness',
  'repairer',
  'solicitor',
  'loss_adjuster',
  'broker',
  'medical_expert',
  'other',
] as const;
export const DIRECTIONS = ['inbound', 'outbound', 'internal'] as const;
export const CHANNELS = ['phone', 'email', 'letter', 'portal', 'note'] as const;
export const PAYMENT_KINDS = ['indemnity', 'interim', 'fee', 'ex_gratia'] as const;
export const RECOVERY_KINDS = ['subrogation', 'salvage', 'excess', 'contribution'] as const;
export const OFFER_KINDS = ['part36', 'calderbank', 'open', 'without_prejudice'] as const;
export const OFFER_STATUSES = ['open', 'accepted', 'rejected', 'withdrawn'] as const;
export const EVENT_KINDS = [
  'letter_of_claim_received',
  'letter_of_claim_acknowledged',
  'cnf_received',
  'cnf_responded',
  'complaint_received',
  'complaint_resolved',
  'final_response_sent',
  'liability_admitted',
  'liability_denied',
  'proceedings_issued',
  'date_of_knowledge',
  'other',
] as const;
