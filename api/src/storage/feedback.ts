/**
 * Feedback on answers in D1: one row per user per answer (a second replaces the first), with the
 * claim's team, capability, provider and model copied in, so it is read and filtered without any
 * transcript (the prompt version is joined from `answer_models`). See migrations/0004 and 0007.
 */
import type { FeedbackCount, FeedbackEntry, FeedbackQuery, FeedbackReason, FeedbackRating } from '@claims/shared';

export interface FeedbackRecord {
  messageId: string;
  userId: string;
  conversationId: string;
  claimId: string;
  team: string;
  rating: FeedbackRating;
  reason: FeedbackReason | null;
  note: string | null;
  capability: string | null;
  provider: string | null;
  model: string | null;
  givenAt: string;
  /** The UK calendar day of `givenAt`. */
  givenDay: string;
}

export async function saveFeedback(db: D1Database, f: FeedbackRecord): Promise<void> {
  await db
    .prepare(
      `INSERT INTO feedback (message_id, user_id, conversation_id, claim_id, team, rating, reason, note, capability, provider, model, given_at, given_day)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (message_id, user_id) DO UPDATE SET
         team = excluded.team, rating = excluded.rating, reason = excluded.reason, note = excluded.note,
         capability = excluded.capability, provider = excluded.provider, model = excluded.model,
         given_at = excluded.given_at, given_day = excluded.given_day`,
    )
    .bind(f.messageId, f.userId, f.conversationId, f.claimId, f.team, f.rating, f.reason, f.note, f.capability, f.provider, f.model, f.givenAt, f.givenDay)
    .run();
}

/** Whose feedback a reader may see: every team's, some teams', or only their own. */
export type FeedbackScope = { teams?: string[]; userId?: string };

/** The default page: a week of a busy team's reviews. */
export const DEFAULT_FEEDBACK_LIMIT = 200;

interface FeedbackRow {
  message_id: string;
  conversation_id: string;
  claim_id: string;
  team: string;
  user_id: string;
  user_name: string;
  rating: FeedbackRating;
  reason: FeedbackReason | null;
  note: string | null;
  capability: string | null;
  provider: string | null;
  model: string | null;
  prompt_version: string | null;
  given_at: string;
}

/** The feedback that matches, newest first, how many match, and the counts per capability. */
export async function listFeedback(
  db: D1Database,
  scope: FeedbackScope,
  query: FeedbackQuery,
): Promise<{ feedback: FeedbackEntry[]; total: number; counts: FeedbackCount[] }> {
  const where: string[] = [];
  const binds: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql);
    binds.push(...values);
  };
  if (scope.teams) add(`f.team IN (${scope.teams.map(() => '?').join(', ') || 'NULL'})`, ...scope.teams);
  if (scope.userId !== undefined) add('f.user_id = ?', scope.userId);
  if (query.capability === 'none') add('f.capability IS NULL');
  else if (query.capability !== undefined) add('f.capability = ?', query.capability);
  if (query.rating) add('f.rating = ?', query.rating);
  if (query.reason) add('f.reason = ?', query.reason);
  if (query.from) add('f.given_day >= ?', query.from);
  if (query.to) add('f.given_day <= ?', query.to);
  if (query.team) add('f.team = ?', query.team);
  if (query.conversationId) add('f.conversation_id = ?', query.conversationId);
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';

  const [rows, counts] = await db.batch([
    db
      .prepare(
        `SELECT f.*, COALESCE(u.name, f.user_id) AS user_name, am.prompt_version AS prompt_version
         FROM feedback f LEFT JOIN users u ON u.id = f.user_id LEFT JOIN answer_models am ON am.message_id = f.message_id
         ${filter} ORDER BY f.given_at DESC, f.message_id, f.user_id LIMIT ?`,
      )
      .bind(...binds, query.limit ?? DEFAULT_FEEDBACK_LIMIT),
    db
      .prepare(
        `SELECT f.capability AS capability, SUM(f.rating = 'helpful') AS helpful, SUM(f.rating = 'not_helpful') AS not_helpful
         FROM feedback f ${filter} GROUP BY f.capability ORDER BY COUNT(*) DESC, f.capability`,
      )
      .bind(...binds),
  ]);
  const countRows = (counts?.results ?? []) as { capability: string | null; helpful: number; not_helpful: number }[];
  return {
    feedback: ((rows?.results ?? []) as FeedbackRow[]).map(toEntry),
    total: countRows.reduce((sum, row) => sum + row.helpful + row.not_helpful, 0),
    counts: countRows.map((row) => ({ capability: row.capability, helpful: row.helpful, notHelpful: row.not_helpful })),
  };
}

function toEntry(row: FeedbackRow): FeedbackEntry {
  return {
    messageId: row.message_id,
    conversationId: row.conversation_id,
    claimId: row.claim_id,
    team: row.team,
    userId: row.user_id,
    userName: row.user_name,
    rating: row.rating,
    reason: row.reason,
    note: row.note,
    capability: row.capability,
    provider: row.provider,
    model: row.model,
    promptVersion: row.prompt_version,
    givenAt: row.given_at,
  };
}
