/**
 * The claim record, version 1: the one shape the Worker reads a claim in, and the integration
 * contract with the claims system that feeds it (`PUT /api/claims/:id`).
 *
 * Objects are strict: an unknown key is refused rather than dropped, so a misspelt optional
 * field (`cancelationDate`) is reported instead of silently lost. Cross-field rules (dates in
 * order, references that resolve, unique ids) live in `claim-rules.ts`.
 */
import { unsafeTextIssues } from './safe-text';
import * as z from 'zod';
import { checkClaimRules } from './claim-rules';
import {
  LINES_OF_BUSINESS,
  CLAIM_STATUSES,
  POLICY_STATUSES,
  PREMIUM_STATUSES,
  CHANGE_KINDS,
  PARTY_ROLES,
  DIRECTIONS,
  CHANNELS,
  PAYMENT_KINDS,
  RECOVERY_KINDS,
  OFFER_KINDS,
  OFFER_STATUSES,
  EVENT_KINDS,
} from './claim-vocabulary';
import { boundedIssues } from './issues';
import { calendarDate, currencyCode, entityId, isoDateTime, money, nonNegativeMoney, utf8ByteLength } from './primitives';

/**
 * Bounds on free text, so one record cannot carry unbounded strings into prompts or D1.
 * Characters (UTF-16 code units), except `document`: bytes of UTF-8, the contract's "1 MB".
 */
export const TEXT_LIMITS = {
  short: 300,
  note: 20_000,
  message: 200_000,
  document: 1_000_000,
} as const;

/**
 * A whole record's upper bound in bytes of UTF-8 JSON (the request body cap for PUT): the
 * contract's "8 MB", in the decimal megabytes of a document's 1 MB.
 */
export const MAX_RECORD_BYTES = 8_000_000;

/** Issues listed for one rejected record; a line after them says how many more there are. */
export const MAX_LISTED_ISSUES = 1_000;

const shortText = z.string().min(1).max(TEXT_LIMITS.short);
const noteText = z.string().max(TEXT_LIMITS.note);

const documentTextMessage = (text: string): string =>
  `Document text is over 1 MB (${utf8ByteLength(text).toLocaleString('en-GB')} bytes of UTF-8, the limit is ${TEXT_LIMITS.document.toLocaleString('en-GB')}); split it or shorten it`;

/**
 * A document's extracted text: up to 1 MB of UTF-8. Counting stops being needed when the text
 * is short enough that even 3 bytes per code unit fits, so most documents cost nothing to check.
 */
const documentText = z
  .string()
  // maxLength in the JSON Schema: every code unit is at least one byte, so more is always over.
  .max(TEXT_LIMITS.document, { error: (issue) => documentTextMessage(String(issue.input)), abort: true })
  .refine((text) => text.length * 3 <= TEXT_LIMITS.document || utf8ByteLength(text) <= TEXT_LIMITS.document, {
    error: (issue) => documentTextMessage(String(issue.input)),
  })
  .describe(`Extracted text, up to 1 MB: ${TEXT_LIMITS.document.toLocaleString('en-GB')} bytes of UTF-8`);

export * from './claim-vocabulary';

/** Open vocabularies ("e.g." in the contract): snake_case words, so new values need no release. */
const openKind = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Use a lower-case snake_case word, e.g. "escape_of_water"');

export const HandlerSchema = z.strictObject({
  id: entityId,
  name: shortText,
  team: shortText,
});

export const LossSchema = z.strictObject({
  date: calendarDate,
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour "HH:MM", e.g. "14:05"')
    .optional(),
  description: noteText.min(1),
  location: shortText.optional(),
  cause: openKind,
});

export const PolicySectionSchema = z.strictObject({
  code: shortText,
  name: shortText,
  covered: z.boolean(),
  limit: nonNegativeMoney.optional(),
  excess: nonNegativeMoney.optional(),
  sumInsured: nonNegativeMoney.optional(),
});

export const PolicySchema = z.strictObject({
  number: shortText,
  product: shortText,
  holderPartyId: entityId,
  inceptionDate: calendarDate,
  expiryDate: calendarDate,
  status: z.enum(POLICY_STATUSES),
  cancellationDate: calendarDate.optional(),
  premium: z.strictObject({
    status: z.enum(PREMIUM_STATUSES),
    arrearsSince: calendarDate.optional(),
  }),
  sections: z.array(PolicySectionSchema),
  exclusions: z.array(z.strictObject({ code: shortText, text: noteText.min(1) })),
  endorsements: z.array(z.strictObject({ code: shortText, text: noteText.min(1), effectiveDate: calendarDate.optional() })),
  changes: z.array(z.strictObject({ date: calendarDate, description: noteText.min(1), kind: z.enum(CHANGE_KINDS) })),
  namedDriverPartyIds: z.array(entityId).optional(),
  valueAtRisk: nonNegativeMoney.optional(),
});

export const PartySchema = z.strictObject({
  id: entityId,
  role: z.enum(PARTY_ROLES),
  name: shortText,
  dateOfBirth: calendarDate.optional(),
  email: z.string().min(3).max(TEXT_LIMITS.short).optional(),
  phone: z.string().min(3).max(64).optional(),
  address: shortText.optional(),
  representedByPartyId: entityId.optional(),
  notes: noteText.optional(),
});

export const InjurySchema = z.strictObject({
  partyId: entityId,
  description: noteText.min(1),
  diagnosis: noteText.optional(),
  prognosis: noteText.optional(),
  treatment: noteText.optional(),
});

export const DocumentSchema = z.strictObject({
  id: entityId,
  title: shortText,
  kind: openKind,
  receivedDate: calendarDate,
  fromPartyId: entityId.optional(),
  pages: z.number().int().positive().optional(),
  text: documentText,
});

export const CorrespondenceSchema = z.strictObject({
  id: entityId,
  at: isoDateTime,
  direction: z.enum(DIRECTIONS),
  channel: z.enum(CHANNELS),
  partyId: entityId.optional(),
  author: shortText.optional(),
  subject: shortText.optional(),
  text: z.string().max(TEXT_LIMITS.message),
});

export const ReserveSchema = z.strictObject({
  headOfDamage: shortText,
  amount: nonNegativeMoney,
  setDate: calendarDate,
});

export const PaymentSchema = z.strictObject({
  id: entityId,
  date: calendarDate,
  headOfDamage: shortText,
  amount: nonNegativeMoney,
  payeePartyId: entityId.optional(),
  kind: z.enum(PAYMENT_KINDS),
});

export const RecoverySchema = z.strictObject({
  id: entityId,
  date: calendarDate,
  amount: nonNegativeMoney,
  fromPartyId: entityId.optional(),
  kind: z.enum(RECOVERY_KINDS),
});

export const FinancialsSchema = z.strictObject({
  reserves: z.array(ReserveSchema),
  payments: z.array(PaymentSchema),
  recoveries: z.array(RecoverySchema),
});

export const OfferSchema = z.strictObject({
  id: entityId,
  date: calendarDate,
  by: z.enum(['insurer', 'claimant']),
  amount: nonNegativeMoney,
  kind: z.enum(OFFER_KINDS),
  status: z.enum(OFFER_STATUSES),
  headOfDamage: shortText.optional(),
});

export const ClaimEventSchema = z.strictObject({
  id: entityId,
  date: calendarDate,
  kind: z.enum(EVENT_KINDS),
  note: noteText.optional(),
});

export const PriorClaimSchema = z.strictObject({
  reference: shortText,
  date: calendarDate,
  cause: shortText,
  amount: money.optional(),
});

export const TaskSchema = z.strictObject({
  id: entityId,
  due: calendarDate,
  description: noteText.min(1),
  status: z.enum(['open', 'done']),
});

/** The claim record without its cross-field rules (the shape alone). */
export const ClaimShapeSchema = z.strictObject({
  schemaVersion: z.literal(1, 'This server reads version 1 of the claim record: set schemaVersion to 1'),
  id: entityId,
  lineOfBusiness: z.enum(LINES_OF_BUSINESS),
  status: z.enum(CLAIM_STATUSES),
  currency: currencyCode,
  handler: HandlerSchema,
  notifiedDate: calendarDate,
  closedDate: calendarDate.optional(),
  loss: LossSchema,
  policy: PolicySchema,
  parties: z.array(PartySchema),
  injuries: z.array(InjurySchema),
  documents: z.array(DocumentSchema),
  correspondence: z.array(CorrespondenceSchema),
  financials: FinancialsSchema,
  offers: z.array(OfferSchema),
  events: z.array(ClaimEventSchema),
  priorClaims: z.array(PriorClaimSchema),
  tasks: z.array(TaskSchema),
});

/**
 * The claim record with every rule of the contract. Parse with this; never trust input.
 * The shape and the cross-field rules are checked side by side, so a record that breaks both is
 * reported whole (a zod refinement alone would be skipped once the shape has an issue).
 */
export const ClaimRecordSchema = z.unknown().transform((value, ctx): ClaimRecord => {
  const shape = boundedIssues(ClaimShapeSchema, value, MAX_LISTED_ISSUES);
  const issues = shape.issues;
  if (value !== null && typeof value === 'object') issues.push(...checkClaimRules(value as ClaimRecord), ...unsafeTextIssues(value));
  // Listed up to the cap, then one line saying how many more, so the answer stays readable.
  const more = shape.more === 'unknown' ? shape.more : shape.more + Math.max(0, issues.length - MAX_LISTED_ISSUES);
  for (const { path, message } of issues.slice(0, MAX_LISTED_ISSUES)) {
    ctx.addIssue({ code: 'custom', path, message, input: value });
  }
  if (more !== 0) {
    const count = more === 'unknown' ? 'More issues' : `${more.toLocaleString('en-GB')} more issue${more === 1 ? '' : 's'}`;
    ctx.addIssue({
      code: 'custom',
      path: [],
      message: `${count} not listed: fix the first ${MAX_LISTED_ISSUES.toLocaleString('en-GB')} and send the record again to see the rest`,
      input: value,
    });
  }
  return shape.data !== undefined && issues.length === 0 ? shape.data : z.NEVER;
});

export type ClaimRecord = z.infer<typeof ClaimShapeSchema>;
export type Party = ClaimRecord['parties'][number];
export type ClaimDocument = ClaimRecord['documents'][number];
export type Correspondence = ClaimRecord['correspondence'][number];
export type ClaimEvent = ClaimRecord['events'][number];
export type Offer = ClaimRecord['offers'][number];
export type Payment = ClaimRecord['financials']['payments'][number];
export type Reserve = ClaimRecord['financials']['reserves'][number];
export type Recovery = ClaimRecord['financials']['recoveries'][number];
export type PolicySection = ClaimRecord['policy']['sections'][number];
export type Injury = ClaimRecord['injuries'][number];
export type Task = ClaimRecord['tasks'][number];
export type PartyRole = (typeof PARTY_ROLES)[number];
export type EventKind = (typeof EVENT_KINDS)[number];
