/**
 * What the daily model budget means for one chat turn, before it starts: nothing while there is
 * no cap, no model, or budget left; once it is used up, a quick action goes offline (with a line
 * saying why) and a free question is refused with 429 `model_budget_exhausted`.
 */
import type { Env } from '../env';
import type { SelectedProvider } from '../providers/select';
import { budgetExhaustedError, budgetOfflineNotice, dailyTokenLimit, modelBudget } from './model-budget';

export async function modelBudgetFor(env: Env, selected: SelectedProvider, quickAction: boolean): Promise<{ offlineNotice?: string }> {
  const limit = dailyTokenLimit(env);
  if (limit === null || !selected.provider) return {};
  const state = await modelBudget(env.DB, limit);
  if (!state.exhausted) return {};
  if (quickAction) return { offlineNotice: budgetOfflineNotice(state) };
  throw budgetExhaustedError(limit, state);
}
