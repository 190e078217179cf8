/**
 * The claim record's JSON Schema, generated from the zod schema (one source of truth) and
 * committed as `shared/claim-record.schema.json`, so an integrator can validate a record without
 * running the Worker. Cross-field rules (references resolve, dates in order) cannot be expressed
 * in JSON Schema and are listed in its description instead.
 */
import { z } from 'zod';
import { ClaimShapeSchema } from './claim-record';

const CROSS_FIELD_RULES = [
  'policy.inceptionDate <= policy.expiryDate',
  'policy.cancellationDate is present exactly when policy.status is "cancelled"',
  'policy.premium.arrearsSince is present exactly when policy.premium.status is "in_arrears"',
  'party, document, correspondence, payment, recovery, offer, event and task ids are unique within the claim',
  'every ...PartyId names a party of this claim; policy.holderPartyId names a party with role "policyholder"',
  'the id in the path of PUT /api/claims/:id equals the record id',
];

export function claimRecordJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(ClaimShapeSchema, { target: 'draft-2020-12', io: 'input' });
  return {
    $schema: schema.$schema,
    $id: 'https://claims-assistant.example/schemas/claim-record.v1.json',
    title: 'ClaimRecord, version 1',
    description: `One insurance claim as the claims assistant reads it. Money is an integer in minor units (pence); dates are YYYY-MM-DD. Rules beyond this schema: ${CROSS_FIELD_RULES.join('; ')}.`,
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$schema')),
  };
}
