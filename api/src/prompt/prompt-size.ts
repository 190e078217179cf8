/**
 * The size of what a turn sends before the conversation: the system prompt plus the tool
 * definitions. Kept under a budget so every turn leaves the model room to read the file.
 * Tokens are estimated at four characters each, which is close enough for English prose and
 * JSON to keep a budget, and needs no tokenizer in the Worker.
 */
import type { ToolDefinition } from '../capabilities/types';
import type { SystemPrompt } from './system-prompt';

/** The most a turn's system prompt and tool definitions together may take. */
export const PROMPT_TOKEN_BUDGET = 6_000;

export const CHARS_PER_TOKEN = 4;

export function estimateTokens(chars: number): number {
  return Math.ceil(chars / CHARS_PER_TOKEN);
}

export interface PromptSize {
  systemChars: number;
  toolChars: number;
  totalChars: number;
  estimatedTokens: number;
}

/** Characters of the system prompt (both parts, with the separator between them) and tools. */
export function measurePrompt(system: SystemPrompt, tools: readonly ToolDefinition[]): PromptSize {
  const systemChars = system.stable.length + 2 + system.dynamic.length;
  const toolChars = JSON.stringify(tools).length;
  const totalChars = systemChars + toolChars;
  return { systemChars, toolChars, totalChars, estimatedTokens: estimateTokens(totalChars) };
}
