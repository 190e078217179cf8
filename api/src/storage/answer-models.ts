/**
 * Which provider and model wrote each answer, recorded as its turn begins: feedback on the answer
 * carries them, so the quality lead can compare models. Offline answers record "offline".
 */
export interface AnswerModel {
  provider: string;
  model: string | null;
}

export function recordAnswerModel(db: D1Database, messageId: string, answer: AnswerModel, at: string): Promise<unknown> {
  return db
    .prepare('INSERT INTO answer_models (message_id, provider, model, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (message_id) DO NOTHING')
    .bind(messageId, answer.provider, answer.model, at)
    .run();
}
