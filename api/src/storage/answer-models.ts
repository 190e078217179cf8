/**
 * Which provider, model and prompt version wrote each answer, recorded as its turn begins:
 * feedback and the conversation export carry them, so the quality lead can compare models and a
 * complaint years later can be answered with what produced the reply. Offline answers record
 * provider "offline", no model and no prompt version (no prompt was sent to anything).
 */
export interface AnswerModel {
  provider: string;
  model: string | null;
  /** prompt/prompt-version.ts; null offline. */
  promptVersion: string | null;
}

export function answerModelStatement(db: D1Database, messageId: string, answer: AnswerModel, at: string): D1PreparedStatement {
  return db
    .prepare('INSERT INTO answer_models (message_id, provider, model, prompt_version, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (message_id) DO NOTHING')
    .bind(messageId, answer.provider, answer.model, answer.promptVersion, at);
}

export function recordAnswerModel(db: D1Database, messageId: string, answer: AnswerModel, at: string): Promise<unknown> {
  return answerModelStatement(db, messageId, answer, at).run();
}

/** The recorded writers of the given answers, by message id (answers with none recorded are absent). */
export async function readAnswerModels(db: D1Database, messageIds: string[]): Promise<Map<string, AnswerModel>> {
  if (messageIds.length === 0) return new Map();
  const { results } = await db
    .prepare('SELECT message_id, provider, model, prompt_version FROM answer_models WHERE message_id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(messageIds))
    .all<{ message_id: string; provider: string; model: string | null; prompt_version: string | null }>();
  return new Map(results.map((row) => [row.message_id, { provider: row.provider, model: row.model, promptVersion: row.prompt_version }]));
}
