/**
 * `GET /api/claims/:id/export` (admins only): everything held about one claim, as one JSON
 * document, for a subject access request (UK GDPR Art. 15). It holds what is stored, as stored:
 * the record, every conversation whole (messages in full; tool calls as they were stored, i.e.
 * with personal details already masked at write time), what wrote each answer, the feedback on
 * them and the audit entries naming the claim. `DELETE /api/claims/:id` answers `ClaimErasure`.
 */
import * as z from 'zod';
import { AuditEntrySchema } from './audit';
import { ClaimRecordSchema } from './claim-record';
import { FEEDBACK_RATINGS, FEEDBACK_REASONS } from './feedback';
import { TranscriptSchema } from './wire';

/** The provider, model and prompt version recorded for one answer (null: offline, or not recorded). */
export const AnswerProvenanceSchema = z.object({
  messageId: z.string(),
  provider: z.string(),
  model: z.string().nullable(),
  promptVersion: z.string().nullable(),
  recordedAt: z.string(),
});
export type AnswerProvenance = z.infer<typeof AnswerProvenanceSchema>;

export const SubjectAccessFeedbackSchema = z.object({
  messageId: z.string(),
  conversationId: z.string(),
  userId: z.string(),
  rating: z.enum(FEEDBACK_RATINGS),
  reason: z.enum(FEEDBACK_REASONS).nullable(),
  note: z.string().nullable(),
  givenAt: z.string(),
});

export const SubjectAccessExportSchema = z.object({
  claimId: z.string(),
  exportedAt: z.string(),
  exportedBy: z.string(),
  /** The record's version and SHA-256 as stored. */
  version: z.number().int(),
  digest: z.string().nullable(),
  record: ClaimRecordSchema,
  conversations: z.array(TranscriptSchema),
  answers: z.array(AnswerProvenanceSchema),
  feedback: z.array(SubjectAccessFeedbackSchema),
  /** Every audit entry naming the claim, oldest first (this export's own included). */
  audit: z.array(AuditEntrySchema),
});
export type SubjectAccessExport = z.infer<typeof SubjectAccessExportSchema>;

/** `DELETE /api/claims/:id`: what was erased. `alreadyErased`: an earlier request had erased it; this one finished any step left. */
export const ClaimErasureSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  digest: z.string().nullable(),
  alreadyErased: z.boolean(),
});
export type ClaimErasure = z.infer<typeof ClaimErasureSchema>;
