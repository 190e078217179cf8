/**
 * How a capability's thinking level becomes each provider's reasoning settings, and which
 * models take them. Models are recognised by name, so a model the tables do not know is sent
 * no reasoning settings at all: a request the provider would reject is worse than one that
 * thinks less.
 */
import type { ThinkingLevel } from '../capabilities/types';

/**
 * Anthropic `thinking.budget_tokens` per level, for models that take a fixed budget: at least the
 * API's minimum of 1024 and well below the turn's output limit, since thinking tokens count
 * toward `max_tokens` and the answer needs the rest.
 */
export const ANTHROPIC_THINKING_BUDGETS = { low: 1024, medium: 4000, high: 8000 } as const satisfies Record<ThinkingLevel, number>;

/** The API's smallest thinking budget. */
const MIN_THINKING_BUDGET = 1024;

/**
 * The budget for `level` under an output limit of `maxTokens`: the level's budget, cut to leave
 * at least half of the limit for the answer, or null (no thinking) when that leaves too little.
 */
export function anthropicThinkingBudget(level: ThinkingLevel, maxTokens: number): number | null {
  const budget = Math.min(ANTHROPIC_THINKING_BUDGETS[level], Math.floor(maxTokens / 2));
  return budget >= MIN_THINKING_BUDGET ? budget : null;
}

/** Anthropic `output_config.effort` per level, for models that think adaptively. */
export const ANTHROPIC_EFFORT = { low: 'low', medium: 'medium', high: 'high' } as const satisfies Record<ThinkingLevel, string>;

/** OpenAI `reasoning_effort` per level, for reasoning models only. */
export const OPENAI_REASONING_EFFORT = { low: 'low', medium: 'medium', high: 'high' } as const satisfies Record<ThinkingLevel, string>;

/** The version in a Claude model id: [4, 5] for `claude-sonnet-4-5-20250929`, [3, 7] for `claude-3-7-sonnet`. */
export function claudeVersion(model: string): [major: number, minor: number] | null {
  // Ids may carry a platform prefix or suffix (`anthropic.claude-…`, `…@20250929`, `…-v1:0`).
  const name = /claude-[a-z0-9.-]*/.exec(model.toLowerCase())?.[0];
  if (!name) return null;
  // The first one- or two-digit numbers are major and minor; an 8-digit date is not a version.
  const [major, minor = '0'] = name.split('-').filter((part) => /^\d{1,2}$/.test(part));
  return major === undefined ? null : [Number(major), Number(minor)];
}

function claudeAtLeast(model: string, major: number, minor: number): boolean {
  const version = claudeVersion(model);
  if (!version) return false;
  return version[0] > major || (version[0] === major && version[1] >= minor);
}

/** Claude 3.7 was the first model with extended thinking; earlier ones reject the parameter. */
export function anthropicSupportsThinking(model: string): boolean {
  return /claude-mythos-preview/.test(model) || claudeAtLeast(model, 3, 7);
}

/**
 * Claude 4.6 and later think adaptively (`thinking: {type: 'adaptive'}` with an effort); from 4.7
 * on the fixed-budget form is rejected with a 400, and on 4.6 it is deprecated.
 */
export function anthropicUsesAdaptiveThinking(model: string): boolean {
  return /claude-mythos-preview/.test(model) || claudeAtLeast(model, 4, 6);
}

/**
 * Reasoning models take `reasoning_effort` (and `max_completion_tokens`); others reject it. The
 * o-series, GPT-5 and later (but not their `-chat` variants, which do not reason), the codex
 * models and the open-weight gpt-oss models that OpenAI-compatible servers run.
 */
export function openaiIsReasoningModel(model: string): boolean {
  // Routers and local servers prefix the vendor (`openai/gpt-5`); the last segment is the model.
  const name = model.toLowerCase().split('/').pop() ?? '';
  if (/^o\d/.test(name) || /^codex-/.test(name) || /^gpt-oss/.test(name)) return true;
  const gpt = /^gpt-(\d+)/.exec(name);
  if (!gpt || Number(gpt[1]) < 5) return false;
  return !/-chat(-latest)?$/.test(name);
}
