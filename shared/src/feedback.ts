/**
 * Feedback on an answer (`POST /api/messages/:id/feedback`) and the quality lead's view of it
 * (`GET /api/feedback`): helpful or not, why not, and an optional note. One per user per
 * message; a second replaces the first. The reasons' words are written here once.
 */
import * as z from 'zod';
import { calendarDate, entityId } from './primitives';

export const FEEDBACK_RATINGS = ['helpful', 'not_helpful'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

export const FEEDBACK_REASONS = ['wrong_fact', 'wrong_date_or_amount', 'missed_something', 'not_useful', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export const FEEDBACK_REASON_LABELS: Record<FeedbackReason, string> = {
  wrong_fact: 'Wrong fact',
  wrong_date_or_amount: 'Wrong date or amount',
  missed_something: 'Missed something',
  not_useful: 'Not useful',
  other: 'Other',
};

export const FEEDBACK_RATING_LABELS: Record<FeedbackRating, string> = { helpful: 'Helpful', not_helpful: 'Not helpful' };

/** A note long enough for a few sentences, short enough to read in a weekly review. */
export const MAX_FEEDBACK_NOTE_CHARS = 1000;

/**
 * The body of `POST /api/messages/:id/feedback`. `conversationId` is the conversation the
 * answer is in; a reason is required for "not_helpful" and refused for "helpful".
 */
export const FeedbackRequestSchema = z
  .strictObject({
    conversationId: entityId,
    rating: z.enum(FEEDBACK_RATINGS, 'Use "helpful" or "not_helpful"'),
    reason: z.enum(FEEDBACK_REASONS, `Use one of: ${FEEDBACK_REASONS.join(', ')}`).optional(),
    note: z
      .string()
      .max(MAX_FEEDBACK_NOTE_CHARS, `Keep the note to ${MAX_FEEDBACK_NOTE_CHARS} characters or fewer`)
      .transform((note) => note.trim())
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.rating === 'not_helpful' && body.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: `Say why it was not helpful: one of ${FEEDBACK_REASONS.join(', ')}` });
    }
    if (body.rating === 'helpful' && body.reason !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A reason goes only with "not_helpful"; leave it out' });
    }
  });
export type FeedbackRequest = z.output<typeof FeedbackRequestSchema>;

export const FeedbackEntrySchema = z.object({
  messageId: z.string(),
  conversationId: z.string(),
  claimId: z.string(),
  team: z.string(),
  userId: z.string(),
  userName: z.string(),
  rating: z.enum(FEEDBACK_RATINGS),
  reason: z.enum(FEEDBACK_REASONS).nullable(),
  note: z.string().nullable(),
  /** The quick action the answer was for; null for a free question. */
  capability: z.string().nullable(),
  /** Who wrote the answer; null where the turn did not record it. */
  provider: z.string().nullable(),
  model: z.string().nullable(),
  /** The prompt version the answer was written under (a short SHA-256); null offline or where not recorded. */
  promptVersion: z.string().nullable(),
  /** When the feedback was given (or last replaced). */
  givenAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof FeedbackEntrySchema>;

export const FeedbackCountSchema = z.object({
  capability: z.string().nullable(),
  helpful: z.number().int(),
  notHelpful: z.number().int(),
});
export type FeedbackCount = z.infer<typeof FeedbackCountSchema>;

export const FeedbackListSchema = z.object({
  /** Newest first, at most `limit`. */
  feedback: z.array(FeedbackEntrySchema),
  /** How many match the filters (the list may show fewer). */
  total: z.number().int(),
  /** Per capability, over everything that matches the filters. */
  counts: z.array(FeedbackCountSchema),
});
export type FeedbackList = z.infer<typeof FeedbackListSchema>;

export const MAX_FEEDBACK_PAGE = 1000;

/**
 * `GET /api/feedback?capability=&rating=&reason=&from=&to=&team=&conversationId=&limit=`: each
 * filter keeps what matches it; `from` and `to` are UK calendar days, both included.
 * `capability=none` keeps free questions.
 */
export const FeedbackQuerySchema = z
  .strictObject({
    capability: z.string().min(1).max(64).optional(),
    rating: z.enum(FEEDBACK_RATINGS, 'Use "helpful" or "not_helpful"').optional(),
    reason: z.enum(FEEDBACK_REASONS, `Use one of: ${FEEDBACK_REASONS.join(', ')}`).optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    team: z.string().min(1).max(300).optional(),
    conversationId: entityId.optional(),
    limit: z
      .string()
      .regex(/^\d{1,6}$/, `Use a whole number from 1 to ${MAX_FEEDBACK_PAGE}`)
      .transform(Number)
      .pipe(z.number().min(1, 'Ask for at least 1').max(MAX_FEEDBACK_PAGE, `Ask for at most ${MAX_FEEDBACK_PAGE}`))
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: '"to" must be on or after "from"' });
export type FeedbackQuery = z.output<typeof FeedbackQuerySchema>;

/** `GET /api/conversations/:id/export?format=md|html`. */
export const ExportQuerySchema = z.strictObject({
  format: z.enum(['md', 'html'], 'Use format=md (Markdown) or format=html (prints to PDF from the browser)').optional(),
});
export type ExportFormat = NonNullable<z.output<typeof ExportQuerySchema>['format']>;
