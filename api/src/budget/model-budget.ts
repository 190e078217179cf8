/**
 * The daily model-spend cap (MODEL_DAILY_TOKEN_LIMIT): every token a model reads or writes, for
 * every user, counts toward the UTC day's total in D1. Once the day's total reaches the limit, a
 * free question answers 429 `model_budget_exhausted` saying when the budget resets, and a quick
 * action runs in offline mode (its tools, shown unedited), which spends no tokens. Unset: no cap.
 */
import type { Usage } from '@claims/shared';
import type { Env } from '../env';
import { AppError } from '../errors';

/** The cap in tokens per UTC day, or null for none (unset, or not a whole number of at least 1). */
export function dailyTokenLimit(env: Pick<Env, 'MODEL_DAILY_TOKEN_LIMIT'>): number | null {
  const value = env.MODEL_DAILY_TOKEN_LIMIT?.trim();
  if (!value) return null;
  const limit = Number(value);
  if (Number.isInteger(limit) && limit >= 1) return limit;
  // A cap mistyped must not silently become no cap for a day's spend: log it loudly.
  console.error('MODEL_DAILY_TOKEN_LIMIT is not a whole number of tokens, so no daily cap applies', { value: value.slice(0, 20) });
  return null;
}

const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Seconds until the next UTC midnight, when the day's count starts again. */
function secondsToReset(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

function waitWords(seconds: number): string {
  if (seconds < 3600) return `${Math.ceil(seconds / 60)} minutes`;
  const hours = Math.round(seconds / 3600);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export interface BudgetState {
  exhausted: boolean;
  resetSeconds: number;
}

/** Whether today's model budget is used up. */
export async function modelBudget(db: D1Database, limit: number, now = new Date()): Promise<BudgetState> {
  const row = await db.prepare('SELECT tokens FROM model_spend WHERE day = ?').bind(utcDay(now)).first<{ tokens: number }>();
  return { exhausted: (row?.tokens ?? 0) >= limit, resetSeconds: secondsToReset(now) };
}

export function budgetExhaustedError(limit: number, state: BudgetState): AppError {
  return new AppError(
    429,
    'model_budget_exhausted',
    `Today's model budget (${limit.toLocaleString('en-GB')} tokens) is used up. It resets at 00:00 UTC, in about ${waitWords(state.resetSeconds)}. Quick actions still work meanwhile, showing what the claim tools found.`,
    { retryAfterSeconds: state.resetSeconds },
    { 'Retry-After': String(state.resetSeconds) },
  );
}

/** The line that heads a quick action run without the model because the budget is used up. */
export function budgetOfflineNotice(state: BudgetState): string {
  return `_Today's model budget is used up (it resets at 00:00 UTC, in about ${waitWords(state.resetSeconds)}), so this is what the claim tools found, unedited._`;
}

/** A turn's tokens: input, output and cached, as the provider counts them all. */
const spentTokens = (usage: Usage | null): number => (usage ? usage.inputTokens + usage.outputTokens + usage.cacheReadTokens + usage.cacheWriteTokens : 0);

/** The statement adding a turn's tokens to the day's spend, or none when it spent none. */
export function modelSpendStatements(db: D1Database, usage: Usage | null, now = new Date()): D1PreparedStatement[] {
  const tokens = spentTokens(usage);
  if (tokens <= 0) return [];
  return [
    db
      .prepare('INSERT INTO model_spend (day, tokens) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET tokens = tokens + excluded.tokens')
      .bind(utcDay(now), tokens),
  ];
}
