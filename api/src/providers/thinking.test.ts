import { describe, expect, it } from 'vitest';
import {
  ANTHROPIC_THINKING_BUDGETS,
  anthropicSupportsThinking,
  anthropicThinkingBudget,
  anthropicUsesAdaptiveThinking,
  claudeVersion,
  openaiIsReasoningModel,
} from './thinking';

describe('thinking levels', () => {
  it('keeps every Anthropic budget at least 1024 and under half a 16k output limit', () => {
    for (const budget of Object.values(ANTHROPIC_THINKING_BUDGETS)) {
      expect(budget).toBeGreaterThanOrEqual(1024);
      expect(budget).toBeLessThanOrEqual(8000);
    }
    expect(ANTHROPIC_THINKING_BUDGETS.low).toBeLessThan(ANTHROPIC_THINKING_BUDGETS.medium);
    expect(ANTHROPIC_THINKING_BUDGETS.medium).toBeLessThan(ANTHROPIC_THINKING_BUDGETS.high);
  });

  it('cuts a budget to leave half the output limit for the answer, or drops thinking', () => {
    expect(anthropicThinkingBudget('high', 16_000)).toBe(ANTHROPIC_THINKING_BUDGETS.high);
    expect(anthropicThinkingBudget('high', 6000)).toBe(3000);
    expect(anthropicThinkingBudget('low', 1500)).toBeNull();
  });

  it('reads Claude versions from every naming scheme', () => {
    expect(claudeVersion('claude-sonnet-4-5-20250929')).toEqual([4, 5]);
    expect(claudeVersion('claude-3-7-sonnet-latest')).toEqual([3, 7]);
    expect(claudeVersion('claude-opus-4-20250514')).toEqual([4, 0]);
    expect(claudeVersion('anthropic.claude-3-5-haiku-20241022-v1:0')).toEqual([3, 5]);
    expect(claudeVersion('claude-fable-5-2')).toEqual([5, 2]);
    expect(claudeVersion('my-finetune')).toBeNull();
  });

  it.each([
    ['claude-3-5-haiku-20241022', false, false],
    ['claude-3-haiku-20240307', false, false],
    ['claude-3-7-sonnet-20250219', true, false],
    ['claude-haiku-4-5', true, false],
    ['claude-sonnet-4-5@20250929', true, false],
    ['claude-sonnet-4-6', true, true],
    ['claude-opus-4-8', true, true],
    ['claude-sonnet-5-5', true, true],
    ['claude-mythos-preview', true, true],
    ['some-proxy-model', false, false],
  ])('%s: thinks %s, adaptively %s', (model, thinks, adaptive) => {
    expect(anthropicSupportsThinking(model)).toBe(thinks);
    expect(anthropicUsesAdaptiveThinking(model)).toBe(adaptive);
  });

  it.each([
    ['o1', true],
    ['o3-mini', true],
    ['o4-mini-2025-04-16', true],
    ['gpt-5', true],
    ['gpt-5.5', true],
    ['gpt-5.1-codex', true],
    ['gpt-6-sol', true],
    ['openai/gpt-5-mini', true],
    ['gpt-oss-20b', true],
    ['gpt-5-chat-latest', false],
    ['gpt-4o', false],
    ['gpt-4.1-mini', false],
    ['chatgpt-4o-latest', false],
    ['llama3.1:8b', false],
    ['qwen2.5-72b-instruct', false],
  ])('%s is a reasoning model: %s', (model, reasoning) => {
    expect(openaiIsReasoningModel(model)).toBe(reasoning);
  });
});
