/**
 * The audit log's wire types (`GET /api/audit`, admins only): who did what to which claim and
 * conversation, and when. An entry holds ids, versions and digests, never a claim's personal data.
 */
import * as z from 'zod';
import { entityId } from './primitives';

/**
 * What is recorded. `sign_in`: once per Access sign-in (per user per day in dev sign-in);
 * `claim.list` and `claim.read`: the claim list and one record; `claim.import` / `claim.replace`:
 * a record written, with its digest (and the previous version and digest on a replace);
 * `conversation.read`: a transcript; `capability.run`: a chat turn that started (capability null
 * for a free question); `audit.read`: this log; `claim.erase`: a claim erased (the version and digest
 * erased, counts); `claim.export`: a subject access export; `conversation.erase`: one run of the
 * retention job (counts and the cutoff, user `system:retention`).
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'claim.list',
  'claim.read',
  'claim.import',
  'claim.replace',
  'claim.erase',
  'claim.export',
  'conversation.read',
  'conversation.erase',
  'capability.run',
  'audit.read',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.string(),
  action: AuditActionSchema,
  claimId: z.string().nullable(),
  conversationId: z.string().nullable(),
  capability: z.string().nullable(),
  /** Ids, versions and digests only (e.g. `{version, digest, previousVersion, previousDigest}`). */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const MAX_AUDIT_PAGE = 500;

/** A moment as an ISO date (`2026-12-01`, the start of that day, UTC) or date-time with zone. */
const MOMENT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const moment = z
  .string()
  .refine((value) => MOMENT.test(value) && !Number.isNaN(Date.parse(value)), 'Use an ISO date (2026-12-01) or date-time with its zone (2026-12-01T09:30:00Z)')
  .transform((value) => new Date(value).toISOString());

/** `GET /api/audit` filters, all optional; newest first, `before` an entry id to page on. */
export const AuditQuerySchema = z.strictObject({
  user: entityId.optional(),
  claim: entityId.optional(),
  action: AuditActionSchema.optional(),
  /** From this moment, inclusive. */
  from: moment.optional(),
  /** Up to this moment, exclusive. */
  to: moment.optional(),
  limit: z
    .string()
    .regex(/^\d{1,6}$/, `Use a whole number of entries from 1 to ${MAX_AUDIT_PAGE}`)
    .transform(Number)
    .pipe(z.number().min(1, 'Ask for at least 1 entry').max(MAX_AUDIT_PAGE, `Ask for at most ${MAX_AUDIT_PAGE} entries a page; page on for more`))
    .optional(),
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'Use the id of an entry (the `next` of the page before)')
    .transform(Number)
    .optional(),
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({ entries: z.array(AuditEntrySchema), next: z.number().int().optional() });
export type AuditPage = z.infer<typeof AuditPageSchema>;
