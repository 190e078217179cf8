/**
 * The claim record's JSON Schema, generated from the zod schema (one source of truth) and
 * committed as `shared/claim-record.schema.json`, so an integrator can validate a record without
 * running the Worker. Rules JSON Schema cannot express (references resolve, dates in order,
 * real calendar days, UTF-8 byte limits) are listed in its description instead.
 */
import * as z from 'zod';
import { ClaimShapeSchema, MAX_RECORD_BYTES, TEXT_LIMITS } from './claim-record';
import { FIRST_YEAR, LAST_YEAR } from './primitives';

/**
 * Every rule the Worker enforces that this schema cannot express, so a record that passes the
 * schema and keeps these is never refused. Keep in step with claim-rules.ts and the refinements
 * in primitives.ts and claim-record.ts (json-schema.test.ts breaks each one).
 */
const RULES_BEYOND_SCHEMA = [
  'every YYYY-MM-DD date is a real calendar day (2026-02-30 is refused; the pattern checks only the form)',
  `every date and date-time is in a year from ${FIRST_YEAR} to ${LAST_YEAR} (0026 is refused as a slip for 2026)`,
  `a document's text is at most ${TEXT_LIMITS.document.toLocaleString('en-GB')} bytes of UTF-8 (maxLength only bounds characters)`,
  `the body of PUT /api/claims/:id (the record as JSON) is at most ${MAX_RECORD_BYTES.toLocaleString('en-GB')} bytes`,
  'policy.inceptionDate <= policy.expiryDate',
  'policy.cancellationDate is present exactly when policy.status is "cancelled"',
  'policy.premium.arrearsSince is present exactly when policy.premium.status is "in_arrears"',
  'closedDate, when present, is on or after notifiedDate',
  'the reserves and payments together, and the recoveries, each add up to at most 9,007,199,254,740,991 minor units (totals stay exact)',
  'party, document, correspondence, payment, recovery, offer, event and task ids are each unique within their list',
  'every ...PartyId names a party of this claim; policy.holderPartyId names a party with role "policyholder"',
  'a party cannot represent itself (representedByPartyId differs from its own id)',
  'the id in the path of PUT /api/claims/:id equals the record id',
];

/** Rules stricter than the contract's wording that this schema does express, said once plainly. */
const STRICTER_THAN_CONTRACT = [
  'every money amount is >= 0 except priorClaims[].amount (recoveries, offers, section limit, excess and sumInsured, and valueAtRisk as well as reserves and payments)',
  'currency is a current ISO 4217 code (List One)',
  'date-times may omit seconds but need an offset or Z',
];

export function claimRecordJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(ClaimShapeSchema, { target: 'draft-2020-12', io: 'input' });
  return {
    $schema: schema.$schema,
    $id: 'https://claims-assistant.example/schemas/claim-record.v1.json',
    title: 'ClaimRecord, version 1',
    description:
      'One insurance claim as the claims assistant reads it. Money is an integer in minor units of the currency (pence for GBP); dates are YYYY-MM-DD. ' +
      `Rules beyond this schema: ${RULES_BEYOND_SCHEMA.join('; ')}. ` +
      `Stricter than the contract's wording, and in this schema: ${STRICTER_THAN_CONTRACT.join('; ')}.`,
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$schema')),
  };
}
